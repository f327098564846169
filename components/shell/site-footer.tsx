import {
  AppstoreOutlined,
  AuditOutlined,
  CustomerServiceOutlined,
  SafetyCertificateOutlined,
} from '@/components/server-icons';
import { resizedUrl } from '@/lib/image-params';
import { SECONDARY_NAV } from '@/lib/navigation';
import type { FooterLink } from '@/lib/theme';
import { FooterLinks } from './footer-links';
import { IcpLink } from './icp-link';
import styles from './site-footer.module.css';

/** What the footer reads of a theme row (`Theme` from the schema satisfies it). */
export interface FooterTheme {
  name: string;
  shortName: string;
  blackBackgroundLogo: string;
  companyMobile: string;
  companyEmail: string;
  basicConfig: Record<string, string>;
  footerLinks: FooterLink[];
  /** The realm's uploaded official-account QR image; the built-in definitions have none. */
  officialAccountQr?: string | null;
}

const PROMISES = [
  { icon: AppstoreOutlined, title: '品类齐全', text: '建材与设计一站式采购' },
  { icon: SafetyCertificateOutlined, title: '优选供方', text: '企业资质严格审核' },
  { icon: AuditOutlined, title: '阳光采购', text: '招投标全程公开透明' },
  { icon: CustomerServiceOutlined, title: '专属服务', text: '客服专员及时响应' },
];

/**
 * The desktop footer: the realm's help links, contacts, official-account QR code (when it has
 * one) and ICP record number (spec §2).
 */
export function SiteFooter({ theme }: { theme: FooterTheme }) {
  const { copyright, icp, description } = theme.basicConfig;
  const qr = theme.officialAccountQr;
  return (
    <footer className={styles.footer}>
      <ul className={`mall-container ${styles.promises}`}>
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Icon className={styles.promiseIcon} aria-hidden />
            <span>
              <strong>{title}</strong>
              <span>{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className={`mall-container ${styles.main} ${qr ? styles.withQr : ''}`}>
        <div className={styles.brand}>
          {/* eslint-disable-next-line @next/next/no-img-element -- theme logos are data URLs */}
          <img className={styles.logo} src={theme.blackBackgroundLogo} alt={theme.shortName} />
          {description ? <p>{description}</p> : null}
        </div>
        <nav className={styles.column} aria-label="帮助">
          <h2>帮助与支持</h2>
          <FooterLinks links={theme.footerLinks} />
        </nav>
        <nav className={styles.column} aria-label="平台频道">
          <h2>平台频道</h2>
          <FooterLinks links={SECONDARY_NAV} className={styles.twoColumns} />
        </nav>
        <address className={styles.contact}>
          <h2>联系我们</h2>
          <span className={styles.hotlineLabel}>客服热线</span>
          <a className={styles.hotline} href={`tel:${theme.companyMobile}`}>
            {theme.companyMobile}
          </a>
          <span>
            联系邮箱：<a href={`mailto:${theme.companyEmail}`}>{theme.companyEmail}</a>
          </span>
        </address>
        {qr ? (
          <div className={styles.qr}>
            <h2>关注公众号</h2>
            {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
            <img
              className={styles.qrImage}
              src={resizedUrl(qr, 240)}
              alt={`${theme.name}公众号二维码`}
              width={112}
              height={112}
            />
          </div>
        ) : null}
      </div>
      <div className={styles.bottom}>
        <div className="mall-container">
          {copyright ?? `© ${theme.name}`}
          {icp ? <IcpLink className={styles.icp} icp={icp} /> : null}
        </div>
      </div>
    </footer>
  );
}
