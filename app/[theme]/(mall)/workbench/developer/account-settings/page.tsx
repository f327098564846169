import type { Metadata } from 'next';
import { AccountSettings } from '@/components/workbench/account-settings';
import { seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/workbench/developer/account-settings', { title: '账号设置' });
}

export default function DeveloperAccountSettingsPage() {
  return <AccountSettings side="developer" />;
}
