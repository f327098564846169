import type { Metadata } from 'next';
import { PersonalOverview } from '@/components/workbench/overview';
import { WORKBENCH_TITLE } from '@/lib/workbench-nav';
import { seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/workbench/personal', { title: WORKBENCH_TITLE.personal });
}

export default function PersonalOverviewPage() {
  return <PersonalOverview />;
}
