import { redirect } from 'next/navigation';
import { searchOf } from '@/lib/list-query';

// The answer depends on the query string, which the theme layout's cache cannot key on.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /reg opens the login page with the same query (returnUrl, from). */
export default async function AccountIndexPage({ searchParams }: Props) {
  redirect(`/reg/login${searchOf(await searchParams)}`);
}
