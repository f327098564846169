import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './home.module.css';

/** A titled block of the home page with an optional 更多 link. */
export function HomeSection({
  id,
  title,
  moreHref,
  children,
  className,
}: {
  id: string;
  title: string;
  moreHref?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={id}>
      <header className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {moreHref ? (
          <Link className={styles.more} href={moreHref} prefetch={false}>
            查看更多 ›
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}

export function EmptyBlock({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}
