import type { Metadata } from 'next';
import styles from '@/components/auth/auth.module.css';
import { CertificationPage } from '@/components/auth/certification-page';
import type { SearchParams } from '@/lib/list-query';
import { mobileTitle } from '@/lib/seo';
import { themeWorkbenchBases } from '@/lib/workbench-links';
import { certificationPageView } from '@/server/services/certification-page';
import { getPageTheme } from '@/server/services/theme';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

// What it shows depends on who is signed in.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/mobile/authentication', {
    title: mobileTitle('企业认证'),
  });
}

type Props = { params: Promise<{ theme: string }>; searchParams: Promise<SearchParams> };

/** /mobile/authentication: the certification flow in the phone layout, without antd. */
export default async function MobileAuthenticationPage({ params, searchParams }: Props) {
  const theme = await getPageTheme((await params).theme);
  const path = '/mobile/authentication';
  const { view, query } = await certificationPageView(theme, path, await searchParams);
  const workbench = themeWorkbenchBases(theme);
  return (
    <main className={`${styles.mobile} ${styles.compact}`}>
      <header className={styles.mobileHeader}>{theme.shortName}</header>
      <div className={styles.panel}>
        <CertificationPage
          view={view}
          initialType={query.type}
          compact
          supplierWorkbenchUrl={workbench.supplier}
          developerWorkbenchUrl={workbench.developer}
        />
      </div>
    </main>
  );
}
