import Link from 'next/link';
import { mainNavItems, SECONDARY_NAV } from '@/lib/navigation';
import type { TopConfigNode } from '@/lib/theme';
import styles from './site-header.module.css';

export interface HeaderTheme {
  name: string;
  shortName: string;
  writeBackgroundLogo: string;
  topConfigList: TopConfigNode[];
}

export function SiteHeader({ theme }: { theme: HeaderTheme }) {
  return (
    <header>
      <div className={styles.topStrip}>
        <div className={`mall-container ${styles.topStripInner}`}>
          <span>您好，欢迎来到{theme.name}！</span>
          <nav className={styles.topLinks} aria-label="账户">
            <Link href="/reg/login" prefetch={false}>
              登录
            </Link>
            <Link href="/reg/register" prefetch={false}>
              免费注册
            </Link>
          </nav>
        </div>
      </div>
      <div className={styles.brandBar}>
        <div className={`mall-container ${styles.brandInner}`}>
          <Link href="/" aria-label={`${theme.name}首页`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- theme logos are data URLs */}
            <img className={styles.logo} src={theme.writeBackgroundLogo} alt={theme.shortName} />
          </Link>
          <span className={styles.realm}>{theme.name}</span>
        </div>
      </div>
      <nav className={styles.nav} aria-label="主导航">
        <ul className={`mall-container ${styles.navList}`}>
          {mainNavItems(theme.topConfigList).map((item) =>
            item.divider ? (
              <li key={item.key} className={styles.divider} role="separator" aria-hidden="true" />
            ) : (
              <li key={item.key} className={styles.navItem}>
                <a
                  href={item.href}
                  {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </nav>
      <nav className={styles.secondary} aria-label="频道">
        <ul className={`mall-container ${styles.secondaryList}`}>
          {SECONDARY_NAV.map((n) => (
            <li key={n.href}>
              <a href={n.href} target="_blank" rel="noopener">
                {n.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
