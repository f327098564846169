'use client';

import { Alert, App, Button, Empty, Input, Select, Skeleton } from 'antd';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, isApiError } from '@/api';
import type { ReceiveAddress } from '@/api/modules/address';
import type { Auditor } from '@/api/modules/order';
import type { CartLine } from '@/api/modules/shopping-cart';
import {
  cartTotals,
  groupBySupplier,
  LINE_PROBLEM_TEXT,
  newIdempotencyKey,
  REMARK_MAX,
} from '@/lib/cart';
import { formatCount, formatFen } from '@/lib/format';
import { useMallStores } from '@/stores/store-provider';
import { ApprovalPlanNotice } from '@/components/order/approval-plan-notice';
import { AddressDialog } from './address-dialog';
import { CartBlocked } from './cart-blocked';
import styles from './cart.module.css';
import { PriceCell } from './price-cell';
import { ProjectDialog } from './project-dialog';
import { accessOf, type CartAccess } from './use-cart-access';

interface Ready {
  kind: 'ready';
  lines: CartLine[];
  addresses: ReceiveAddress[];
  projects: { id: number; projectName: string }[];
  auditors: Auditor[];
}

type View = { kind: 'loading' } | CartAccess | Ready;

const idsOf = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** The chosen lines priced now, and what the page offers to choose from. */
async function fetchConfirm(
  ids: number[],
): Promise<Omit<Ready, 'kind'> & { auditor: Auditor | null }> {
  if (ids.length === 0) {
    return { lines: [], addresses: [], projects: [], auditors: [], auditor: null };
  }
  // Not silenced: a visitor gets 请先登录 and the login page (without a 401 call), a supplier the reason.
  const statement = await api.getCartStatement({ ids }, { signedInOnly: true });
  const silent = { skipErrorHandler: true };
  const [addresses, projects, auditors, auditor] = await Promise.all([
    api.receiveAddressList(undefined, silent).catch(() => []),
    api.moveProjectPaging({ pageNo: 1, pageSize: 100 }, silent).then(
      (p) => p.records,
      () => [],
    ),
    api.getAuditorList(undefined, silent).catch(() => []),
    api.getAuditorCache(undefined, silent).catch(() => null),
  ]);
  return { lines: statement.lines, addresses, projects, auditors, auditor };
}

/**
 * /confirm-order?ids=: the chosen cart lines priced now, receive address, project, approver
 * and remarks; one idempotency key per visit so a repeated submit makes no second order.
 */
export function ConfirmOrder() {
  const { message } = App.useApp();
  const router = useRouter();
  const query = useSearchParams();
  const stores = useMallStores();
  const ids = useMemo(() => idsOf(query.get('ids')), [query]);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [addressId, setAddressId] = useState<number | null>(null);
  const [projectId, setProjectId] = useState<number | undefined>();
  const [auditorId, setAuditorId] = useState<number | undefined>();
  const [remark, setRemark] = useState('');
  const [dialog, setDialog] = useState<'address' | 'project' | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);

  const apply = useCallback((data: Omit<Ready, 'kind'>, auditor: Auditor | null) => {
    setView({ kind: 'ready', ...data });
    setAddressId(
      (old) => old ?? (data.addresses.find((a) => a.isDefault) ?? data.addresses[0])?.id ?? null,
    );
    setAuditorId((old) => old ?? auditor?.id);
  }, []);

  const load = useCallback(
    () =>
      fetchConfirm(ids).then(
        ({ auditor, ...data }) => apply(data, auditor),
        (error: unknown) => setView(accessOf(error)),
      ),
    [ids, apply],
  );

  useEffect(() => {
    let active = true;
    fetchConfirm(ids).then(
      ({ auditor, ...data }) => active && apply(data, auditor),
      (error: unknown) => active && setView(accessOf(error)),
    );
    return () => {
      active = false;
    };
  }, [ids, apply]);

  if (view.kind === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (view.kind !== 'ready') return <CartBlocked access={view} onRetry={() => void load()} />;
  if (view.lines.length === 0) {
    return (
      <Empty description="没有要结算的商品，请回到采购车选择商品">
        <Link href="/shopping-cart">返回采购车</Link>
      </Empty>
    );
  }

  const blocked = view.lines.filter((l) => l.problem !== null);
  const totals = cartTotals(
    view.lines.map((l) => ({ id: l.id, qty: l.num, unitPrice: l.price, problem: l.problem })),
    new Set(view.lines.map((l) => l.id)),
  );

  async function submit() {
    if (view.kind !== 'ready') return;
    if (addressId === null) return void message.warning('请选择收货地址');
    setSubmitting(true);
    setRejection(null);
    try {
      const placed = await api.createDeveloperOrder({
        idempotencyKey,
        items: view.lines.map((l) => ({ cartId: l.id, price: l.price ?? 0 })),
        receiveAddressId: addressId,
        projectId,
        auditorId,
        remark: remark.trim() || undefined,
      });
      const count = await api
        .getDeveloperCartNum(undefined, { skipErrorHandler: true })
        .catch(() => null);
      if (count !== null) stores.cart.getState().setCartTotal(count);
      router.push(
        `/confirm-order/complete?orderNos=${placed.orders.map((o) => o.orderNo).join(',')}`,
      );
    } catch (error) {
      // The toast has shown the reason; a changed price or cart also stays on the page.
      if (isApiError(error) && error.status === 409) setRejection(error.serverMessage ?? null);
      setSubmitting(false);
    }
  }

  return (
    <>
      <section className={styles.panel} aria-labelledby="confirm-address">
        <h2 id="confirm-address" className={styles.panelTitle}>
          收货地址
          <Button onClick={() => setDialog('address')}>新增收货地址</Button>
        </h2>
        {view.addresses.length === 0 ? (
          <Empty description="还没有收货地址，请先新增一个" />
        ) : (
          <div className={styles.addresses} role="radiogroup" aria-label="收货地址">
            {view.addresses.map((a) => (
              <button
                key={a.id}
                type="button"
                role="radio"
                aria-checked={addressId === a.id}
                className={`${styles.address} ${addressId === a.id ? styles.addressChosen : ''}`}
                onClick={() => setAddressId(a.id!)}
              >
                <div className={styles.addressName}>
                  {a.name} {a.phone}{' '}
                  {a.isDefault ? <span className={styles.muted}>（默认）</span> : null}
                </div>
                <div className={styles.muted}>
                  {a.province}
                  {a.city === a.province ? '' : a.city}
                  {a.address}
                </div>
              </button>
            ))}
          </div>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="confirm-project">
        <h2 id="confirm-project" className={styles.panelTitle}>
          所属项目
          <Button onClick={() => setDialog('project')}>新建项目</Button>
        </h2>
        <Select
          aria-label="所属项目"
          style={{ width: 360 }}
          allowClear
          placeholder="选择订单所属的项目（可不选）"
          value={projectId}
          onChange={setProjectId}
          options={view.projects.map((p) => ({ value: p.id, label: p.projectName }))}
          notFoundContent="还没有项目，可以新建一个"
        />
      </section>

      <section className={styles.panel} aria-labelledby="confirm-lines">
        <h2 id="confirm-lines" className={styles.panelTitle}>
          商品清单
          <Link href="/shopping-cart">返回采购车修改</Link>
        </h2>
        {groupBySupplier(view.lines).map((group) => (
          <div key={group[0]!.tenantId} className={styles.group}>
            <div className={styles.groupTitle}>{group[0]!.tenantName}</div>
            {group.map((line) => (
              <div key={line.id} className={styles.line} data-testid="confirm-line">
                <span />
                <div className={styles.item}>
                  <div className={styles.itemText}>
                    <div className={styles.itemName}>{line.itemName}</div>
                    {line.skuName ? <div className={styles.sku}>{line.skuName}</div> : null}
                    {line.problem ? (
                      <div className={styles.problem}>{LINE_PROBLEM_TEXT[line.problem]}</div>
                    ) : null}
                  </div>
                </div>
                <PriceCell line={line} />
                <span>
                  × {formatCount(line.num)} {line.unit}
                </span>
                <span className={styles.amount}>
                  {line.price === null ? '—' : `¥${formatFen(line.price * line.num)}`}
                </span>
                <span />
              </div>
            ))}
          </div>
        ))}
      </section>

      <section className={styles.panel} aria-labelledby="confirm-audit">
        <h2 id="confirm-audit" className={styles.panelTitle}>
          审核与备注
        </h2>
        <div className={styles.fieldRow}>
          <label htmlFor="confirm-auditor">订单审核人</label>
          <Select
            id="confirm-auditor"
            aria-label="订单审核人"
            style={{ width: 240 }}
            allowClear
            placeholder="选择审核人"
            value={auditorId}
            onChange={setAuditorId}
            options={view.auditors.map((a) => ({ value: a.id, label: a.name }))}
          />
        </div>
        <ApprovalPlanNotice
          orders={groupBySupplier(view.lines).map((group) => ({
            supplierName: group[0]!.tenantName,
            amount: group.reduce((sum, l) => sum + (l.price ?? 0) * l.num, 0),
          }))}
          auditorId={auditorId}
          projectId={projectId}
        />
        <Input.TextArea
          aria-label="订单备注"
          style={{ marginTop: 12 }}
          rows={3}
          maxLength={REMARK_MAX}
          showCount
          placeholder="对供应商的说明，如送货时间、卸货要求"
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      </section>

      {blocked.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`有 ${blocked.length} 件商品暂不能下单（询价、下架或库存不足），请返回采购车调整`}
        />
      ) : null}
      {rejection ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={rejection}
          action={<Link href="/shopping-cart">返回采购车</Link>}
        />
      ) : null}

      <div className={styles.bar}>
        <span className={styles.barSpacer} />
        <span>
          共 {formatCount(totals.totalNum)} 件商品，应付总额：
          <span className={styles.total}>¥{formatFen(totals.totalAmount)}</span>
        </span>
        <Button
          type="primary"
          size="large"
          loading={submitting}
          disabled={blocked.length > 0 || addressId === null}
          onClick={() => void submit()}
        >
          提交订单
        </Button>
      </div>

      <AddressDialog
        open={dialog === 'address'}
        onClose={() => setDialog(null)}
        onSaved={(address) => {
          setDialog(null);
          setAddressId(address.id ?? null);
          void load();
        }}
      />
      <ProjectDialog
        open={dialog === 'project'}
        onClose={() => setDialog(null)}
        onCreated={(project) => {
          setDialog(null);
          setProjectId(project.id);
          void load();
        }}
      />
    </>
  );
}
