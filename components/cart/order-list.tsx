'use client';

import { Empty, Table, Tabs } from 'antd';
import dayjs from 'dayjs';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { OrderSummary } from '@/api/modules/order';
import type { Page } from '@/api/types';
import { ORDER_STATUS_TEXT } from '@/lib/cart';
import { formatFen } from '@/lib/format';
import { CartBlocked } from './cart-blocked';
import styles from './cart.module.css';
import { ExportOrdersButton } from './export-orders-button';
import { accessOf, type CartAccess } from './use-cart-access';

const PAGE_SIZE = 10;
const TABS = [
  { key: '', label: '全部订单' },
  ...[1, 2, 3, 4, 0].map((s) => ({ key: String(s), label: ORDER_STATUS_TEXT[s]! })),
];

const numberOf = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** /orders: the buyer's orders with status tabs and pages in the URL, and the xlsx export. */
export function OrderList() {
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams();
  const pageNo = numberOf(query.get('pageNo'), 1);
  const statusText = query.get('status') ?? '';
  const status = /^[0-4]$/.test(statusText) ? Number(statusText) : undefined;
  const [page, setPage] = useState<Page<OrderSummary> | null>(null);
  const [blocked, setBlocked] = useState<CartAccess | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);

  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    api.getDeveloperOrders({ pageNo, pageSize: PAGE_SIZE, status }).then(
      (next) => {
        if (!active) return;
        setPage(next);
        setBlocked(null);
      },
      (error: unknown) => active && setBlocked(accessOf(error)),
    );
    return () => {
      active = false;
    };
  }, [pageNo, status, version]);

  const go = (next: { pageNo?: number; status?: string }) => {
    const params = new URLSearchParams();
    const s = next.status ?? statusText;
    if (s) params.set('status', s);
    if ((next.pageNo ?? 1) > 1) params.set('pageNo', String(next.pageNo));
    setChosen([]);
    setPage(null);
    router.push(params.size ? `${pathname}?${params}` : pathname);
  };

  if (blocked) return <CartBlocked access={blocked} onRetry={() => setVersion((v) => v + 1)} />;

  return (
    <>
      <div className={styles.toolbar}>
        <Tabs
          activeKey={status === undefined ? '' : String(status)}
          items={TABS}
          onChange={(key) => go({ status: key, pageNo: 1 })}
        />
        <ExportOrdersButton ids={chosen} status={status} />
      </div>
      <Table<OrderSummary>
        rowKey="id"
        loading={page === null}
        dataSource={page?.records ?? []}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys.map(Number)),
        }}
        locale={{ emptyText: <Empty description="还没有订单，去采购车挑选商品下单吧" /> }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          onChange: (no) => go({ pageNo: no }),
        }}
        columns={[
          {
            title: '订单编号',
            dataIndex: 'orderNo',
            render: (no: string, o) => <Link href={`/orders/${o.id}`}>{no}</Link>,
          },
          { title: '供应商', dataIndex: 'supplierName' },
          { title: '所属项目', dataIndex: 'projectName', render: (p: string | null) => p ?? '—' },
          { title: '商品数', dataIndex: 'lineCount' },
          {
            title: '订单金额',
            dataIndex: 'totalAmount',
            render: (fen: number) => `¥${formatFen(fen)}`,
          },
          { title: '状态', dataIndex: 'statusText' },
          {
            title: '下单时间',
            dataIndex: 'createdAt',
            render: (t: string) => dayjs(t).format('YYYY-MM-DD HH:mm'),
          },
        ]}
      />
    </>
  );
}
