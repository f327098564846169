import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './opportunity.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

interface Props {
  crumbs: Crumb[];
  title: string;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every opportunity page: breadcrumb, a heading and the content. */
export function PageFrame({ crumbs, title, actions, children }: Props) {
  return (
    <main className={`mall-container ${styles.page}`}>
      <nav aria-label="面包屑" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">首页</Link>
          </li>
          {crumbs.map((c) => (
            <li key={c.label}>
              {c.href ? <Link href={c.href}>{c.label}</Link> : <span>{c.label}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.heading}>
        <h1>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </main>
  );
}
