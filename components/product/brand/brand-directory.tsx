import Link from 'next/link';
import type { BrandEntry } from '@/api/types';
import { formatCount } from '@/lib/format';
import { resizedUrl } from '@/lib/image-params';
import styles from './brand.module.css';

/** Brands grouped A–Z by initial letter (the list arrives sorted by initial). */
export function groupByInitial(list: readonly BrandEntry[]): [string, BrandEntry[]][] {
  const groups = new Map<string, BrandEntry[]>();
  for (const b of list) groups.set(b.initial, [...(groups.get(b.initial) ?? []), b]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

export function BrandDirectory({ list }: { list: BrandEntry[] }) {
  if (!list.length) return <p className={styles.empty}>暂无品牌</p>;
  const groups = groupByInitial(list);
  return (
    <>
      <nav className={styles.letters} aria-label="按首字母查找品牌">
        {groups.map(([letter]) => (
          <a key={letter} href={`#brand-${letter}`}>
            {letter}
          </a>
        ))}
      </nav>
      {groups.map(([letter, brands]) => (
        <section
          key={letter}
          id={`brand-${letter}`}
          className={styles.group}
          aria-labelledby={`brand-h-${letter}`}
        >
          <h2 id={`brand-h-${letter}`} className={styles.letter}>
            {letter}
          </h2>
          <ul className={styles.brands}>
            {brands.map((b) => (
              <li key={b.id}>
                <Link
                  href={`/brand/${encodeURIComponent(b.webmap)}`}
                  className={styles.brand}
                  prefetch={false}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
                  <img
                    src={resizedUrl(b.url, 120)}
                    alt=""
                    width={120}
                    height={120}
                    loading="lazy"
                  />
                  <span className={styles.brandName}>{b.name}</span>
                  <span className={styles.brandLatin}>{b.brandName}</span>
                  <span className={styles.count}>{formatCount(b.productCount)} 件商品</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
