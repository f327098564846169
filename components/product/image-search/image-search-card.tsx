import Link from 'next/link';
import type { ImageSearchItem } from '@/api/modules/item';
import { resizedUrl } from '@/lib/image-params';
import { productPriceText } from '@/lib/price';
import styles from './image-search.module.css';

export function ImageSearchCard({ item }: { item: ImageSearchItem }) {
  const price = productPriceText([item]);
  return (
    <li className={styles.card}>
      <Link href={`/product/item/${item.id}`} prefetch={false}>
        {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
        <img
          className={styles.cardImage}
          src={resizedUrl(item.picUrl ?? '', 224)}
          alt=""
          loading="lazy"
          width={224}
          height={224}
        />
        <span className={styles.cardName}>{item.name}</span>
      </Link>
      <span className={styles.cardPrice} data-testid="product-price">
        {price}
        {price.startsWith('¥') && item.unit ? <small>/{item.unit}</small> : null}
      </span>
      <span className={styles.cardSupplier}>{item.tenantName}</span>
    </li>
  );
}
