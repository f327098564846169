import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AccountFormFallback } from '@/components/account/account-form-fallback';
import { themeReturnHosts } from '@/components/account/account-navigation';
import { AccountHeading } from '@/components/account/account-shell';
import { RegisterForm } from '@/components/account/register-form';
import { getPageTheme } from '@/server/services/theme';
import { mobileTitle } from '@/lib/seo';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/mobile/reg/register', { title: mobileTitle('注册') });
}

type Props = { params: Promise<{ theme: string }> };

export default async function MobileRegisterPage({ params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return (
    <>
      <AccountHeading title="免费注册" />
      <Suspense fallback={<AccountFormFallback />}>
        <RegisterForm allowedHosts={themeReturnHosts(theme)} variant="mobile" />
      </Suspense>
    </>
  );
}
