import type { Metadata } from 'next';
import Link from 'next/link';
import { SupplierOrderTiles } from '@/components/supplier-product/supplier-order-tiles';
import local from '@/components/supplier-product/supplier-product.module.css';
import styles from '@/components/workbench/workbench.module.css';
import { PRODUCT_STATE_NAME, type ProductState } from '@/lib/supplier-product';
import { workbenchHref } from '@/lib/workbench-nav';
import { unreadMessageCount } from '@/server/services/messages';
import { supplierProductCounts } from '@/server/services/supplier-product';
import { workbenchViewer } from '@/server/services/workbench-viewer';

export const metadata: Metadata = { title: '供应中心' };
export const dynamic = 'force-dynamic';

const STATES: ProductState[] = ['onSale', 'pending', 'rejected', 'offShelf'];

/** 供应中心 · 概览: products by state, orders waiting for the supplier, unread messages. */
export default async function SupplierOverviewPage() {
  const viewer = await workbenchViewer('supplier');
  if (!viewer.allowed) return null;
  const [counts, unread] = await Promise.all([
    supplierProductCounts(viewer.user),
    unreadMessageCount(viewer.user.id, { side: 'supplier' }),
  ]);
  const products = workbenchHref('supplier', 'products');
  return (
    <>
      <section className={styles.panel} aria-labelledby="supplier-overview-title">
        <h1 id="supplier-overview-title" className={styles.pageTitle}>
          概览 · {viewer.info.enterpriseName ?? ''}
        </h1>
        <ul className={local.tiles}>
          <li>
            <Link className={local.tile} href={products} prefetch={false}>
              <span className={local.tileValue}>{counts.total}</span>
              全部商品
            </Link>
          </li>
          {STATES.map((state) => (
            <li key={state}>
              <Link className={local.tile} href={`${products}?state=${state}`} prefetch={false}>
                <span className={local.tileValue}>{counts[state]}</span>
                {PRODUCT_STATE_NAME[state]}
              </Link>
            </li>
          ))}
          <SupplierOrderTiles />
          <li>
            <Link
              className={local.tile}
              href={workbenchHref('supplier', 'message')}
              prefetch={false}
            >
              <span className={local.tileValue}>{unread}</span>
              未读消息
            </Link>
          </li>
        </ul>
      </section>
      <section className={styles.panel} aria-label="常用操作">
        <div className={local.links}>
          <Link href={workbenchHref('supplier', 'products/new')} prefetch={false}>
            发布商品
          </Link>
          <Link href={workbenchHref('supplier', 'products/import')} prefetch={false}>
            批量导入导出
          </Link>
          <Link href={workbenchHref('supplier', 'orders')} prefetch={false}>
            订单管理
          </Link>
          <Link href={workbenchHref('supplier', 'agreements')} prefetch={false}>
            协议价
          </Link>
        </div>
      </section>
    </>
  );
}
