import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ListingCard } from '@/api/types';
import { resizedUrl } from '@/lib/image-params';
import { productPriceText } from '@/lib/price';
import styles from './product-card.module.css';

/**
 * A listing card: image, name with the searched words marked, price by the price rule,
 * supplier, and the page's own controls for it (`actions`) when there are any.
 */
export function ProductCard({ item, actions }: { item: ListingCard; actions?: ReactNode }) {
  const price = productPriceText(item.skuDtoList);
  return (
    <li className={styles.card}>
      <Link href={`/product/item/${item.id}`} prefetch={false} className={styles.link}>
        {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
        <img
          className={styles.image}
          src={resizedUrl(item.mainImage, 224)}
          alt=""
          loading="lazy"
          width={224}
          height={224}
        />
        <span className={styles.name}>
          {item.highlight.map((s, i) => (s.hit ? <mark key={i}>{s.text}</mark> : s.text))}
        </span>
      </Link>
      <span className={styles.price} data-testid="product-price">
        {price}
        {price.startsWith('¥') && item.unit ? <small>/{item.unit}</small> : null}
      </span>
      <span className={styles.meta}>
        {item.brandName ? <span className={styles.brand}>{item.brandName}</span> : null}
        <Link href={`/supplier/${item.supplierId}`} prefetch={false} className={styles.supplier}>
          {item.supplierName}
        </Link>
      </span>
      {actions}
    </li>
  );
}
