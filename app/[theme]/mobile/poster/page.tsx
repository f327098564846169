import { redirect } from 'next/navigation';
import { firstParam } from '@/lib/list-url';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /mobile/poster opens the poster home with the same query (id, shareId). */
export default async function MobilePosterIndex({ searchParams }: Props) {
  const sp = await searchParams;
  const query = new URLSearchParams();
  for (const key of ['id', 'shareId']) {
    const value = firstParam(sp[key]);
    if (value) query.set(key, value);
  }
  redirect(`/mobile/poster/home?${query}`);
}
