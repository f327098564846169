import Link from 'next/link';
import type { Advertise } from '@/api/modules/common';
import { resizedUrl } from '@/lib/image-params';
import styles from './ad-slot.module.css';

/**
 * An ad slot: a row of cards beside a list, or one card in the home page's side panel.
 * Each carries the 广告 mark; nothing renders when ops has no ad online for the slot.
 */
export function AdSlot({ ads, layout = 'row' }: { ads: Advertise[]; layout?: 'row' | 'panel' }) {
  if (ads.length === 0) return null;
  return (
    <ul className={layout === 'row' ? styles.row : styles.panel} aria-label="推广">
      {ads.map((ad) => {
        const body = (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
            <img className={styles.image} src={resizedUrl(ad.imgUrl, 600)} alt="" loading="lazy" />
            <span className={styles.name}>{ad.name}</span>
          </>
        );
        return (
          <li key={ad.id} className={styles.ad}>
            {ad.link ? (
              <Link href={ad.link} prefetch={false} className={styles.link}>
                {body}
              </Link>
            ) : (
              body
            )}
            <span className={styles.mark}>广告</span>
          </li>
        );
      })}
    </ul>
  );
}
