import type { Metadata } from 'next';
import { PersonalOverview } from '@/components/workbench/overview';
import { WORKBENCH_TITLE } from '@/lib/workbench-nav';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/workbench/personal', {
    title: WORKBENCH_TITLE.personal,
  });
}

export default function PersonalOverviewPage() {
  return <PersonalOverview />;
}
