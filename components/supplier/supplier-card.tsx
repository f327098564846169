import Link from 'next/link';
import type { SupplierListItem } from '@/api/types';
import { childTypeName } from '@/lib/certification';
import { MEMBER_BADGE_LABELS, memberBadge } from '@/lib/identity';
import { resizedUrl } from '@/lib/image-params';
import { showroomPath } from '@/lib/supplier';
import styles from './supplier.module.css';

export function SupplierLogo({
  src,
  name,
  size = 64,
}: {
  src: string | null;
  name: string;
  size?: number;
}) {
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
    <img
      className={styles.logo}
      src={resizedUrl(src, size * 2)}
      alt=""
      width={size}
      height={size}
    />
  ) : (
    <span className={`${styles.logo} ${styles.logoFallback}`} aria-hidden>
      {name.slice(0, 1)}
    </span>
  );
}

/** Badges of spec §6: member levels base/intermediate/senior, the selected mark, the child type. */
export function SupplierBadges({
  supplier,
}: {
  supplier: Pick<SupplierListItem, 'memberLevel' | 'tenantStatus' | 'childType'>;
}) {
  const badge = memberBadge(supplier.memberLevel);
  const child = childTypeName(supplier.childType);
  return (
    <span className={styles.badges}>
      {supplier.tenantStatus === 'supplier' ? (
        <span className={`${styles.badge} ${styles.badgeSelected}`}>优选供应商</span>
      ) : null}
      {badge ? (
        <span className={`${styles.badge} ${styles[`badge-${badge}`]}`}>
          {MEMBER_BADGE_LABELS[badge]}
        </span>
      ) : null}
      {child ? <span className={styles.badge}>{child}</span> : null}
    </span>
  );
}

/** A supplier of the directory, the supplier search and the company hall. */
export function SupplierCard({ supplier }: { supplier: SupplierListItem }) {
  const place = [supplier.province, supplier.city === supplier.province ? null : supplier.city]
    .filter(Boolean)
    .join(' ');
  return (
    <li>
      <Link href={showroomPath(supplier.id)} prefetch={false} className={styles.card}>
        <SupplierLogo src={supplier.logo} name={supplier.name} />
        <div className={styles.cardBody}>
          <h3 className={styles.cardName} title={supplier.name}>
            {supplier.name}
          </h3>
          <SupplierBadges supplier={supplier} />
          <p className={styles.cardMeta}>
            主营：{supplier.mainProducts || supplier.mainCategories.join('、') || '—'}
          </p>
          <p className={styles.cardMeta}>
            {place || '—'}
            {supplier.brandNames.length ? ` · 品牌：${supplier.brandNames.join('、')}` : ''}
          </p>
        </div>
      </Link>
    </li>
  );
}
