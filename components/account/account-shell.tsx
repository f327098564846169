import {
  AuditOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
} from '@/components/server-icons';
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './account-shell.module.css';

/** What the account site reads of a theme row (`Theme` from the schema satisfies it). */
export interface AccountTheme {
  name: string;
  shortName: string;
  writeBackgroundLogo: string;
  basicConfig: Record<string, string>;
}

const VALUES = [
  { icon: ShoppingOutlined, title: '品类齐全', text: '覆盖建材与设计全产业链，一站式集中采购' },
  { icon: SafetyCertificateOutlined, title: '优选供方', text: '供应商资质严格审核，合作更安心' },
  { icon: AuditOutlined, title: '阳光采购', text: '招投标、询价全流程在线，公开透明' },
];

function copyrightOf(theme: AccountTheme): string {
  return theme.basicConfig.copyright ?? `© ${theme.name}`;
}

function Logo({ theme, className }: { theme: AccountTheme; className?: string }) {
  return (
    <Link href="/" className={className}>
      {/* eslint-disable-next-line @next/next/no-img-element -- theme logos are data URLs */}
      <img src={theme.writeBackgroundLogo} alt={`${theme.shortName}首页`} />
    </Link>
  );
}

/** The desktop account site: logo bar, the platform's promise beside the form card, footer. */
export function AccountShell({ theme, children }: { theme: AccountTheme; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Logo theme={theme} className={styles.logo} />
          <span className={styles.site}>账号中心</span>
          <Link className={styles.home} href="/">
            返回商城首页
          </Link>
        </div>
      </header>
      <main className={styles.main}>
        <div className={styles.stage}>
          <aside className={styles.hero} aria-labelledby="account-hero-title">
            <p id="account-hero-title" className={styles.heroTitle}>
              {theme.name}
            </p>
            <p className={styles.tagline}>建材与设计行业 B2B 集中采购平台</p>
            <ul className={styles.values}>
              {VALUES.map(({ icon: Icon, title, text }) => (
                <li key={title}>
                  <Icon className={styles.valueIcon} aria-hidden />
                  <span>
                    <strong>{title}</strong>
                    <span>{text}</span>
                  </span>
                </li>
              ))}
            </ul>
            <Skyline />
          </aside>
          <div className={styles.card}>{children}</div>
        </div>
      </main>
      <footer className={styles.footer}>
        {copyrightOf(theme)}
        {theme.basicConfig.icp ? <span>{theme.basicConfig.icp}</span> : null}
      </footer>
    </div>
  );
}

/** The phone-sized account pages: a compact logo bar and a full-width form. */
export function MobileAccountShell({
  theme,
  children,
}: {
  theme: AccountTheme;
  children: ReactNode;
}) {
  return (
    <div className={styles.mobilePage}>
      <header className={styles.mobileHeader}>
        <Logo theme={theme} className={styles.mobileLogo} />
        <p>{theme.name}</p>
      </header>
      <main className={styles.mobileMain}>{children}</main>
      <footer className={styles.mobileFooter}>{copyrightOf(theme)}</footer>
    </div>
  );
}

/** The card's heading and a one-line lead under it. */
export function AccountHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className={styles.heading}>
      <h1>{title}</h1>
      {lead ? <p>{lead}</p> : null}
    </div>
  );
}

// A city of building blocks drawn in the theme colour: the hero needs no image file per realm.
function Skyline() {
  return (
    <svg className={styles.skyline} viewBox="0 0 480 180" aria-hidden focusable="false">
      <g fill="currentColor">
        <rect x="10" y="90" width="50" height="90" opacity="0.35" />
        <rect x="70" y="40" width="60" height="140" opacity="0.55" />
        <rect x="140" y="70" width="44" height="110" opacity="0.4" />
        <rect x="194" y="20" width="70" height="160" opacity="0.7" />
        <rect x="274" y="60" width="52" height="120" opacity="0.45" />
        <rect x="336" y="100" width="40" height="80" opacity="0.35" />
        <rect x="386" y="50" width="64" height="130" opacity="0.6" />
        <path d="M194 20 L229 0 L264 20 Z" opacity="0.7" />
      </g>
      <g fill="#ffffff" opacity="0.55">
        {[0, 1, 2, 3, 4, 5].map((row) =>
          [0, 1, 2].map((col) => (
            <rect
              key={`${row}-${col}`}
              x={206 + col * 20}
              y={36 + row * 22}
              width="8"
              height="10"
            />
          )),
        )}
      </g>
    </svg>
  );
}
