'use client';

import { Button, Empty, Input, Result, Table, Tabs, Tag } from 'antd';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { api, isApiError } from '@/api';
import type { RfqSummary } from '@/api/modules/rfq';
import type { Page } from '@/api/types';
import { formatDateTime } from '@/lib/format';
import { listHref } from '@/lib/list-url';
import { RFQ_TABS, type RfqTabKey } from '@/lib/rfq';
import styles from '@/components/order/order.module.css';

const PAGE_SIZE = 10;
type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; page: Page<RfqSummary> }
  | { kind: 'failed'; message: string };

export const rfqStatusColor: Record<string, string> = {
  draft: 'default',
  quoting: 'blue',
  opened: 'warning',
  negotiating: 'warning',
  awarded: 'success',
  ordered: 'success',
  cancelled: 'default',
};

/** 采购中心 · 询比价: status tabs, keyword and pages in the URL; quote counts, never prices. */
export function RfqList() {
  const pathname = usePathname();
  const params = useSearchParams();
  const tabParam = params.get('tab');
  const tab: RfqTabKey = RFQ_TABS.some((t) => t.key === tabParam) ? (tabParam as RfqTabKey) : 'all';
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState({ of: keyword, text: keyword });
  const box = typed.of === keyword ? typed.text : keyword;
  const key = `${tab}|${pageNo}|${keyword}`;
  const [result, setResult] = useState<{ key: string; loaded: Loaded } | null>(null);
  const [version, setVersion] = useState(0);
  const loaded: Loaded = result?.key === `${key}#${version}` ? result.loaded : { kind: 'loading' };

  useEffect(() => {
    let active = true;
    const at = `${key}#${version}`;
    api
      .getDeveloperRfqs(
        { tab, pageNo, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
        { skipErrorHandler: true },
      )
      .then(
        (page) => active && setResult({ key: at, loaded: { kind: 'ready', page } }),
        (error: unknown) =>
          active &&
          setResult({
            key: at,
            loaded: {
              kind: 'failed',
              message: (isApiError(error) && error.serverMessage) || '询比价加载失败，请稍后重试',
            },
          }),
      );
    return () => {
      active = false;
    };
  }, [key, version, tab, pageNo, keyword]);

  const go = (patch: { tab?: string; pageNo?: number; keyword?: string }) => {
    const next = { tab: tab as string, keyword, pageNo: 1, ...patch };
    window.history.pushState(
      null,
      '',
      listHref(pathname, { ...next, tab: next.tab === 'all' ? '' : next.tab }),
    );
  };
  const page = loaded.kind === 'ready' ? loaded.page : null;

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(k) => go({ tab: k })}
        items={RFQ_TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      <form
        className={styles.toolbar}
        role="search"
        aria-label="搜索询比价"
        onSubmit={(e) => {
          e.preventDefault();
          go({ keyword: box.trim() });
        }}
      >
        <Input
          aria-label="关键词"
          placeholder="询价单号 / 标题"
          allowClear
          maxLength={64}
          style={{ width: 260 }}
          value={box}
          onChange={(e) => setTyped({ of: keyword, text: e.target.value })}
        />
        <Button htmlType="submit">搜索</Button>
        <span className={styles.toolbarSpacer} />
        <Link
          href="/workbench/developer/rfq/new"
          prefetch={false}
          className="ant-btn ant-btn-primary"
        >
          新建询比价
        </Link>
      </form>
      {loaded.kind === 'failed' ? (
        <Result
          status="error"
          title={loaded.message}
          extra={<Button onClick={() => setVersion((v) => v + 1)}>重新加载</Button>}
        />
      ) : (
        <Table<RfqSummary>
          rowKey="id"
          loading={loaded.kind === 'loading'}
          dataSource={page?.records ?? []}
          locale={{
            emptyText: (
              <Empty
                description={
                  keyword || tab !== 'all'
                    ? '没有符合条件的询比价'
                    : '还没有询比价，点击“新建询比价”向多家供应商询价'
                }
              />
            ),
          }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: page?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 个询价单`,
            onChange: (no) => go({ pageNo: no }),
          }}
          columns={[
            {
              title: '询价单号',
              dataIndex: 'code',
              render: (code: string, r) => (
                <Link href={`/workbench/developer/rfq/${r.id}`} prefetch={false}>
                  {code}
                </Link>
              ),
            },
            { title: '标题', dataIndex: 'title' },
            {
              title: '状态',
              dataIndex: 'statusText',
              render: (text: string, r) => (
                <Tag color={rfqStatusColor[r.status]}>
                  {text}
                  {r.round > 1 ? ` · 第 ${r.round} 轮` : ''}
                </Tag>
              ),
            },
            {
              title: '报价截止',
              dataIndex: 'deadline',
              render: (t: string) => formatDateTime(t),
            },
            { title: '明细', dataIndex: 'lineCount', render: (n: number) => `${n} 行` },
            {
              title: '创建人',
              dataIndex: 'buyerName',
              render: (name: string, r) => (r.createdByMe ? '我' : name),
            },
            {
              title: '报价',
              dataIndex: 'quoteCount',
              render: (n: number, r) => (r.status === 'draft' ? '—' : `已收到 ${n} 份报价`),
            },
            {
              title: '操作',
              key: 'open',
              render: (_: unknown, r) =>
                r.status === 'draft' && r.createdByMe ? (
                  <Link href={`/workbench/developer/rfq/${r.id}/edit`} prefetch={false}>
                    编辑草稿
                  </Link>
                ) : (
                  <Link
                    href={`/workbench/developer/rfq/${r.id}`}
                    prefetch={false}
                    aria-label={`查看询价单 ${r.code}`}
                  >
                    查看详情
                  </Link>
                ),
            },
          ]}
        />
      )}
    </>
  );
}
