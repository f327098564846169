import { redirect } from 'next/navigation';
import { searchOf } from '@/lib/list-query';

// The answer depends on the query string, which the theme layout's cache cannot key on.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /mobile/reg opens the phone login page with the same query. */
export default async function MobileAccountIndexPage({ searchParams }: Props) {
  redirect(`/mobile/reg/login${searchOf(await searchParams)}`);
}
