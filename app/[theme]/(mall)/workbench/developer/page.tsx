import type { Metadata } from 'next';
import { DeveloperOverview } from '@/components/workbench/overview';
import { WORKBENCH_TITLE } from '@/lib/workbench-nav';
import { seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/workbench/developer', { title: WORKBENCH_TITLE.developer });
}

export default function DeveloperOverviewPage() {
  return <DeveloperOverview />;
}
