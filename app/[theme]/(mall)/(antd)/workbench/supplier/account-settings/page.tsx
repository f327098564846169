import type { Metadata } from 'next';
import { AccountSettings } from '@/components/workbench/account-settings';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/workbench/supplier/account-settings', {
    title: '账号设置',
  });
}

export default function SupplierAccountSettingsPage() {
  return <AccountSettings side="supplier" />;
}
