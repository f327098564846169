import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/auth/auth.module.css';
import { CertificationSubmitted } from '@/components/auth/auth-state';
import { SubmittedForType } from '@/components/auth/submitted-for-type';
import { themeWorkbenchBases } from '@/lib/workbench-links';
import { getPageTheme } from '@/server/services/theme';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/auth/success', { title: '认证资料已提交' });
}

type Props = { params: Promise<{ theme: string }> };

/** /auth/success: the certification is submitted and under review; what happens next. */
export default async function AuthSuccessPage({ params }: Props) {
  const theme = await getPageTheme((await params).theme);
  const workbench = themeWorkbenchBases(theme);
  return (
    <main className={`mall-container ${styles.page}`}>
      <div className={styles.panel}>
        <Suspense fallback={<CertificationSubmitted workbenchHref={workbench.developer} />}>
          <SubmittedForType
            supplierWorkbenchUrl={workbench.supplier}
            developerWorkbenchUrl={workbench.developer}
          />
        </Suspense>
      </div>
    </main>
  );
}
