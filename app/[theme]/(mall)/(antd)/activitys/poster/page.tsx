import { redirect } from 'next/navigation';
import { firstParam } from '@/lib/list-url';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /activitys/poster opens its first child, the poster itself. */
export default async function ActivityPosterIndex({ searchParams }: Props) {
  const id = firstParam((await searchParams).id);
  redirect(id ? `/activitys/poster/home?id=${encodeURIComponent(id)}` : '/activitys/list');
}
