import type { Metadata } from 'next';
import { MessageCentre } from '@/components/workbench/message-centre';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/workbench/developer/message', { title: '站内信' });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DeveloperMessagePage({ searchParams }: Props) {
  return <MessageCentre side="developer" query={await searchParams} />;
}
