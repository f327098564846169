'use client';

import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { api } from '@/api';
import type { OpsPendingProduct } from '@/api/modules/supplier-item';
import { formatDateTime } from '@/lib/format';
import { resizedUrl } from '@/lib/image-params';
import styles from './ops.module.css';
import { PendingList } from './pending-list';

const columns: TableColumnsType<OpsPendingProduct> = [
  {
    title: '商品',
    key: 'name',
    width: 240,
    render: (_, row) => (
      <span>
        {row.name} <Tag color={row.isNew ? 'blue' : 'orange'}>{row.isNew ? '新商品' : '修改'}</Tag>
        <br />
        <span className={styles.muted}>{row.supplierName}</span>
      </span>
    ),
  },
  {
    title: '图片',
    key: 'images',
    render: (_, row) => (
      <div className={styles.files}>
        {row.images.slice(0, 4).map((url, i) => (
          <a key={url} href={url} target="_blank" rel="noreferrer">
            {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
            <img
              src={resizedUrl(url, 120)}
              alt={`${row.name} 图片${i + 1}`}
              width={56}
              height={56}
              style={{ objectFit: 'cover' }}
            />
          </a>
        ))}
      </div>
    ),
  },
  {
    title: '类目 / 品牌',
    key: 'category',
    render: (_, row) => (
      <span>
        {row.categoryPath}
        <br />
        <span className={styles.muted}>{row.brandName ?? '无品牌'}</span>
      </span>
    ),
  },
  {
    title: 'SKU',
    key: 'skus',
    render: (_, row) => (
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {row.skus.slice(0, 6).map((s, i) => (
          <li key={i}>
            {s.spec}：{s.priceText}，库存 {s.stock}
          </li>
        ))}
        {row.skus.length > 6 ? <li>… 共 {row.skus.length} 个</li> : null}
      </ul>
    ),
  },
  { title: '提交时间', dataIndex: 'submittedAt', render: (at: string) => formatDateTime(at) },
];

/**
 * 商品审核: new products and changed name/category/images, approved or rejected with a reason,
 * one by one or several selected at once.
 */
export function ProductReview({ onDecided }: { onDecided: () => void }) {
  return (
    <PendingList<OpsPendingProduct>
      kind="商品审核"
      load={api.opsPendingProducts}
      decide={(id, decision) => api.opsReviewProduct(id, decision)}
      decideMany={(ids, decision) => api.opsBulkReviewProducts({ ids, ...decision })}
      rowId={(row) => row.id}
      rowLabel={(row) => row.name}
      columns={columns}
      onDecided={onDecided}
    />
  );
}
