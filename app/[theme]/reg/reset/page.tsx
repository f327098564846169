import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AccountFormFallback } from '@/components/account/account-form-fallback';
import { AccountHeading } from '@/components/account/account-shell';
import { ResetForm } from '@/components/account/reset-form';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/reg/reset', { title: '重置密码' });
}

export default function ResetPage() {
  return (
    <>
      <AccountHeading title="重置密码" lead="通过手机验证码设置新的登录密码" />
      <Suspense fallback={<AccountFormFallback />}>
        <ResetForm />
      </Suspense>
    </>
  );
}
