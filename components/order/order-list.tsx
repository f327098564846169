'use client';

import { Button, DatePicker, Empty, Input, Result, Table, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { api, isApiError } from '@/api';
import type { OrderSummary, OrderTabCounts } from '@/api/modules/order';
import type { Page } from '@/api/types';
import { formatDateTime, formatFen } from '@/lib/format';
import { ORDER_TABS } from '@/lib/order-lifecycle';
import {
  ORDER_KEYWORD_MAX,
  ORDER_PAGE_SIZE,
  orderListHref,
  orderListQuery,
  parseOrderListState,
  type OrderListState,
} from '@/lib/order-list-query';
import { OrderExportButton } from './order-export-button';
import { orderDetailPath, type OrderSide } from './order-side';
import { OrderStatusTag } from './order-status-tag';
import styles from './order.module.css';

const KEYWORD_HINT: Record<OrderSide, string> = {
  developer: '订单编号 / 项目 / 供应商',
  supplier: '订单编号 / 采购商 / 项目',
};

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; page: Page<OrderSummary> }
  | { kind: 'failed'; message: string };

/**
 * Both centres' order lists: status tabs with counts, keyword and date search, pages and the
 * export. Everything the list shows is in the URL, so a link reproduces it.
 */
export function OrderList({ side }: { side: OrderSide }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const state = useMemo(() => parseOrderListState(params), [params]);
  const stateKey = orderListHref('', state);
  const [result, setResult] = useState<{ key: string; loaded: Loaded } | null>(null);
  const [counts, setCounts] = useState<OrderTabCounts | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  // The box shows what was typed until the URL's keyword changes.
  const [draft, setDraft] = useState({ of: state.keyword, text: state.keyword });
  const keyword = draft.of === state.keyword ? draft.text : state.keyword;
  const setKeyword = (text: string) => setDraft({ of: state.keyword, text });
  const [version, setVersion] = useState(0);
  const loadKey = `${side}${stateKey}#${version}`;
  const loaded: Loaded = result?.key === loadKey ? result.loaded : { kind: 'loading' };

  useEffect(() => {
    let active = true;
    const query = { ...orderListQuery(state), pageNo: state.pageNo, pageSize: ORDER_PAGE_SIZE };
    const { keyword: kw, dateFrom, dateTo } = orderListQuery(state);
    const countQuery = { keyword: kw, dateFrom, dateTo };
    const quiet = { skipErrorHandler: true };
    const list =
      side === 'supplier'
        ? api.getSupplierOrders(query, quiet)
        : api.getDeveloperOrders(query, quiet);
    const tabCounts =
      side === 'supplier'
        ? api.getSupplierOrderCounts(countQuery, quiet)
        : api.getDeveloperOrderCounts(countQuery, quiet);
    list.then(
      (page) => active && setResult({ key: loadKey, loaded: { kind: 'ready', page } }),
      (error: unknown) =>
        active &&
        setResult({
          key: loadKey,
          loaded: {
            kind: 'failed',
            message: (isApiError(error) && error.serverMessage) || '订单加载失败，请稍后重试',
          },
        }),
    );
    tabCounts.then(
      (c) => active && setCounts(c),
      () => active && setCounts(null),
    );
    return () => {
      active = false;
    };
    // loadKey stands for side, state and version: the same URL state loads once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey]);

  const go = (patch: Partial<OrderListState>) => {
    setChosen([]);
    // The list is all client state: the URL changes without a server round trip (Next keeps
    // useSearchParams in step with the history API), and back/forward still work.
    window.history.pushState(null, '', orderListHref(pathname, { ...state, pageNo: 1, ...patch }));
  };

  const range: [Dayjs, Dayjs] | null =
    state.dateFrom && state.dateTo ? [dayjs(state.dateFrom), dayjs(state.dateTo)] : null;

  const page = loaded.kind === 'ready' ? loaded.page : null;

  return (
    <>
      <Tabs
        activeKey={state.tab}
        onChange={(key) => go({ tab: key as OrderListState['tab'] })}
        items={ORDER_TABS.map((t) => ({
          key: t.key,
          label: (
            <span>
              {t.label}
              {counts ? (
                <span className={styles.tabCount} data-testid={`tab-count-${t.key}`}>
                  {counts[t.key] ?? 0}
                </span>
              ) : null}
            </span>
          ),
        }))}
      />
      <form
        className={styles.toolbar}
        role="search"
        aria-label="搜索订单"
        onSubmit={(e) => {
          e.preventDefault();
          go({ keyword: keyword.trim() });
        }}
      >
        <Input
          aria-label="关键词"
          placeholder={KEYWORD_HINT[side]}
          allowClear
          maxLength={ORDER_KEYWORD_MAX}
          style={{ width: 260 }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <DatePicker.RangePicker
          aria-label="下单日期"
          placeholder={['开始日期', '结束日期']}
          value={range}
          disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
          onChange={(v) =>
            go({
              dateFrom: v?.[0]?.format('YYYY-MM-DD') ?? null,
              dateTo: v?.[1]?.format('YYYY-MM-DD') ?? null,
            })
          }
        />
        <Button type="primary" htmlType="submit">
          搜索
        </Button>
        {state.keyword || state.dateFrom ? (
          <Button onClick={() => go({ keyword: '', dateFrom: null, dateTo: null })}>重置</Button>
        ) : null}
        <span className={styles.toolbarSpacer} />
        <OrderExportButton side={side} ids={chosen} tab={state.tab} />
      </form>
      {loaded.kind === 'failed' ? (
        <Result
          status="error"
          title={loaded.message}
          extra={<Button onClick={() => setVersion((v) => v + 1)}>重新加载</Button>}
        />
      ) : (
        <Table<OrderSummary>
          rowKey="id"
          loading={loaded.kind === 'loading'}
          dataSource={page?.records ?? []}
          rowSelection={{
            selectedRowKeys: chosen,
            onChange: (keys) => setChosen(keys.map(Number)),
            getCheckboxProps: (o) => ({ 'aria-label': `选择订单 ${o.orderNo}` }),
          }}
          locale={{
            emptyText: (
              <Empty
                description={
                  state.keyword || state.dateFrom || state.tab !== 'all'
                    ? '没有符合条件的订单'
                    : side === 'supplier'
                      ? '还没有收到订单'
                      : '还没有订单，去采购车挑选商品下单吧'
                }
              />
            ),
          }}
          pagination={{
            current: state.pageNo,
            pageSize: ORDER_PAGE_SIZE,
            total: page?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 个订单`,
            onChange: (no) => go({ pageNo: no }),
          }}
          columns={[
            {
              title: '订单编号',
              dataIndex: 'orderNo',
              render: (no: string, o) => (
                <Link href={orderDetailPath(side, o.id)} prefetch={false}>
                  {no}
                </Link>
              ),
            },
            {
              title: '下单时间',
              dataIndex: 'createdAt',
              render: (t: string) => formatDateTime(t),
            },
            side === 'supplier'
              ? { title: '采购商', dataIndex: 'buyerEnterpriseName' }
              : { title: '供应商', dataIndex: 'supplierName' },
            {
              title: '所属项目',
              dataIndex: 'projectName',
              render: (p: string | null) => p ?? '—',
            },
            {
              title: '订单金额',
              dataIndex: 'totalAmount',
              align: 'right',
              render: (fen: number) => <span className={styles.amount}>¥{formatFen(fen)}</span>,
            },
            {
              title: '状态',
              dataIndex: 'status',
              render: (_: unknown, o) => <OrderStatusTag status={o.status} />,
            },
            {
              title: '操作',
              key: 'open',
              render: (_: unknown, o) => (
                <Link
                  href={orderDetailPath(side, o.id)}
                  prefetch={false}
                  aria-label={`查看订单 ${o.orderNo}`}
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
