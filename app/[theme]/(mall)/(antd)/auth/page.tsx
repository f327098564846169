import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/auth/auth.module.css';
import { CertificationPage } from '@/components/auth/certification-page';
import { themeWorkbenchBases } from '@/lib/workbench-links';
import { getPageTheme } from '@/server/services/theme';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/auth', { title: '企业认证' });
}

type Props = { params: Promise<{ theme: string }> };

/** /auth: company certification, designer certification (type=2) and re-authentication. */
export default async function AuthPage({ params }: Props) {
  const theme = await getPageTheme((await params).theme);
  const workbench = themeWorkbenchBases(theme);
  return (
    <main className={`mall-container ${styles.page}`}>
      <div className={styles.panel}>
        <Suspense fallback={null}>
          <CertificationPage
            supplierWorkbenchUrl={workbench.supplier}
            developerWorkbenchUrl={workbench.developer}
          />
        </Suspense>
      </div>
    </main>
  );
}
