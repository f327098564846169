import type { Metadata } from 'next';
import { EnterpriseInfo } from '@/components/workbench/enterprise-info';
import { seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/workbench/supplier/enterprise', { title: '企业信息与认证' });
}

export default function SupplierEnterprisePage() {
  return <EnterpriseInfo side="supplier" />;
}
