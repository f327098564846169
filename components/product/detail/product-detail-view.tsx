import Link from 'next/link';
import type { ProductDetail } from '@/api/types';
import { RichText } from '@/components/content/rich-text';
import { formatDateTime } from '@/lib/format';
import { MEMBER_BADGE_LABELS, memberBadge } from '@/lib/identity';
import { resizedUrl } from '@/lib/image-params';
import { productPriceText } from '@/lib/price';
import {
  certificateValidity,
  skuSpecTable,
  splitAttributes,
  supplierFacts,
} from '@/lib/product-detail';
import { CompareBar } from '../compare/compare-bar';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { RightsFiles } from './rights-files';
import styles from './detail.module.css';

function SupplierCard({ supplier }: { supplier: ProductDetail['supplier'] }) {
  const badge = memberBadge(supplier.memberLevel);
  const facts = supplierFacts(supplier);
  return (
    <aside className={styles.supplier} aria-label="供应商">
      {supplier.logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
        <img className={styles.supplierLogo} src={resizedUrl(supplier.logo, 160)} alt="" />
      ) : null}
      <span className={styles.supplierName}>{supplier.name}</span>
      {badge ? <span className={styles.badge}>{MEMBER_BADGE_LABELS[badge]}</span> : null}
      {facts.length ? (
        <dl className={styles.supplierFacts}>
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd title={v}>{v}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Link href={supplier.showroomUrl} prefetch={false}>
        进入展厅
      </Link>
    </aside>
  );
}

function AttrList({ attrs }: { attrs: { key: string; value: string }[] }) {
  return (
    <dl className={styles.attrs}>
      {attrs.map((a) => (
        <div key={a.key} className={styles.attr}>
          <dt>{a.key}</dt>
          <dd>{a.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Parameters, the SKU table, the supplier's rich description, packing and certificates. */
function Description({ product }: { product: ProductDetail }) {
  const { specs, packaging } = splitAttributes(product.attributes);
  const table = skuSpecTable(product.skuDtoList);
  // The page is cached for minutes, so a day's precision is what this can promise.
  const today = formatDateTime(new Date(), 'day');
  return (
    <>
      <section className={styles.section} aria-labelledby="detail-attrs">
        <h2 id="detail-attrs" className={styles.sectionTitle}>
          商品参数
        </h2>
        {specs.length ? <AttrList attrs={specs} /> : <p className={styles.empty}>暂无参数</p>}
      </section>

      {table ? (
        <section className={styles.section} aria-labelledby="detail-specs">
          <h2 id="detail-specs" className={styles.sectionTitle}>
            规格型号
          </h2>
          <table className={styles.specTable}>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
                <th scope="col">库存</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.id}>
                  {row.cells.map((cell, i) => (
                    <td key={table.columns[i]}>{cell}</td>
                  ))}
                  <td>{row.inStock ? '有货' : '缺货'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {product.minOrderQty > 1 ? (
            <p className={styles.hint}>
              起订量：{product.minOrderQty}
              {product.unit}
            </p>
          ) : null}
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="detail-desc">
        <h2 id="detail-desc" className={styles.sectionTitle}>
          商品介绍
        </h2>
        {product.detailHtml?.trim() ? (
          <RichText html={product.detailHtml} className={styles.description} />
        ) : (
          <p className={styles.empty}>供应商暂未填写图文介绍</p>
        )}
      </section>

      {packaging.length ? (
        <section className={styles.section} aria-labelledby="detail-packaging">
          <h2 id="detail-packaging" className={styles.sectionTitle}>
            包装信息
          </h2>
          <AttrList attrs={packaging} />
        </section>
      ) : null}

      {product.certificates.length ? (
        <section className={styles.section} aria-labelledby="detail-certs">
          <h2 id="detail-certs" className={styles.sectionTitle}>
            资质证书
          </h2>
          <table className={styles.specTable}>
            <thead>
              <tr>
                <th scope="col">证书名称</th>
                <th scope="col">证书编号</th>
                <th scope="col">发证机构</th>
                <th scope="col">有效期</th>
              </tr>
            </thead>
            <tbody>
              {product.certificates.map((c) => (
                <tr key={c.certNo}>
                  <td>{c.name}</td>
                  <td>{c.certNo}</td>
                  <td>{c.issuedBy ?? '—'}</td>
                  <td>{certificateValidity(c.expiresAt, today)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
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

      <Description product={product} />

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
