import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/auth/auth.module.css';
import { CertificationPage } from '@/components/auth/certification-page';
import { AntdPageProviders } from '@/components/shell/antd-page-providers';
import { themeWorkbenchBases } from '@/lib/workbench-links';
import { getPageTheme } from '@/server/services/theme';
import { mobileTitle } from '@/lib/seo';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/mobile/authentication', {
    title: mobileTitle('企业认证'),
  });
}

type Props = { params: Promise<{ theme: string }> };

/** /mobile/authentication: the certification form in the phone layout. */
export default async function MobileAuthenticationPage({ params }: Props) {
  const theme = await getPageTheme((await params).theme);
  const workbench = themeWorkbenchBases(theme);
  return (
    <main className={`${styles.mobile} ${styles.compact}`}>
      <header className={styles.mobileHeader}>{theme.shortName}</header>
      <div className={styles.panel}>
        <AntdPageProviders themeColor={theme.themeColor}>
          <Suspense fallback={null}>
            <CertificationPage
              compact
              supplierWorkbenchUrl={workbench.supplier}
              developerWorkbenchUrl={workbench.developer}
            />
          </Suspense>
        </AntdPageProviders>
      </div>
    </main>
  );
}
