import type { Metadata } from 'next';
import { MessageCentre } from '@/components/workbench/message-centre';
import { seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/workbench/developer/message', { title: '站内信' });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DeveloperMessagePage({ searchParams }: Props) {
  return <MessageCentre side="developer" query={await searchParams} />;
}
