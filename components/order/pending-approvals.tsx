'use client';

import { App, Button, Empty, Pagination, Result, Skeleton } from 'antd';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { api, isApiError } from '@/api';
import type { PendingApproval } from '@/api/modules/order';
import type { Page } from '@/api/types';
import { formatCount, formatDateTime, formatFen } from '@/lib/format';
import { orderDetailPath } from './order-side';
import { ReasonDialog } from './reason-dialog';
import styles from './order.module.css';

const PAGE_SIZE = 10;

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; page: Page<PendingApproval> }
  | { kind: 'failed'; message: string };

function budgetText(left: number | null) {
  if (left === null) return <span className={styles.muted}>项目未设预算</span>;
  if (left < 0) return <span className={styles.error}>已超出预算 ¥{formatFen(-left)}</span>;
  return <span>¥{formatFen(left)}</span>;
}

async function fetchPending(pageNo: number): Promise<Loaded> {
  try {
    const page = await api.getPendingApprovals(
      { pageNo, pageSize: PAGE_SIZE },
      { skipErrorHandler: true },
    );
    return { kind: 'ready', page };
  } catch (error) {
    return {
      kind: 'failed',
      message: (isApiError(error) && error.serverMessage) || '待审核订单加载失败，请稍后重试',
    };
  }
}

/** 待我审核: the orders waiting for the viewer's decision, approved or rejected in place. */
export function PendingApprovals() {
  const { message } = App.useApp();
  const pathname = usePathname();
  const params = useSearchParams();
  const rawPage = Number(params.get('pageNo'));
  const pageNo = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [deciding, setDeciding] = useState<{
    order: PendingApproval;
    kind: 'approve' | 'reject';
  } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => fetchPending(pageNo).then(setLoaded), [pageNo]);

  useEffect(() => {
    let active = true;
    void fetchPending(pageNo).then((next) => active && setLoaded(next));
    return () => {
      active = false;
    };
  }, [pageNo]);

  async function decide(reason: string) {
    if (!deciding) return;
    const { order, kind } = deciding;
    setBusy(true);
    try {
      if (kind === 'approve') await api.approveOrder(order.id, { note: reason || undefined });
      else await api.rejectOrder(order.id, { reason });
      setDeciding(null);
      void message.success(
        kind === 'approve' ? `订单 ${order.orderNo} 已审核通过` : `订单 ${order.orderNo} 已驳回`,
      );
    } catch {
      // The request layer showed why (e.g. the order changed meanwhile); the list is reloaded.
    } finally {
      setBusy(false);
      await load();
    }
  }

  if (loaded.kind === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (loaded.kind === 'failed') {
    return (
      <Result
        status="error"
        title={loaded.message}
        extra={<Button onClick={() => void load()}>重新加载</Button>}
      />
    );
  }
  const { page } = loaded;
  if (page.records.length === 0) {
    return (
      <Empty description="暂无待审核订单">
        {pageNo > 1 && page.total > 0 ? <Link href={pathname}>返回第一页</Link> : null}
      </Empty>
    );
  }

  return (
    <>
      <p className={styles.muted}>共 {page.total} 个订单等待您审核</p>
      <ul className={styles.cards} style={{ listStyle: 'none', padding: 0 }}>
        {page.records.map((o) => (
          <li
            key={o.id}
            className={styles.card}
            data-testid="approval-card"
            aria-labelledby={`approval-${o.id}`}
          >
            <div className={styles.cardHead}>
              <h2 id={`approval-${o.id}`} className={styles.sectionTitle} style={{ margin: 0 }}>
                <Link href={orderDetailPath('developer', o.id)} prefetch={false}>
                  订单 {o.orderNo}
                </Link>
              </h2>
              <span>
                第 {o.level}/{o.levels} 级审核 ·{' '}
                <span className={styles.muted}>{formatDateTime(o.createdAt)}</span>
              </span>
            </div>
            <dl className={styles.facts}>
              <dt>下单人</dt>
              <dd>
                {o.buyerName}（{o.buyerEnterpriseName}）
              </dd>
              <dt>供应商</dt>
              <dd>{o.supplierName}</dd>
              <dt>所属项目</dt>
              <dd>{o.projectName ?? '—'}</dd>
              <dt>订单金额</dt>
              <dd className={styles.amount}>¥{formatFen(o.totalAmount)}</dd>
              <dt>项目预算余额</dt>
              <dd>{budgetText(o.budgetLeft)}</dd>
              <dt>下单备注</dt>
              <dd>{o.remark || '—'}</dd>
            </dl>
            <ul className={styles.cardLines} aria-label="商品">
              {o.lines.map((l) => (
                <li key={l.id}>
                  {l.itemName}
                  {l.skuName ? <span className={styles.sku}>（{l.skuName}）</span> : null} ×{' '}
                  {formatCount(l.num)} {l.unit} · ¥{formatFen(l.amount)}
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <Button
                type="primary"
                disabled={busy}
                onClick={() => setDeciding({ order: o, kind: 'approve' })}
              >
                审核通过
              </Button>
              <Button
                danger
                disabled={busy}
                onClick={() => setDeciding({ order: o, kind: 'reject' })}
              >
                驳回
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {page.total > PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 16 }}
          current={pageNo}
          pageSize={PAGE_SIZE}
          total={page.total}
          showSizeChanger={false}
          onChange={(no) =>
            window.history.pushState(null, '', no > 1 ? `${pathname}?pageNo=${no}` : pathname)
          }
        />
      ) : null}
      {deciding?.kind === 'approve' ? (
        <ReasonDialog
          title={`审核通过 订单 ${deciding?.order.orderNo ?? ''}`}
          label="审核意见"
          required={false}
          okText="审核通过"
          busy={busy}
          onCancel={() => setDeciding(null)}
          onSubmit={(note) => void decide(note)}
        />
      ) : null}
      {deciding?.kind === 'reject' ? (
        <ReasonDialog
          title={`驳回 订单 ${deciding?.order.orderNo ?? ''}`}
          label="驳回原因"
          required
          danger
          okText="确认驳回"
          busy={busy}
          onCancel={() => setDeciding(null)}
          onSubmit={(reason) => void decide(reason)}
        />
      ) : null}
    </>
  );
}
