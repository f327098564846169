import type { ReactNode } from 'react';
import styles from '@/components/opportunity/poster.module.css';
import { MobileFooter } from '@/components/shell/mobile-footer';
import { getPageTheme } from '@/server/services/theme';

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

/** The phone-sized poster flow (spec §2 /mobile/poster): sign up, sign in, certificates. */
export default async function MobilePosterLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  return (
    <div className={styles.mobile}>
      <header className={styles.mobileHeader}>
        <span>{theme.shortName} · 活动</span>
      </header>
      {children}
      <MobileFooter theme={theme} />
    </div>
  );
}
