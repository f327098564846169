import type { Metadata } from 'next';
import { EnterpriseInfo } from '@/components/workbench/enterprise-info';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/workbench/developer/enterprise', {
    title: '企业信息与认证',
  });
}

export default function DeveloperEnterprisePage() {
  return <EnterpriseInfo side="developer" />;
}
