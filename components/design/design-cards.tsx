import Link from 'next/link';
import type { DesignHall } from '@/api/modules/designHall';
import type { DesignCase } from '@/api/modules/designs';
import styles from '@/components/content/content.module.css';
import { formatCount } from '@/lib/format';
import { resizedUrl } from '@/lib/image-params';

export const caseHref = (id: number) => `/designs/design-case?id=${id}`;
export const hallHref = (id: number) => `/designHall/${id}`;

export function CaseGrid({ cases, label }: { cases: DesignCase[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cases.map((c) => (
        <li key={c.id} className={styles.card}>
          {/* The title link below is the Tab stop; this one is for the mouse and is named too. */}
          <Link href={caseHref(c.id)} prefetch={false} tabIndex={-1}>
            {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
            <img
              className={styles.cover}
              src={resizedUrl(c.coverUrl ?? '', 320)}
              alt={c.name}
              loading="lazy"
            />
          </Link>
          <div className={styles.cardBody}>
            <h3 className={styles.cardTitle}>
              <Link href={caseHref(c.id)} prefetch={false}>
                {c.name}
              </Link>
            </h3>
            <div className={styles.meta}>
              {c.styleName ? <span className={styles.tag}>{c.styleName}</span> : null}
              {c.typeName ? <span>{c.typeName}</span> : null}
              {c.hallId ? (
                <Link href={hallHref(c.hallId)} prefetch={false}>
                  {c.hallName}
                </Link>
              ) : null}
              <span>赞 {formatCount(c.praiseCount ?? 0)}</span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function HallGrid({ halls, label }: { halls: DesignHall[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {halls.map((h) => (
        <li key={h.id} className={styles.card}>
          {/* The title link below is the Tab stop; this one is for the mouse and is named too. */}
          <Link href={hallHref(h.id)} prefetch={false} tabIndex={-1}>
            {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
            <img
              className={styles.cover}
              src={resizedUrl(h.coverUrl ?? '', 320)}
              alt={h.name}
              loading="lazy"
            />
          </Link>
          <div className={styles.cardBody}>
            <h3 className={styles.cardTitle}>
              <Link href={hallHref(h.id)} prefetch={false}>
                {h.name}
              </Link>
            </h3>
            <div className={styles.meta}>
              {h.title ? <span>{h.title}</span> : null}
              {h.city ? <span>{h.city}</span> : null}
              <span>案例 {h.caseCount ?? 0}</span>
              <span>赞 {formatCount(h.praiseCount ?? 0)}</span>
            </div>
            <div className={styles.meta}>
              {(h.styleNames ?? []).map((s) => (
                <span key={s} className={styles.tag}>
                  {s}
                </span>
              ))}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
