import Link from 'next/link';
import type { RecommendedItem } from '@/api/types';
import { resizedUrl } from '@/lib/image-params';
import { productPriceText } from '@/lib/price';
import styles from './home.module.css';

export function ProductCard({ item }: { item: RecommendedItem }) {
  const price = productPriceText(item.skuDtoList);
  return (
    <li className={styles.productCard}>
      <Link href={`/product/item/${item.id}`} prefetch={false} data-track="home-recommended">
        {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
        <img
          className={styles.productImage}
          src={resizedUrl(item.mainImage, 224)}
          alt=""
          loading="lazy"
          width={224}
          height={224}
        />
        <span className={styles.productName}>{item.name}</span>
      </Link>
      <span className={styles.productPrice} data-testid="product-price">
        {price}
        {price.startsWith('¥') && item.unit ? <small>/{item.unit}</small> : null}
      </span>
      <span className={styles.productSupplier}>{item.supplierName}</span>
    </li>
  );
}
