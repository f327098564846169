import type { Metadata } from 'next';
import { MessageCentre } from '@/components/workbench/message-centre';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/workbench/personal/message', { title: '站内信' });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PersonalMessagePage({ searchParams }: Props) {
  return <MessageCentre side="personal" query={await searchParams} />;
}
