import { FooterLinks } from './footer-links';
import { IcpLink } from './icp-link';
import type { FooterTheme } from './site-footer';
import styles from './mobile-footer.module.css';

/** The phone footer: the realm's links, contacts, copyright and ICP record number. */
export function MobileFooter({ theme }: { theme: FooterTheme }) {
  const { copyright, icp } = theme.basicConfig;
  return (
    <footer className={styles.footer}>
      <nav aria-label="帮助">
        <FooterLinks links={theme.footerLinks} className={styles.links} />
      </nav>
      <address className={styles.contact}>
        <span>
          客服热线 <a href={`tel:${theme.companyMobile}`}>{theme.companyMobile}</a>
        </span>
        <span>
          邮箱 <a href={`mailto:${theme.companyEmail}`}>{theme.companyEmail}</a>
        </span>
      </address>
      <p className={styles.legal}>
        <span>{copyright ?? `© ${theme.name}`}</span>
        {icp ? <IcpLink icp={icp} /> : null}
      </p>
    </footer>
  );
}
