'use client';

import { App, Button, Checkbox, DatePicker, Modal, Select, Table, Tag, Timeline } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { api } from '@/api';
import type { Auditor } from '@/api/modules/order';
import type {
  BuyerRfqDetail,
  ComparedSupplier,
  RfqAwardView,
  RfqComparisonView,
  RfqLineView,
} from '@/api/modules/rfq';
import { ReasonDialog } from '@/components/order/reason-dialog';
import { useSaving } from '@/components/forms/use-saving';
import { formatDateTime, formatFen } from '@/lib/format';
import { awardAllTo, awardLowest, INVOICE_TYPES } from '@/lib/rfq';
import { MEMBER_LEVEL_NAMES } from '@/lib/supplier';
import styles from '@/components/order/order.module.css';
import { RfqAttachments } from './rfq-attachments';
import { rfqStatusColor } from './rfq-list';

type SortKey = 'total' | 'delivery' | 'name';

/** The request, a count of quotes while sealed, then the comparison, rounds and the award. */
export function RfqBuyerDetail({ initial }: { initial: BuyerRfqDetail }) {
  const { message } = App.useApp();
  const [rfq, setRfq] = useState(initial);
  const [saving, run] = useSaving();
  const [dialog, setDialog] = useState<'cancel' | 'round' | null>(null);
  const c = rfq.comparison;
  const canAward = rfq.actions.includes('award');
  // After an award was sent back in approval, lines whose order stands keep their supplier.
  const kept = canAward ? rfq.awards : [];
  const lineIds = rfq.lines.map((l) => l.id).filter((id) => !kept.some((k) => k.lineId === id));
  const [awards, setAwards] = useState<Record<number, number | undefined>>(() =>
    c ? Object.fromEntries(awardLowest(c, lineIds).map((a) => [a.lineId, a.supplierId])) : {},
  );
  const [hidden, setHidden] = useState<number[]>([]);
  const [sort, setSort] = useState<SortKey>('total');
  const [auditors, setAuditors] = useState<Auditor[]>([]);
  const [auditorId, setAuditorId] = useState<number | undefined>();
  const [roundIds, setRoundIds] = useState<number[]>([]);
  const [roundDeadline, setRoundDeadline] = useState<Dayjs | null>(null);

  useEffect(() => {
    if (!canAward) return;
    api.getAuditorList().then(setAuditors, () => undefined);
    api.getAuditorCache().then(
      (a) => a && setAuditorId(a.id),
      () => undefined,
    );
  }, [canAward]);

  const suppliers = useMemo(() => {
    if (!c) return [];
    const list = c.suppliers.filter((s) => !hidden.includes(s.id));
    const days = (id: number) =>
      Math.max(0, ...Object.values(c.cells).map((row) => row[id]?.deliveryDays ?? 0));
    return [...list].sort((a, b) =>
      sort === 'total'
        ? (c.totals[a.id]?.total ?? 0) - (c.totals[b.id]?.total ?? 0)
        : sort === 'delivery'
          ? days(a.id) - days(b.id)
          : a.name.localeCompare(b.name, 'zh-CN'),
    );
  }, [c, hidden, sort]);

  const act = (work: () => Promise<BuyerRfqDetail>, done: string) =>
    run(async () => {
      setRfq(await work());
      setDialog(null);
      message.success(done);
    });

  const exportXlsx = () =>
    run(async () => {
      const blob = await api.exportDeveloperRfq(rfq.id);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `比价表-${rfq.code}.xlsx`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    });

  const chosen = Object.entries(awards).flatMap(([lineId, supplierId]) =>
    supplierId ? [{ lineId: Number(lineId), supplierId }] : [],
  );

  return (
    <>
      <section className={styles.header} aria-labelledby="rfq-title">
        <div className={styles.headerMain}>
          <p className={styles.muted}>
            <Link href="/workbench/developer/rfq" prefetch={false}>
              询比价
            </Link>{' '}
            / {rfq.code}
          </p>
          <h1 id="rfq-title" className={styles.orderNo}>
            {rfq.title} <Tag color={rfqStatusColor[rfq.status]}>{rfq.statusText}</Tag>
          </h1>
          <p className={styles.statusLine} role="status">
            {rfq.roundOpen
              ? `第 ${rfq.round} 轮报价中：已收到 ${rfq.quoteCount} 份报价，${formatDateTime(rfq.deadline)} 截止后开标查看价格。`
              : rfq.status === 'draft'
                ? '草稿尚未发布，供应商看不到。'
                : rfq.cancelReason
                  ? `已取消：${rfq.cancelReason}`
                  : `第 ${rfq.round} 轮已于 ${formatDateTime(rfq.deadline)} 截止，共 ${rfq.quoteCount} 份报价。`}
          </p>
          {rfq.awardRejection ? (
            <p className={styles.statusLine} role="alert">
              定标未通过审批（{formatDateTime(rfq.awardRejection.at)}）：{rfq.awardRejection.note}
              {rfq.createdByMe ? '。请重新定标。' : ''}
            </p>
          ) : null}
          {rfq.createdByMe ? null : (
            <p className={styles.muted}>
              本询价单由同事创建，您可以查看；发布、定标等操作由创建人进行。
            </p>
          )}
        </div>
        <div className={styles.actions}>
          {rfq.actions.includes('edit') ? (
            <Link
              href={`/workbench/developer/rfq/${rfq.id}/edit`}
              prefetch={false}
              className="ant-btn"
            >
              编辑草稿
            </Link>
          ) : null}
          {rfq.actions.includes('publish') ? (
            <Button
              type="primary"
              loading={saving}
              onClick={() => act(() => api.publishDeveloperRfq(rfq.id), '询价单已发布')}
            >
              发布询价
            </Button>
          ) : null}
          {rfq.actions.includes('round') && c ? (
            <Button onClick={() => setDialog('round')}>发起新一轮报价</Button>
          ) : null}
          {rfq.actions.includes('cancel') ? (
            <Button danger onClick={() => setDialog('cancel')}>
              取消询价
            </Button>
          ) : null}
        </div>
      </section>

      <section className={styles.facts} aria-label="询价信息">
        <dl>
          <dt>采购单位</dt>
          <dd>{rfq.buyerEnterpriseName}</dd>
          <dt>所属项目</dt>
          <dd>{rfq.projectName ?? '—'}</dd>
          <dt>收货地址</dt>
          <dd>
            {rfq.address.receiverName} {rfq.address.phone} {rfq.address.province}
            {rfq.address.city}
            {rfq.address.address}
          </dd>
          <dt>交货日期</dt>
          <dd>{rfq.deliveryDate}</dd>
          <dt>发票要求</dt>
          <dd>
            {INVOICE_TYPES[rfq.invoiceType]}，税率 {rfq.taxRate}%
          </dd>
          <dt>付款方式</dt>
          <dd>{rfq.paymentTerms}</dd>
          <dt>邀请供应商</dt>
          <dd>
            {rfq.invites.map((s) => s.name).join('、') || '—'}
            {rfq.openToAll ? '（并公开给所有认证供应商）' : ''}
          </dd>
          <dt>附件</dt>
          <dd>
            <RfqAttachments files={rfq.attachments} />
          </dd>
          <dt>报价轮次</dt>
          <dd>
            {rfq.rounds
              .map(
                (r) =>
                  `第 ${r.round} 轮 ${formatDateTime(r.deadline)} 截止${r.closed ? '' : '（进行中）'}，${r.quoteCount} 份报价`,
              )
              .join('；')}
          </dd>
        </dl>
      </section>

      {c ? (
        <section aria-labelledby="compare-title">
          <h2 id="compare-title" className={styles.sectionTitle}>
            比价表
          </h2>
          <div className={styles.toolbar}>
            <Select<SortKey>
              aria-label="供应商排序"
              value={sort}
              onChange={setSort}
              style={{ width: 160 }}
              options={[
                { value: 'total', label: '按总价从低到高' },
                { value: 'delivery', label: '按交货天数' },
                { value: 'name', label: '按供应商名称' },
              ]}
            />
            <div role="group" aria-label="显示的供应商">
              <Checkbox.Group
                value={c.suppliers.filter((s) => !hidden.includes(s.id)).map((s) => s.id)}
                onChange={(shown) =>
                  setHidden(c.suppliers.map((s) => s.id).filter((id) => !shown.includes(id)))
                }
                options={c.suppliers.map((s) => ({ value: s.id, label: s.name }))}
              />
            </div>
            <span className={styles.toolbarSpacer} />
            <Button onClick={exportXlsx} loading={saving}>
              导出 xlsx
            </Button>
          </div>
          <CompareTable
            lines={rfq.lines}
            comparison={c}
            suppliers={suppliers}
            catalogPrice={c.catalogPrice}
            awards={canAward ? awards : null}
            kept={kept}
            onAward={(lineId, supplierId) => setAwards((a) => ({ ...a, [lineId]: supplierId }))}
          />
          {canAward ? (
            <div className={styles.toolbar} style={{ marginTop: 16 }}>
              <Select
                aria-label="整单授予"
                placeholder="整单授予一家供应商"
                style={{ width: 220 }}
                options={c.suppliers.map((s) => ({ value: s.id, label: s.name }))}
                onChange={(id: number) =>
                  setAwards(
                    Object.fromEntries(
                      awardAllTo(c, lineIds, id).map((a) => [a.lineId, a.supplierId]),
                    ),
                  )
                }
              />
              <Button
                onClick={() =>
                  setAwards(
                    Object.fromEntries(
                      awardLowest(c, lineIds).map((a) => [a.lineId, a.supplierId]),
                    ),
                  )
                }
              >
                每行选最低价
              </Button>
              <Select
                aria-label="订单审核人"
                placeholder="订单审核人"
                style={{ width: 160 }}
                value={auditorId}
                onChange={setAuditorId}
                options={auditors.map((a) => ({ value: a.id, label: a.name }))}
              />
              <Button
                type="primary"
                loading={saving}
                disabled={!chosen.length}
                onClick={() =>
                  act(
                    () => api.awardDeveloperRfq(rfq.id, { awards: chosen, auditorId }),
                    '已定标，订单已按审批规则提交审核',
                  )
                }
              >
                定标并生成订单（{new Set(chosen.map((a) => a.supplierId)).size} 个）
              </Button>
            </div>
          ) : null}
        </section>
      ) : rfq.status !== 'draft' && rfq.status !== 'cancelled' ? (
        <section aria-labelledby="sealed-title">
          <h2 id="sealed-title" className={styles.sectionTitle}>
            报价
          </h2>
          <p role="status">已收到 {rfq.quoteCount} 份报价。报价密封，截止后才能查看价格。</p>
          <LinesTable lines={rfq.lines} />
        </section>
      ) : (
        <section aria-labelledby="lines-title">
          <h2 id="lines-title" className={styles.sectionTitle}>
            询价明细
          </h2>
          <LinesTable lines={rfq.lines} />
        </section>
      )}

      {rfq.awards.length ? (
        <section aria-labelledby="award-title">
          <h2 id="award-title" className={styles.sectionTitle}>
            定标结果
          </h2>
          <Table
            rowKey="lineId"
            size="small"
            pagination={false}
            dataSource={rfq.awards}
            columns={[
              {
                title: '品名',
                dataIndex: 'lineId',
                render: (id: number) => rfq.lines.find((l) => l.id === id)?.name,
              },
              { title: '中标供应商', dataIndex: 'supplierName' },
              { title: '单价', dataIndex: 'unitPrice', render: (f: number) => `¥${formatFen(f)}` },
              { title: '数量', dataIndex: 'qty' },
              { title: '金额', dataIndex: 'amount', render: (f: number) => `¥${formatFen(f)}` },
              {
                title: '订单',
                key: 'order',
                render: (_: unknown, a) =>
                  a.orderId ? (
                    <Link href={`/workbench/developer/orders/${a.orderId}`} prefetch={false}>
                      {a.orderNo}
                    </Link>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        </section>
      ) : null}

      <section aria-labelledby="events-title">
        <h2 id="events-title" className={styles.sectionTitle}>
          询价动态
        </h2>
        <Timeline
          items={rfq.events.map((e) => ({
            key: e.id,
            children: (
              <>
                <strong>{e.actionText}</strong> · {e.actorName} · {formatDateTime(e.createdAt)}
                {e.note ? <div className={styles.muted}>{e.note}</div> : null}
              </>
            ),
          }))}
        />
      </section>

      {dialog === 'cancel' ? (
        <ReasonDialog
          title="取消询价"
          label="取消原因"
          required
          danger
          okText="取消询价"
          description="取消后供应商不能再报价，已邀请和已报价的供应商会收到通知。"
          busy={saving}
          onCancel={() => setDialog(null)}
          onSubmit={(reason) =>
            act(() => api.cancelDeveloperRfq(rfq.id, { reason }), '询价单已取消')
          }
        />
      ) : null}
      {dialog === 'round' && c ? (
        <Modal
          open
          title="发起新一轮报价"
          okText="发起"
          cancelText="取消"
          confirmLoading={saving}
          okButtonProps={{ disabled: !roundIds.length || !roundDeadline }}
          onCancel={() => setDialog(null)}
          onOk={() =>
            act(
              () =>
                api.roundDeveloperRfq(rfq.id, {
                  supplierIds: roundIds,
                  deadline: roundDeadline!.format('YYYY-MM-DD HH:mm'),
                }),
              '已邀请所选供应商提交最终报价',
            )
          }
        >
          <p>选择参加新一轮的供应商，截止前报价重新密封。</p>
          <div role="group" aria-label="参加新一轮的供应商">
            <Checkbox.Group
              value={roundIds}
              onChange={(v) => setRoundIds(v as number[])}
              options={c.suppliers.map((s) => ({ value: s.id, label: s.name }))}
            />
          </div>
          <div style={{ marginTop: 12 }}>
            <DatePicker
              aria-label="新一轮截止时间"
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              value={roundDeadline}
              onChange={setRoundDeadline}
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
            />
          </div>
        </Modal>
      ) : null}
    </>
  );
}

function LinesTable({ lines }: { lines: RfqLineView[] }) {
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={[
        {
          title: '品名',
          dataIndex: 'name',
          render: (n: string, l) =>
            l.productId ? (
              <Link href={`/product/item/${l.productId}`} prefetch={false}>
                {n}
              </Link>
            ) : (
              n
            ),
        },
        { title: '规格', dataIndex: 'spec', render: (s: string | null) => s ?? '—' },
        { title: '品牌偏好', dataIndex: 'brand', render: (s: string | null) => s ?? '—' },
        { title: '单位', dataIndex: 'unit' },
        { title: '数量', dataIndex: 'qty' },
      ]}
    />
  );
}

/** Lines × suppliers: unit price, line amount, lowest marked, delivery days; totals at the foot. */
function CompareTable({
  lines,
  comparison: c,
  suppliers,
  catalogPrice,
  awards,
  kept,
  onAward,
}: {
  lines: RfqLineView[];
  comparison: RfqComparisonView;
  suppliers: ComparedSupplier[];
  catalogPrice: Record<number, number | null>;
  awards: Record<number, number | undefined> | null;
  kept: RfqAwardView[];
  onAward: (lineId: number, supplierId: number | undefined) => void;
}) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="rfq-compare" style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption className="visually-hidden">比价表：每行最低单价标为“最低”</caption>
        <thead>
          <tr>
            <th scope="col">品名 / 规格</th>
            <th scope="col">数量</th>
            <th scope="col">目录价</th>
            {suppliers.map((s) => (
              <th scope="col" key={s.id}>
                {s.name}
                <div className={styles.muted}>
                  {s.memberLevel ? MEMBER_LEVEL_NAMES[s.memberLevel] : '普通供应商'}
                  {s.certified ? ' · 已认证' : ''}
                  {s.greenCertificates ? ` · 绿色证书 ${s.greenCertificates}` : ''}
                  {` · 第 ${s.round} 轮`}
                </div>
              </th>
            ))}
            {awards ? <th scope="col">中标供应商</th> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <th scope="row">
                {l.name}
                {l.spec ? <div className={styles.muted}>{l.spec}</div> : null}
              </th>
              <td>
                {l.qty} {l.unit}
              </td>
              <td>{catalogPrice[l.id] ? `¥${formatFen(catalogPrice[l.id]!)}` : '—'}</td>
              {suppliers.map((s) => {
                const cell = c.cells[l.id]?.[s.id];
                return (
                  <td key={s.id}>
                    {cell ? (
                      <>
                        ¥{formatFen(cell.unitPrice)}
                        {cell.lowest ? <Tag color="green">最低</Tag> : null}
                        <div className={styles.muted}>
                          小计 ¥{formatFen(cell.amount)} · {cell.deliveryDays} 天 · 税率{' '}
                          {cell.taxRate}%{cell.supplyQty < l.qty ? ` · 仅供 ${cell.supplyQty}` : ''}
                          {cell.brandModel ? ` · ${cell.brandModel}` : ''}
                        </div>
                      </>
                    ) : (
                      <span className={styles.muted}>未报价</span>
                    )}
                  </td>
                );
              })}
              {awards ? (
                <td>
                  {kept.some((k) => k.lineId === l.id) ? (
                    `已定标：${kept.find((k) => k.lineId === l.id)!.supplierName}`
                  ) : (
                    <Select
                      aria-label={`第 ${lines.indexOf(l) + 1} 行中标供应商`}
                      allowClear
                      placeholder="不定标"
                      style={{ width: 180 }}
                      value={awards[l.id]}
                      onChange={(v?: number) => onAward(l.id, v)}
                      options={suppliers
                        .filter((s) => c.cells[l.id]?.[s.id])
                        .map((s) => ({ value: s.id, label: s.name }))}
                    />
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">运费</th>
            <td />
            <td />
            {suppliers.map((s) => (
              <td key={s.id}>¥{formatFen(c.totals[s.id]?.freight ?? 0)}</td>
            ))}
            {awards ? <td /> : null}
          </tr>
          <tr>
            <th scope="row">合计</th>
            <td />
            <td />
            {suppliers.map((s) => (
              <td key={s.id}>
                <strong>¥{formatFen(c.totals[s.id]?.total ?? 0)}</strong>
                <div className={styles.muted}>
                  报 {c.totals[s.id]?.quotedLines ?? 0}/{lines.length} 行 · 有效期至 {s.validUntil}
                </div>
              </td>
            ))}
            {awards ? <td /> : null}
          </tr>
          <tr>
            <th scope="row">报价附件</th>
            <td />
            <td />
            {suppliers.map((s) => (
              <td key={s.id}>
                <RfqAttachments files={s.attachments} label={`${s.name}的报价附件`} />
                {s.remark ? <div className={styles.muted}>备注：{s.remark}</div> : null}
              </td>
            ))}
            {awards ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
