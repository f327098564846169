import type { Metadata } from 'next';
import styles from '@/components/auth/auth.module.css';
import { CertificationPage } from '@/components/auth/certification-page';
import type { SearchParams } from '@/lib/list-query';
import { themeWorkbenchBases } from '@/lib/workbench-links';
import { certificationPageView } from '@/server/services/certification-page';
import { getPageTheme } from '@/server/services/theme';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

// What it shows depends on who is signed in.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/auth', { title: '企业认证' });
}

type Props = { params: Promise<{ theme: string }>; searchParams: Promise<SearchParams> };

/** /auth: company certification, designer certification (type=2) and re-authentication. */
export default async function AuthPage({ params, searchParams }: Props) {
  const theme = await getPageTheme((await params).theme);
  const { view, query } = await certificationPageView(theme, '/auth', await searchParams);
  const workbench = themeWorkbenchBases(theme);
  return (
    <main className={`mall-container ${styles.page}`}>
      <div className={styles.panel}>
        <CertificationPage
          view={view}
          initialType={query.type}
          supplierWorkbenchUrl={workbench.supplier}
          developerWorkbenchUrl={workbench.developer}
        />
      </div>
    </main>
  );
}
