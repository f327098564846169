'use client';

import { Alert, App, Button, Empty, Modal, Result, Skeleton, Table, Timeline } from 'antd';
import Link from 'next/link';
import { notFound, useRouter } from 'next/navigation';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { api, isApiError } from '@/api';
import type { OrderDetail, OrderLineView, ShipInput } from '@/api/modules/order';
import { resizedUrl } from '@/lib/image-params';
import { formatCount, formatDateTime, formatFen } from '@/lib/format';
import { orderStatusText, type OrderAction } from '@/lib/order-lifecycle';
import { OrderExportButton } from './order-export-button';
import { orderNextStep } from './order-next-step';
import { orderListPath, type OrderSide } from './order-side';
import { OrderStatusTag } from './order-status-tag';
import { ReasonDialog } from './reason-dialog';
import { ShipDialog } from './ship-dialog';
import wb from '@/components/workbench/workbench.module.css';
import styles from './order.module.css';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; order: OrderDetail }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

async function fetchOrder(id: number): Promise<Loaded> {
  try {
    return { kind: 'ready', order: await api.getOrder(id, undefined, { skipErrorHandler: true }) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { kind: 'missing' };
    return {
      kind: 'failed',
      message: (isApiError(error) && error.serverMessage) || '订单加载失败，请稍后重试',
    };
  }
}

type Dialog = 'approve' | 'reject' | 'cancel' | 'refuse' | 'ship' | 'receive' | 'confirm' | null;

/** The buttons of the actions a viewer may take, in the order they are shown. */
export const ACTION_BUTTONS: { action: OrderAction; label: string; primary?: boolean }[] = [
  { action: 'approve', label: '审核通过', primary: true },
  { action: 'reject', label: '驳回' },
  { action: 'confirm', label: '确认订单', primary: true },
  { action: 'refuse', label: '拒绝' },
  { action: 'ship', label: '发货', primary: true },
  { action: 'receive', label: '确认收货', primary: true },
  { action: 'cancel', label: '取消订单' },
];

const ROLE_TEXT: Record<string, string> = {
  buyer: '采购方',
  approver: '审核人',
  supplier: '供应商',
  system: '系统',
};

const STEP_TEXT = { pending: '待审核', approved: '已通过', rejected: '已驳回' } as const;

/**
 * One order as the buyer, an approver or the supplier sees it: status and what happens next,
 * lines, amounts, parties, the approval chain, shipments and the timeline, with exactly the
 * actions the server says the viewer may take now.
 */
export function OrderDetailView({
  id,
  side,
  initial,
}: {
  id: number;
  side: OrderSide;
  /** The order as the server rendered it; without it the view loads it itself. */
  initial?: OrderDetail | null;
}) {
  const { message } = App.useApp();
  const router = useRouter();
  const [loaded, setLoaded] = useState<Loaded>(
    initial ? { kind: 'ready', order: initial } : { kind: 'loading' },
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [rebuyResult, setRebuyResult] = useState<{ added: number; changes: string[] } | null>(null);

  const load = useCallback(() => fetchOrder(id).then(setLoaded), [id]);

  useEffect(() => {
    if (initial) return;
    let active = true;
    void fetchOrder(id).then((next) => active && setLoaded(next));
    return () => {
      active = false;
    };
  }, [id, initial]);

  if (loaded.kind === 'missing') notFound();
  if (loaded.kind === 'loading') return <Skeleton active paragraph={{ rows: 10 }} />;
  if (loaded.kind === 'failed') {
    return (
      <Result
        status="error"
        title={loaded.message}
        extra={<Button onClick={() => void load()}>重新加载</Button>}
      />
    );
  }
  const order = loaded.order;
  const isBuyer = order.viewerRoles.includes('buyer');

  /** Runs an action; the view is reloaded whatever the answer (a 409 means it was stale). */
  async function act(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      setDialog(null);
      void message.success(done);
    } catch {
      // The request layer has shown the server's reason; the dialog keeps what was typed.
    } finally {
      setBusy(false);
      await load();
    }
  }

  async function rebuy() {
    setBusy(true);
    try {
      setRebuyResult(await api.rebuyOrder(id));
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  }

  const a = order.address;
  const shownActions = ACTION_BUTTONS.filter((b) => order.actions.includes(b.action));

  return (
    <>
      <section className={wb.panel} aria-labelledby="order-head">
        <div className={styles.header}>
          <div className={styles.headerMain}>
            <h1 id="order-head" className={styles.orderNo}>
              订单详情 <span data-testid="order-no">{order.orderNo}</span>
            </h1>
            <p className={styles.statusLine}>
              <OrderStatusTag status={order.status} />
              <span className={styles.muted}>下单时间 {formatDateTime(order.createdAt)}</span>
            </p>
            <p className={styles.next} data-testid="order-next">
              {orderNextStep(order)}
            </p>
          </div>
          <div className={styles.actions} role="group" aria-label="订单操作">
            {shownActions.map((b) => (
              <Button
                key={b.action}
                type={b.primary ? 'primary' : 'default'}
                danger={b.action === 'reject' || b.action === 'refuse'}
                disabled={busy}
                onClick={() => setDialog(b.action as Dialog)}
              >
                {b.label}
              </Button>
            ))}
            {isBuyer ? (
              <Button disabled={busy} onClick={() => void rebuy()}>
                再次购买
              </Button>
            ) : null}
            <OrderExportButton side={side} ids={[order.id]} />
          </div>
        </div>
      </section>

      <OrderSection title="商品明细">
        <Table<OrderLineView>
          rowKey="id"
          pagination={false}
          dataSource={order.lines}
          scroll={{ x: 800 }}
          columns={[
            {
              title: '商品',
              dataIndex: 'itemName',
              render: (name: string, l) => (
                <div className={styles.lineItem}>
                  {l.picUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
                    <img className={styles.lineImage} src={resizedUrl(l.picUrl, 112)} alt="" />
                  ) : (
                    <span className={styles.lineImage} aria-hidden />
                  )}
                  <div>
                    {l.itemId ? (
                      <Link href={`/product/item/${l.itemId}`} prefetch={false}>
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                    {l.skuName ? <div className={styles.sku}>{l.skuName}</div> : null}
                  </div>
                </div>
              ),
            },
            {
              title: '单价',
              dataIndex: 'price',
              align: 'right',
              render: (fen: number, l) => `¥${formatFen(fen)}${l.unit ? ` / ${l.unit}` : ''}`,
            },
            {
              title: '数量',
              dataIndex: 'num',
              align: 'right',
              render: (n: number, l) => `${formatCount(n)} ${l.unit}`,
            },
            {
              title: '已发货',
              dataIndex: 'shippedNum',
              align: 'right',
              render: (n: number) => formatCount(n),
            },
            {
              title: '小计',
              dataIndex: 'amount',
              align: 'right',
              render: (fen: number) => <span className={styles.amount}>¥{formatFen(fen)}</span>,
            },
          ]}
        />
        <dl className={styles.totals}>
          <dt>商品金额</dt>
          <dd>¥{formatFen(order.goodsAmount)}</dd>
          <dt>运费</dt>
          <dd>¥{formatFen(order.freightAmount)}</dd>
          <dt>订单总额</dt>
          <dd className={styles.amount} data-testid="order-total">
            ¥{formatFen(order.totalAmount)}
          </dd>
        </dl>
      </OrderSection>

      <OrderSection title="订单信息">
        <dl className={styles.facts}>
          <dt>采购商</dt>
          <dd>
            {order.buyerEnterpriseName}
            {order.buyerName ? `（${order.buyerName}）` : ''}
          </dd>
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
          <dt>订单备注</dt>
          <dd>{order.remark || '—'}</dd>
          {order.autoReceiveAt && order.status === 'shipped' ? (
            <>
              <dt>自动确认收货</dt>
              <dd>{formatDateTime(order.autoReceiveAt)}</dd>
            </>
          ) : null}
        </dl>
      </OrderSection>

      <OrderSection title="审核流程">
        {order.approvals.length === 0 ? (
          <p className={styles.muted}>本单金额在免审范围内，无需审核</p>
        ) : (
          <ol className={styles.steps} aria-label="审核人">
            {order.approvals.map((s) => (
              <li key={s.level}>
                <strong>
                  第 {s.level}/{order.approvals.length} 级
                </strong>
                <span>{s.approverName}</span>
                <span className={s.status === 'rejected' ? styles.error : undefined}>
                  {STEP_TEXT[s.status]}
                </span>
                {s.decidedAt ? (
                  <span className={styles.muted}>{formatDateTime(s.decidedAt)}</span>
                ) : null}
                {s.note ? <span>意见：{s.note}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </OrderSection>

      <OrderSection title="发货记录">
        {order.shipments.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无发货记录" />
        ) : (
          order.shipments.map((s, i) => (
            <div key={s.id} className={styles.shipment} data-testid="shipment">
              <div>
                <strong>第 {i + 1} 批</strong> {s.carrier} 单号 {s.trackingNo}
                <span className={styles.muted}> · {formatDateTime(s.createdAt)}</span>
              </div>
              <ul>
                {s.lines.map((l) => (
                  <li key={l.orderLineId}>
                    {l.itemName}
                    {l.skuName ? `（${l.skuName}）` : ''} × {formatCount(l.num)}
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </OrderSection>

      <OrderSection title="订单动态">
        {order.events.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无动态" />
        ) : (
          <Timeline
            data-testid="order-timeline"
            items={[...order.events].reverse().map((e) => ({
              key: e.id,
              content: (
                <div>
                  <div>
                    <strong>{e.actionText}</strong>{' '}
                    <span className={styles.muted}>
                      {e.fromStatus ? `${orderStatusText(e.fromStatus)} → ` : ''}
                      {orderStatusText(e.toStatus)}
                    </span>
                  </div>
                  <div className={styles.timelineMeta}>
                    {formatDateTime(e.createdAt, 'second')} ·{' '}
                    {e.actorName ?? ROLE_TEXT[e.actorRole] ?? '系统'}
                    {e.actorName && ROLE_TEXT[e.actorRole] ? `（${ROLE_TEXT[e.actorRole]}）` : ''}
                  </div>
                  {e.note ? <div>说明：{e.note}</div> : null}
                </div>
              ),
            }))}
          />
        )}
      </OrderSection>

      <p>
        <Link href={orderListPath(side)}>返回订单列表</Link>
      </p>

      {dialog === 'approve' ? (
        <ReasonDialog
          title="审核通过"
          label="审核意见"
          required={false}
          okText="审核通过"
          busy={busy}
          onCancel={() => setDialog(null)}
          onSubmit={(note) =>
            void act(() => api.approveOrder(id, { note: note || undefined }), '已审核通过')
          }
        />
      ) : null}
      {dialog === 'reject' ? (
        <ReasonDialog
          title="驳回订单"
          label="驳回原因"
          required
          danger
          okText="确认驳回"
          description="驳回后订单关闭，商品库存退回，采购方可以重新下单。"
          busy={busy}
          onCancel={() => setDialog(null)}
          onSubmit={(reason) => void act(() => api.rejectOrder(id, { reason }), '已驳回订单')}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <ReasonDialog
          title="取消订单"
          label="取消原因"
          required={false}
          danger
          okText="确认取消"
          description="确定取消该订单吗？取消后不能恢复。"
          busy={busy}
          onCancel={() => setDialog(null)}
          onSubmit={(reason) =>
            void act(() => api.cancelOrder(id, { reason: reason || undefined }), '订单已取消')
          }
        />
      ) : null}
      {dialog === 'refuse' ? (
        <ReasonDialog
          title="拒绝订单"
          label="拒绝原因"
          required
          danger
          okText="确认拒绝"
          description="拒绝后订单关闭，采购方会看到拒绝原因。"
          busy={busy}
          onCancel={() => setDialog(null)}
          onSubmit={(reason) => void act(() => api.refuseOrder(id, { reason }), '已拒绝订单')}
        />
      ) : null}
      <Modal
        open={dialog === 'confirm'}
        title="确认订单"
        okText="确认订单"
        cancelText="取消"
        okButtonProps={{ loading: busy }}
        onCancel={() => setDialog(null)}
        onOk={() => void act(() => api.confirmOrder(id), '已确认订单，请尽快安排发货')}
      >
        确认接受该订单并按订单内容供货吗？
      </Modal>
      <Modal
        open={dialog === 'receive'}
        title="确认收货"
        okText="确认收货"
        cancelText="取消"
        okButtonProps={{ loading: busy }}
        onCancel={() => setDialog(null)}
        onOk={() => void act(() => api.receiveOrder(id), '已确认收货')}
      >
        请确认已收到全部商品且数量无误。确认后不能撤销。
      </Modal>
      {dialog === 'ship' ? (
        <ShipDialog
          lines={order.lines}
          busy={busy}
          onCancel={() => setDialog(null)}
          onSubmit={(input: ShipInput) => void act(() => api.shipOrder(id, input), '已发货')}
        />
      ) : null}
      <Modal
        open={rebuyResult !== null}
        title="再次购买"
        okText="去采购车"
        cancelText="留在本页"
        onCancel={() => setRebuyResult(null)}
        onOk={() => {
          setRebuyResult(null);
          router.push('/shopping-cart');
        }}
      >
        {rebuyResult ? (
          <>
            <p>已将 {rebuyResult.added} 件商品按今日价格加入采购车。</p>
            {rebuyResult.changes.length > 0 ? (
              <Alert
                type="warning"
                showIcon
                title="与原订单相比有以下变化"
                description={
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {rebuyResult.changes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                }
              />
            ) : null}
            <p style={{ marginTop: 12 }}>
              <Link href="/shopping-cart">查看采购车</Link>
            </p>
          </>
        ) : null}
      </Modal>
    </>
  );
}

function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `order-section-${title}`;
  return (
    <section className={wb.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
