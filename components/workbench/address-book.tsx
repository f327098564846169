'use client';

import { App, Button, Skeleton } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api';
import type { ReceiveAddress } from '@/api/modules/address';
import { AddressDialog } from '@/components/cart/address-dialog';
import { maskPhone } from '@/lib/account-settings';
import styles from './account.module.css';
import { ConfirmPopover } from '@/components/forms/confirm-popover';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; list: ReceiveAddress[] };

/** 收货地址 of 采购中心: list, add, edit, delete and the default address. */
export function AddressBook({ max }: { max: number }) {
  const { message } = App.useApp();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [dialog, setDialog] = useState<{ editing: ReceiveAddress | null } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      const list = await api.receiveAddressList(undefined, { skipErrorHandler: true });
      setState({ kind: 'ready', list });
    } catch {
      setState({ kind: 'failed' });
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first load of the list
    void load();
  }, [load]);

  async function act(id: number, work: () => Promise<unknown>, done: string) {
    setBusyId(id);
    try {
      await work();
      void message.success(done);
      await load();
    } catch {
      // the request layer has said why; the list is as it was
    } finally {
      setBusyId(null);
    }
  }

  if (state.kind === 'loading') return <Skeleton active paragraph={{ rows: 4 }} />;
  if (state.kind === 'failed') {
    return (
      <div className={styles.empty}>
        <p>收货地址加载失败，请稍后再试</p>
        <Button
          onClick={() => {
            setState({ kind: 'loading' });
            void load();
          }}
        >
          重新加载
        </Button>
      </div>
    );
  }
  const { list } = state;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          已保存 {list.length} 个地址，最多 {max} 个
        </p>
        <Button
          type="primary"
          disabled={list.length >= max}
          onClick={() => setDialog({ editing: null })}
        >
          新增收货地址
        </Button>
      </div>
      {list.length === 0 ? (
        <p className={styles.empty}>还没有收货地址，点击“新增收货地址”添加</p>
      ) : (
        <ul className={styles.list} aria-label="收货地址列表">
          {list.map((a) => (
            <li key={a.id} className={styles.item} data-testid="address-item">
              <div className={styles.itemBody}>
                <div className={styles.itemHead}>
                  <h2 className={styles.itemTitle}>{a.name}</h2>
                  <span className={styles.muted}>{maskPhone(a.phone)}</span>
                  {a.isDefault ? <span className={styles.tag}>默认地址</span> : null}
                </div>
                <p className={styles.itemText}>
                  {a.province}
                  {a.city === a.province ? '' : ` ${a.city}`} {a.address}
                </p>
              </div>
              <div className={styles.actions}>
                {a.isDefault ? null : (
                  <button
                    type="button"
                    className={styles.linkButton}
                    disabled={busyId === a.id}
                    onClick={() =>
                      void act(a.id!, () => api.receiveAddressSetDefault(a.id!), '已设为默认地址')
                    }
                  >
                    设为默认
                  </button>
                )}
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={`编辑 ${a.name} 的地址`}
                  onClick={() => setDialog({ editing: a })}
                >
                  编辑
                </button>
                <ConfirmPopover
                  title="确定删除这个收货地址吗？"
                  okText="删除"
                  cancelText="取消"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    act(a.id!, () => api.receiveAddressDelete(a.id!), '收货地址已删除')
                  }
                >
                  <button
                    type="button"
                    className={styles.linkButton}
                    disabled={busyId === a.id}
                    aria-label={`删除 ${a.name} 的地址`}
                  >
                    删除
                  </button>
                </ConfirmPopover>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void load();
        }}
      />
    </>
  );
}
