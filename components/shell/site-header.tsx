import { PhoneOutlined } from '@/components/server-icons';
import Link from 'next/link';
import { AlternateTopSearch } from '@/components/search/alternate-top-search';
import { SearchBox } from '@/components/search/search-box';
import { mainNavItems, moreMenuColumns, SECONDARY_NAV } from '@/lib/navigation';
import type { TopConfigNode } from '@/lib/theme';
import { themeWorkbenchBases } from '@/lib/workbench-links';
import { TEMPLATE_ALTERNATE } from '@/themes/builtin';
import { MainNav } from './nav/main-nav';
import { HiddenInPortal } from './portal';
import styles from './site-header.module.css';
import { TopBar } from './top-bar/top-bar';

/** What the header reads of a theme row (`Theme` from the schema satisfies it). */
export interface HeaderTheme {
  name: string;
  shortName: string;
  writeBackgroundLogo: string;
  topConfigList: TopConfigNode[];
  applicationTemplateId: number;
  domains: string[];
  developerNameUrl: string;
  supplierNameUrl: string;
  companyMobile: string;
}

/**
 * The desktop header: top bar (client island), brand bar with the search, the main navigation
 * with its panels and the channel links. Nothing here depends on the visitor, so the HTML is
 * shared by everyone on the theme. `?isPortal=1` hides all of it: the portal framing the mall
 * brings its own top area.
 */
export function SiteHeader({ theme }: { theme: HeaderTheme }) {
  const alternate = theme.applicationTemplateId === TEMPLATE_ALTERNATE;
  const workbench = themeWorkbenchBases(theme);
  return (
    <HiddenInPortal>
      <header className={styles.header}>
        <TopBar
          siteName={theme.name}
          supplierWorkbenchUrl={workbench.supplier}
          developerWorkbenchUrl={workbench.developer}
        />
        <div className={styles.brandBar}>
          <div className={`mall-container ${styles.brandInner}`}>
            <Link className={styles.brand} href="/" aria-label={`${theme.name}首页`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- theme logos are data URLs */}
              <img className={styles.logo} src={theme.writeBackgroundLogo} alt={theme.shortName} />
            </Link>
            <div className={styles.search}>
              {alternate ? <AlternateTopSearch /> : <SearchBox imageSearch />}
            </div>
            {theme.companyMobile ? (
              <div className={styles.hotline}>
                <PhoneOutlined className={styles.hotlineIcon} aria-hidden />
                <span>
                  <span className={styles.hotlineLabel}>客服热线</span>
                  <a className={styles.hotlineNumber} href={`tel:${theme.companyMobile}`}>
                    {theme.companyMobile}
                  </a>
                </span>
              </div>
            ) : null}
          </div>
        </div>
        <div className={styles.navBar}>
          <div className={`mall-container ${styles.navInner}`}>
            <MainNav
              items={mainNavItems(theme.topConfigList)}
              moreColumns={moreMenuColumns(theme.topConfigList)}
            />
            <nav className={styles.secondary} aria-label="频道导航">
              <ul>
                {SECONDARY_NAV.map((n) => (
                  <li key={n.href}>
                    <a href={n.href} target="_blank" rel="noopener">
                      {n.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </header>
    </HiddenInPortal>
  );
}
