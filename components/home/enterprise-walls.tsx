import Link from 'next/link';
import type { SettledDeveloper, SettledSupplier } from '@/api/types';
import { resizedUrl } from '@/lib/image-params';
import {
  DEVELOPER_BADGE_LABELS,
  developerBadge,
  MEMBER_BADGE_LABELS,
  memberBadge,
} from '@/lib/identity';
import walls from './enterprise-walls.module.css';
import styles from './home.module.css';

// Logos load eagerly: each is under 1 kB, and a lazy one stays a blank square in the walls
// below the fold until scrolled to (and in full-page captures).
function Logo({ src, name }: { src: string | null; name: string }) {
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
    <img className={styles.logo} src={resizedUrl(src, 96)} alt="" width={48} height={48} />
  ) : (
    <span className={styles.logoFallback} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

export function SupplierWall({ suppliers }: { suppliers: SettledSupplier[] }) {
  return (
    <ul className={styles.wall}>
      {suppliers.map((s) => {
        const badge = memberBadge(s.memberLevel);
        return (
          <li key={s.id}>
            <Link href={`/supplier/${s.id}`} prefetch={false} className={styles.wallItem}>
              <Logo src={s.logo} name={s.name} />
              <span className={styles.wallText}>
                <span className={styles.wallName}>{s.shortName ?? s.name}</span>
                <span className={styles.wallMeta}>{s.mainCategories.join(' · ')}</span>
              </span>
              {badge ? (
                <span className={`${styles.badge} ${styles[`badge-${badge}`]}`}>
                  {MEMBER_BADGE_LABELS[badge]}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function DeveloperWall({ developers }: { developers: SettledDeveloper[] }) {
  return (
    <ul className={`${styles.wall} ${styles.wallCompact}`}>
      {developers.map((d) => {
        const level = developerBadge(d.developersLevel);
        return (
          <li key={d.id} className={`${styles.wallItem} ${walls.developer}`} title={d.name}>
            <Logo src={d.logo} name={d.name} />
            <span className={`${styles.wallText} ${walls.developerText}`}>
              <span className={walls.developerName}>{d.name}</span>
              {level ? (
                <span className={styles.devBadge}>{DEVELOPER_BADGE_LABELS[level]}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
