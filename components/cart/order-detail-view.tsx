'use client';

import { Skeleton, Table } from 'antd';
import dayjs from 'dayjs';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { OrderDetail, OrderLineView } from '@/api/modules/order';
import { formatCount, formatFen } from '@/lib/format';
import { CartBlocked } from './cart-blocked';
import styles from './cart.module.css';
import { ExportOrdersButton } from './export-orders-button';
import { accessOf, type CartAccess } from './use-cart-access';

/** /orders/:id: one of the buyer's orders with its address, approver and lines. */
export function OrderDetailView({ id }: { id: number }) {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [blocked, setBlocked] = useState<CartAccess | null>(null);

  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    api.getDeveloperOrder(id).then(
      (next) => active && setOrder(next),
      (error: unknown) => active && setBlocked(accessOf(error)),
    );
    return () => {
      active = false;
    };
  }, [id, version]);

  const retry = () => {
    setBlocked(null);
    setVersion((v) => v + 1);
  };

  if (blocked) return <CartBlocked access={blocked} onRetry={retry} />;
  if (!order) return <Skeleton active paragraph={{ rows: 8 }} />;
  const a = order.address;
  return (
    <>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>
          订单 {order.orderNo}
          <ExportOrdersButton ids={[order.id]} />
        </h2>
        <dl className={styles.detailGrid}>
          <dt>订单状态</dt>
          <dd>{order.statusText}</dd>
          <dt>下单时间</dt>
          <dd>{dayjs(order.createdAt).format('YYYY-MM-DD HH:mm')}</dd>
          <dt>供应商</dt>
          <dd>{order.supplierName}</dd>
          <dt>所属项目</dt>
          <dd>{order.projectName ?? '—'}</dd>
          <dt>收货信息</dt>
          <dd>
            {a.receiverName} {a.phone}
            <br />
            {a.province}
            {a.city === a.province ? '' : a.city}
            {a.address}
          </dd>
          <dt>审核人</dt>
          <dd>{order.auditorName ?? '—'}</dd>
          <dt>备注</dt>
          <dd>{order.remark ?? '—'}</dd>
          <dt>订单金额</dt>
          <dd className={styles.amount}>
            ¥{formatFen(order.totalAmount)}
            {order.freightAmount ? `（含运费 ¥${formatFen(order.freightAmount)}）` : ''}
          </dd>
        </dl>
      </section>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>商品明细</h2>
        <Table<OrderLineView>
          rowKey="id"
          pagination={false}
          dataSource={order.lines}
          columns={[
            {
              title: '商品',
              dataIndex: 'itemName',
              render: (name: string, l) => (
                <>
                  <Link href={`/product/item/${l.itemId}`}>{name}</Link>
                  {l.skuName ? <div className={styles.sku}>{l.skuName}</div> : null}
                </>
              ),
            },
            { title: '单价', dataIndex: 'price', render: (fen: number) => `¥${formatFen(fen)}` },
            {
              title: '数量',
              dataIndex: 'num',
              render: (n: number, l) => `${formatCount(n)} ${l.unit}`,
            },
            {
              title: '金额',
              dataIndex: 'amount',
              render: (fen: number) => `¥${formatFen(fen)}`,
            },
          ]}
        />
      </section>
      <Link href="/orders">返回我的订单</Link>
    </>
  );
}
