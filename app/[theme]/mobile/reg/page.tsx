import { redirect } from 'next/navigation';
import { searchOf } from '@/components/account/account-navigation';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /mobile/reg opens the phone login page with the same query. */
export default async function MobileAccountIndexPage({ searchParams }: Props) {
  redirect(`/mobile/reg/login${searchOf(await searchParams)}`);
}
