import { FOOTER_LINKS } from '@/lib/navigation';
import styles from './site-footer.module.css';

export interface FooterTheme {
  name: string;
  companyMobile: string;
  companyEmail: string;
  basicConfig: Record<string, string>;
}

export function SiteFooter({ theme }: { theme: FooterTheme }) {
  return (
    <footer className={styles.footer}>
      <div className={`mall-container ${styles.inner}`}>
        <nav className={styles.links} aria-label="帮助">
          {FOOTER_LINKS.map((l) => (
            <a key={l.href} href={l.href}>
              {l.label}
            </a>
          ))}
        </nav>
        <address className={styles.contact}>
          <span>
            联系电话：<a href={`tel:${theme.companyMobile}`}>{theme.companyMobile}</a>
          </span>
          <span>
            联系邮箱：<a href={`mailto:${theme.companyEmail}`}>{theme.companyEmail}</a>
          </span>
        </address>
      </div>
      <div className={`mall-container ${styles.copy}`}>
        {theme.basicConfig.copyright ?? theme.name} {theme.basicConfig.icp ?? ''}
      </div>
    </footer>
  );
}
