'use client';

import { App, Button, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { OpsDecision, Page, PageQuery } from '@/api/types';
import { useDialogs } from '@/components/dialogs';
import { RejectDialog } from './reject-dialog';

export const OPS_PAGE_SIZE = 10;

export interface PendingListProps<T> {
  /** What is reviewed, for the texts: 企业认证, 优选供应商报名, 设计师认证. */
  kind: string;
  load: (query: PageQuery) => Promise<Page<T>>;
  decide: (id: number, decision: OpsDecision) => Promise<unknown>;
  rowId: (row: T) => number;
  /** The row's name in dialogs, e.g. the company name. */
  rowLabel: (row: T) => string;
  columns: TableColumnsType<T>;
  /** Called after every decision, e.g. to refresh the tab counts. */
  onDecided: () => void;
  /** Decides the selected rows at once (批量通过 / 批量驳回); answers the ids it could not. */
  decideMany?: (ids: number[], decision: OpsDecision) => Promise<{ failed: { id: number }[] }>;
}

/** A page of pending applications with 通过 / 驳回 on each row. */
export function PendingList<T extends object>({
  kind,
  load,
  decide,
  rowId,
  rowLabel,
  columns,
  onDecided,
  decideMany,
}: PendingListProps<T>) {
  const { message } = App.useApp();
  const { confirm } = useDialogs();
  const [pageNo, setPageNo] = useState(1);
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; page: Page<T> } | null>(null);
  const [rejecting, setRejecting] = useState<T | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [rejectingMany, setRejectingMany] = useState(false);
  const key = `${pageNo}:${version}`;

  useEffect(() => {
    let active = true;
    load({ pageNo, pageSize: OPS_PAGE_SIZE }).then(
      (next) => {
        if (!active) return;
        // Deciding the last row of a later page leaves it empty: step back.
        if (next.records.length === 0 && pageNo > 1) setPageNo(pageNo - 1);
        else setLoaded({ key: `${pageNo}:${version}`, page: next });
      },
      () => active && setLoaded((prev) => (prev ? { ...prev, key: `${pageNo}:${version}` } : prev)),
    );
    return () => {
      active = false;
    };
  }, [load, pageNo, version]);

  const page = loaded?.page ?? null;
  const loading = loaded?.key !== key;

  const decided = useCallback(
    (text: string) => {
      void message.success(text);
      setSelected([]);
      setVersion((v) => v + 1);
      onDecided();
    },
    [message, onDecided],
  );

  const decideSelected = async (decision: OpsDecision) => {
    if (!decideMany) return;
    const { failed } = await decideMany(selected, decision);
    const done = selected.length - failed.length;
    const verb = decision.action === 'approve' ? '通过' : '驳回';
    decided(
      failed.length
        ? `已${verb} ${done} 个，${failed.length} 个已被他人处理`
        : `已${verb} ${done} 个`,
    );
  };

  const approveSelected = () =>
    confirm({
      title: `批量通过${kind}`,
      content: `确定通过选中的 ${selected.length} 个${kind}吗？`,
      onOk: () => decideSelected({ action: 'approve' }),
    });

  const approve = (row: T) =>
    confirm({
      title: `通过${kind}`,
      content: `确定通过「${rowLabel(row)}」的${kind}吗？`,
      onOk: async () => {
        await decide(rowId(row), { action: 'approve' });
        decided('已通过');
      },
    });

  const actions: TableColumnsType<T>[number] = {
    title: '操作',
    key: 'actions',
    width: 150,
    fixed: 'right',
    render: (_: unknown, row: T) => (
      <Space>
        <Button type="primary" size="small" onClick={() => void approve(row)}>
          通过
        </Button>
        <Button danger size="small" onClick={() => setRejecting(row)}>
          驳回
        </Button>
      </Space>
    ),
  };

  return (
    <>
      {decideMany ? (
        <Space style={{ marginBottom: 12 }} aria-label="批量操作">
          <Button
            type="primary"
            disabled={selected.length === 0}
            onClick={() => void approveSelected()}
          >
            批量通过{selected.length ? `（${selected.length}）` : ''}
          </Button>
          <Button danger disabled={selected.length === 0} onClick={() => setRejectingMany(true)}>
            批量驳回{selected.length ? `（${selected.length}）` : ''}
          </Button>
        </Space>
      ) : null}
      <Table<T>
        rowSelection={
          decideMany
            ? {
                selectedRowKeys: selected.map(String),
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (row) => ({ 'aria-label': `选择「${rowLabel(row)}」` }),
              }
            : undefined
        }
        rowKey={(row) => String(rowId(row))}
        columns={[...columns, actions]}
        dataSource={page?.records ?? []}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: `暂无待审核的${kind}` }}
        pagination={{
          current: pageNo,
          pageSize: OPS_PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: setPageNo,
        }}
      />
      <RejectDialog
        target={rejecting ? rowLabel(rejecting) : null}
        onCancel={() => setRejecting(null)}
        onReject={async (reason) => {
          if (!rejecting) return;
          await decide(rowId(rejecting), { action: 'reject', reason });
          setRejecting(null);
          decided('已驳回');
        }}
      />
      {decideMany ? (
        <RejectDialog
          target={rejectingMany ? `选中的 ${selected.length} 个${kind}` : null}
          onCancel={() => setRejectingMany(false)}
          onReject={async (reason) => {
            await decideSelected({ action: 'reject', reason });
            setRejectingMany(false);
          }}
        />
      ) : null}
    </>
  );
}
