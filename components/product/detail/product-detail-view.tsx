import Link from 'next/link';
import type { ProductDetail } from '@/api/types';
import { MEMBER_BADGE_LABELS, memberBadge } from '@/lib/identity';
import { resizedUrl } from '@/lib/image-params';
import { productPriceText } from '@/lib/price';
import { CompareBar } from '../compare/compare-bar';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { RightsFiles } from './rights-files';
import styles from './detail.module.css';

function SupplierCard({ supplier }: { supplier: ProductDetail['supplier'] }) {
  const badge = memberBadge(supplier.memberLevel);
  const place = [supplier.province, supplier.city].filter(Boolean).join(' ');
  return (
    <aside className={styles.supplier} aria-label="供应商">
      {supplier.logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
        <img className={styles.supplierLogo} src={resizedUrl(supplier.logo, 160)} alt="" />
      ) : null}
      <span className={styles.supplierName}>{supplier.name}</span>
      {badge ? <span className={styles.badge}>{MEMBER_BADGE_LABELS[badge]}</span> : null}
      {place ? <span className={styles.hint}>所在地：{place}</span> : null}
      <Link href={supplier.showroomUrl} prefetch={false}>
        进入展厅
      </Link>
    </aside>
  );
}

/** The detail page body; identical for every visitor, so it is rendered once per theme. */
export function ProductDetailView({ product }: { product: ProductDetail }) {
  const crumbs = product.categoryIds.map((_, i) => ({
    name: product.categoryNames[i] ?? '',
    href: `/product/${product.categoryIds.slice(0, i + 1).join('_')}`,
  }));
  return (
    <main className={`mall-container ${styles.page}`}>
      <nav aria-label="面包屑">
        <ol className={styles.breadcrumb}>
          <li>
            <Link href="/">首页</Link>
          </li>
          {crumbs.map((c) => (
            <li key={c.href}>
              <Link href={c.href} prefetch={false}>
                {c.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.top}>
        <ProductGallery images={product.images} name={product.name} />
        <div>
          <h1 className={styles.title}>{product.name}</h1>
          <p className={styles.meta}>
            {product.brand ? (
              <span>
                品牌：
                <Link href={`/brand/${product.brand.webmap}`} prefetch={false}>
                  {product.brand.name}
                </Link>
              </span>
            ) : null}
            {product.model ? <span>型号：{product.model}</span> : null}
            <span>单位：{product.unit}</span>
          </p>
          <ProductPurchase product={product} />
        </div>
        <SupplierCard supplier={product.supplier} />
      </div>

      <section className={styles.section} aria-labelledby="detail-attrs">
        <h2 id="detail-attrs" className={styles.sectionTitle}>
          商品参数
        </h2>
        {product.attributes.length ? (
          <dl className={styles.attrs}>
            {product.attributes.map((a) => (
              <div key={a.key} className={styles.attr}>
                <dt>{a.key}</dt>
                <dd>{a.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={styles.empty}>暂无参数</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="detail-rights">
        <h2 id="detail-rights" className={styles.sectionTitle}>
          权益
        </h2>
        <RightsFiles itemId={product.id} files={product.rightsFiles} />
      </section>

      <section className={styles.section} aria-labelledby="detail-related">
        <h2 id="detail-related" className={styles.sectionTitle}>
          相关商品
        </h2>
        {product.related.length ? (
          <ul className={styles.related}>
            {product.related.map((item) => (
              <li key={item.id} className={styles.relatedCard}>
                <Link href={`/product/item/${item.id}`} prefetch={false}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
                  <img src={resizedUrl(item.mainImage, 224)} alt="" loading="lazy" />
                  <span className={styles.relatedName}>{item.name}</span>
                </Link>
                <span className={styles.relatedPrice}>{productPriceText(item.skuDtoList)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>暂无相关商品</p>
        )}
      </section>
      <CompareBar />
    </main>
  );
}
