import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AccountFormFallback } from '@/components/account/account-form-fallback';
import { themeReturnHosts } from '@/components/account/account-navigation';
import { AccountHeading } from '@/components/account/account-shell';
import { LoginForm } from '@/components/account/login-form';
import { getPageTheme } from '@/server/services/theme';
import { mobileTitle } from '@/lib/seo';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/mobile/reg/login', { title: mobileTitle('登录') });
}

type Props = { params: Promise<{ theme: string }> };

export default async function MobileLoginPage({ params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return (
    <>
      <AccountHeading title="欢迎登录" />
      <Suspense fallback={<AccountFormFallback />}>
        <LoginForm allowedHosts={themeReturnHosts(theme)} variant="mobile" />
      </Suspense>
    </>
  );
}
