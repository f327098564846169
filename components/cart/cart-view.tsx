'use client';

import { App, Button, Checkbox, Empty, InputNumber, Skeleton } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '@/api';
import type { CartLine } from '@/api/modules/shopping-cart';
import { cartTotals, groupBySupplier, LINE_PROBLEM_TEXT, MAX_CART_QUANTITY } from '@/lib/cart';
import { formatCount, formatFen } from '@/lib/format';
import { useMallStores } from '@/stores/store-provider';
import { CartBlocked } from './cart-blocked';
import styles from './cart.module.css';
import { MoveProjectDialog } from './move-project-dialog';
import { PriceCell } from './price-cell';
import { accessOf, type CartAccess } from './use-cart-access';
import { ConfirmPopover } from '@/components/forms/confirm-popover';

const signedInOnly = { signedInOnly: true } as const;

/** The quantity of a line, sent when the buyer leaves the field, presses Enter or steps. */
function QuantityInput({
  line,
  disabled,
  onCommit,
}: {
  line: CartLine;
  disabled: boolean;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState<number | null>(line.num);
  const commit = (value: number | null) => {
    if (value !== null && value !== line.num) onCommit(value);
  };
  return (
    <InputNumber
      aria-label={`${line.itemName} 采购数量`}
      min={1}
      max={MAX_CART_QUANTITY}
      precision={0}
      value={draft}
      disabled={disabled}
      onChange={setDraft}
      onBlur={() => commit(draft)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(draft);
      }}
      onStep={(value) => {
        setDraft(value);
        commit(value);
      }}
    />
  );
}

type View = { kind: 'loading' } | CartAccess | { kind: 'ready'; lines: CartLine[] };

const orderable = (line: CartLine) => line.problem === null;

/**
 * /shopping-cart: the buyer's lines grouped by supplier, priced against the catalogue on every
 * load; quantity, delete, move to a project, selection and the total of what can be ordered.
 */
export function CartView() {
  const { message } = App.useApp();
  const router = useRouter();
  const stores = useMallStores();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [moving, setMoving] = useState<CartLine | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const setTotal = useCallback((n: number) => stores.cart.getState().setCartTotal(n), [stores]);

  const apply = useCallback(
    (lines: CartLine[], keepSelection: boolean) => {
      setView({ kind: 'ready', lines });
      setTotal(lines.length);
      setSelected((old) => {
        const pick = lines.filter(
          (l) => orderable(l) && (keepSelection ? old.has(l.id) : l.checked !== false),
        );
        return new Set(pick.map((l) => l.id));
      });
    },
    [setTotal],
  );

  // Not silenced: a visitor gets 请先登录 and the login page (spec §6), without a 401 call.
  const load = useCallback(
    (keepSelection: boolean) =>
      api.getCarts(undefined, signedInOnly).then(
        (lines) => apply(lines, keepSelection),
        (error: unknown) => setView(accessOf(error)),
      ),
    [apply],
  );

  useEffect(() => {
    let active = true;
    api.getCarts(undefined, signedInOnly).then(
      (lines) => active && apply(lines, false),
      (error: unknown) => active && setView(accessOf(error)),
    );
    return () => {
      active = false;
    };
  }, [apply]);

  const lines = useMemo(() => (view.kind === 'ready' ? view.lines : []), [view]);
  const groups = useMemo(() => groupBySupplier(lines), [lines]);
  const selectable = lines.filter(orderable);
  const totals = cartTotals(
    lines.map((l) => ({ id: l.id, qty: l.num, unitPrice: l.price, problem: l.problem })),
    selected,
  );
  const chosen = selectable.filter((l) => selected.has(l.id));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;

  if (view.kind === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (view.kind !== 'ready') return <CartBlocked access={view} onRetry={() => void load(false)} />;
  if (lines.length === 0) {
    return (
      <Empty description="采购车还是空的，去挑选建材加入采购车吧">
        <Link href="/product">去选产品</Link>
      </Empty>
    );
  }

  const toggle = (ids: number[], on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  async function changeQuantity(line: CartLine, value: number) {
    setBusy(line.id);
    try {
      setTotal(await api.updateDeveloperCart({ skuId: line.skuId, quantity: value }));
      await load(true);
    } catch {
      // The request layer has shown why; reloading puts the stored quantity back.
      await load(true);
    } finally {
      setBusy(null);
    }
  }

  async function remove(ids: number[]) {
    let total: number | null = null;
    for (const id of ids) {
      try {
        total = await api.deleteCart(id);
      } catch {
        break;
      }
    }
    if (total !== null) {
      setTotal(total);
      void message.success('已删除');
    }
    await load(true);
  }

  return (
    <>
      <div className={styles.head} aria-hidden>
        <span />
        <span>商品信息</span>
        <span>单价</span>
        <span>数量</span>
        <span>小计</span>
        <span>操作</span>
      </div>
      {groups.map((group) => {
        const first = group[0]!;
        const groupIds = group.filter(orderable).map((l) => l.id);
        const groupOn = groupIds.length > 0 && groupIds.every((id) => selected.has(id));
        return (
          <section key={first.tenantId} className={styles.group} aria-label={first.tenantName}>
            <div className={styles.groupTitle}>
              <Checkbox
                aria-label={`选择 ${first.tenantName} 的全部商品`}
                checked={groupOn}
                disabled={groupIds.length === 0}
                onChange={(e) => toggle(groupIds, e.target.checked)}
              />
              {first.tenantName}
            </div>
            {group.map((line) => (
              <div
                key={line.id}
                className={`${styles.line} ${line.problem ? styles.disabled : ''}`}
                data-testid="cart-line"
                aria-label={line.itemName}
                role="group"
              >
                <Checkbox
                  aria-label={`选择 ${line.itemName}`}
                  checked={selected.has(line.id)}
                  disabled={line.problem !== null}
                  onChange={(e) => toggle([line.id], e.target.checked)}
                />
                <div className={styles.item}>
                  {line.picUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
                    <img src={`${line.picUrl}?w=144`} alt="" />
                  ) : null}
                  <div className={styles.itemText}>
                    <Link className={styles.itemName} href={`/product/item/${line.itemId}`}>
                      {line.itemName}
                    </Link>
                    {line.skuName ? <div className={styles.sku}>{line.skuName}</div> : null}
                    {line.problem ? (
                      <div className={styles.problem}>{LINE_PROBLEM_TEXT[line.problem]}</div>
                    ) : null}
                  </div>
                </div>
                <PriceCell line={line} />
                <div>
                  <QuantityInput
                    key={`${line.id}-${line.num}`}
                    line={line}
                    disabled={busy === line.id || line.problem === 'withdrawn'}
                    onCommit={(value) => void changeQuantity(line, value)}
                  />
                  <div className={styles.sku}>
                    {line.unit ? `单位：${line.unit} · ` : ''}库存 {formatCount(line.stock)}
                  </div>
                </div>
                <span className={styles.amount}>
                  {line.price === null ? '—' : `¥${formatFen(line.price * line.num)}`}
                </span>
                <div className={styles.actions}>
                  <Button type="link" size="small" onClick={() => setMoving(line)}>
                    移入项目
                  </Button>
                  <ConfirmPopover
                    title="确定从采购车删除这件商品吗？"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => remove([line.id])}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </ConfirmPopover>
                </div>
              </div>
            ))}
          </section>
        );
      })}
      <div className={styles.bar}>
        <Checkbox
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          disabled={selectable.length === 0}
          onChange={(e) =>
            toggle(
              selectable.map((l) => l.id),
              e.target.checked,
            )
          }
        >
          全选
        </Checkbox>
        <ConfirmPopover
          title={`确定删除选中的 ${chosen.length} 件商品吗？`}
          okText="删除"
          cancelText="取消"
          disabled={chosen.length === 0}
          onConfirm={() => remove(chosen.map((l) => l.id))}
        >
          <Button type="link" danger disabled={chosen.length === 0}>
            删除选中
          </Button>
        </ConfirmPopover>
        <span className={styles.barSpacer} />
        <span>
          已选 <strong>{chosen.length}</strong> 种商品，共 {formatCount(totals.totalNum)} 件
        </span>
        <span>
          合计：
          <span className={styles.total} data-testid="cart-total">
            ¥{formatFen(totals.totalAmount)}
          </span>
        </span>
        <Button
          type="primary"
          size="large"
          disabled={chosen.length === 0}
          onClick={() => router.push(`/confirm-order?ids=${chosen.map((l) => l.id).join(',')}`)}
        >
          去结算
        </Button>
      </div>
      <MoveProjectDialog
        line={moving}
        onClose={() => setMoving(null)}
        onMoved={(total, name) => {
          setMoving(null);
          setTotal(total);
          void message.success(name ? `已移入项目「${name}」` : '已移入项目');
          void load(true);
        }}
      />
    </>
  );
}
