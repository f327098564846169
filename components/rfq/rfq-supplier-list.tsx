'use client';

import { Button, Empty, Result, Table, Tabs, Tag } from 'antd';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { api, isApiError } from '@/api';
import type { SupplierRfqSummary } from '@/api/modules/rfq';
import type { Page } from '@/api/types';
import { formatDateTime, formatFen } from '@/lib/format';
import { listHref } from '@/lib/list-url';
import { SUPPLIER_RFQ_TABS, type SupplierRfqTabKey } from '@/lib/rfq';

const PAGE_SIZE = 10;
const EMPTY: Record<SupplierRfqTabKey, string> = {
  open: '暂时没有待报价的询价单',
  quoted: '还没有提交过报价',
  closed: '没有已截止的询价单',
};

/** 供应中心 · 询比价报价: invitations and open requests, my quotes, closed ones. */
export function RfqSupplierList() {
  const pathname = usePathname();
  const params = useSearchParams();
  const raw = params.get('tab');
  const tab: SupplierRfqTabKey = SUPPLIER_RFQ_TABS.some((t) => t.key === raw)
    ? (raw as SupplierRfqTabKey)
    : 'open';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const [version, setVersion] = useState(0);
  const key = `${tab}|${pageNo}#${version}`;
  const [result, setResult] = useState<{
    key: string;
    page?: Page<SupplierRfqSummary>;
    error?: string;
  } | null>(null);
  const current = result?.key === key ? result : null;

  useEffect(() => {
    let active = true;
    api.getSupplierRfqs({ tab, pageNo, pageSize: PAGE_SIZE }, { skipErrorHandler: true }).then(
      (page) => active && setResult({ key, page }),
      (e: unknown) =>
        active &&
        setResult({
          key,
          error: (isApiError(e) && e.serverMessage) || '询价单加载失败，请稍后重试',
        }),
    );
    return () => {
      active = false;
    };
  }, [key, tab, pageNo]);

  const go = (patch: { tab?: string; pageNo?: number }) => {
    const next = { tab: tab as string, pageNo: 1, ...patch };
    window.history.pushState(
      null,
      '',
      listHref(pathname, { ...next, tab: next.tab === 'open' ? '' : next.tab }),
    );
  };

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(k) => go({ tab: k })}
        items={SUPPLIER_RFQ_TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      {current?.error ? (
        <Result
          status="error"
          title={current.error}
          extra={<Button onClick={() => setVersion((v) => v + 1)}>重新加载</Button>}
        />
      ) : (
        <Table<SupplierRfqSummary>
          rowKey="id"
          loading={!current}
          dataSource={current?.page?.records ?? []}
          locale={{ emptyText: <Empty description={EMPTY[tab]} /> }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: current?.page?.total ?? 0,
            showSizeChanger: false,
            showTotal: (t) => `共 ${t} 个询价单`,
            onChange: (no) => go({ pageNo: no }),
          }}
          columns={[
            {
              title: '询价单',
              dataIndex: 'title',
              render: (title: string, r) => (
                <>
                  <Link href={`/workbench/supplier/rfq/${r.id}`} prefetch={false}>
                    {title}
                  </Link>
                  <div>
                    {r.code} {r.invited ? <Tag color="blue">邀请</Tag> : <Tag>公开</Tag>}
                  </div>
                </>
              ),
            },
            { title: '采购单位', dataIndex: 'buyerEnterpriseName' },
            { title: '交货城市', dataIndex: 'city' },
            {
              title: '报价截止',
              dataIndex: 'deadline',
              render: (t: string, r) =>
                `${formatDateTime(t)}${r.round > 1 ? `（第 ${r.round} 轮）` : ''}`,
            },
            {
              title: '状态',
              dataIndex: 'statusText',
              render: (s: string, r) =>
                r.awardedToMe === true ? (
                  <Tag color="success">已中标</Tag>
                ) : r.awardedToMe === false ? (
                  <Tag>未中标</Tag>
                ) : (
                  <Tag color={r.canQuote ? 'blue' : 'default'}>{s}</Tag>
                ),
            },
            {
              title: '我的报价',
              dataIndex: 'myTotal',
              render: (t: number | null) => (t === null ? '未报价' : `¥${formatFen(t)}`),
            },
            {
              title: '操作',
              key: 'op',
              render: (_: unknown, r) => (
                <Link
                  href={`/workbench/supplier/rfq/${r.id}`}
                  prefetch={false}
                  aria-label={`${r.canQuote ? '报价' : '查看'} ${r.code}`}
                >
                  {r.canQuote ? (r.myTotal === null ? '去报价' : '修改报价') : '查看'}
                </Link>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
