'use client';

import { App, Button, Empty, Form, Input, Modal, Progress, Result, Table } from 'antd';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { api, isApiError } from '@/api';
import type { ProjectSpend } from '@/api/modules/order';
import { fenToYuanInput, yuanInputToFen } from '@/lib/budget-input';
import { formatCount, formatFen } from '@/lib/format';
import { orderListHref } from '@/lib/order-list-query';
import { orderListPath } from './order-side';
import styles from './order.module.css';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; projects: ProjectSpend[] }
  | { kind: 'failed'; message: string };

async function fetchProjects(): Promise<Loaded> {
  try {
    return {
      kind: 'ready',
      projects: await api.getProjectSpends(undefined, { skipErrorHandler: true }),
    };
  } catch (error) {
    return {
      kind: 'failed',
      message: (isApiError(error) && error.serverMessage) || '项目加载失败，请稍后重试',
    };
  }
}

function SpendBar({ p }: { p: ProjectSpend }) {
  if (p.budget === null) {
    return (
      <span>
        已花费 ¥{formatFen(p.spent)} <span className={styles.muted}>· 未设预算</span>
      </span>
    );
  }
  const over = p.spent > p.budget;
  const percent =
    p.budget === 0 ? (p.spent > 0 ? 100 : 0) : Math.min(100, (p.spent / p.budget) * 100);
  return (
    <div className={styles.projectBar}>
      <Progress
        percent={Math.round(percent)}
        // exception draws in antd's colorError, which is our danger token.
        status={over ? 'exception' : 'normal'}
        aria-label={`${p.projectName} 预算使用`}
      />
      <span className={over ? styles.error : undefined}>
        ¥{formatFen(p.spent)} / ¥{formatFen(p.budget)}
        {over ? `（超出 ¥${formatFen(p.spent - p.budget)}）` : ''}
      </span>
    </div>
  );
}

/** 我的项目: each project's orders and spend against its budget; the budget is set here. */
export function ProjectSpends() {
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [editing, setEditing] = useState<ProjectSpend | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => fetchProjects().then(setLoaded), []);

  useEffect(() => {
    let active = true;
    void fetchProjects().then((next) => active && setLoaded(next));
    return () => {
      active = false;
    };
  }, []);

  async function save(budget: number | null) {
    if (!editing) return;
    setSaving(true);
    try {
      await api.setProjectBudget(editing.id, { budget });
      void message.success(budget === null ? '已清除项目预算' : '项目预算已保存');
      setEditing(null);
      await load();
    } catch {
      // Shown by the request layer; the dialog keeps the amount typed.
    } finally {
      setSaving(false);
    }
  }

  if (loaded.kind === 'failed') {
    return (
      <Result
        status="error"
        title={loaded.message}
        extra={<Button onClick={() => void load()}>重新加载</Button>}
      />
    );
  }

  return (
    <>
      <Table<ProjectSpend>
        rowKey="id"
        loading={loaded.kind === 'loading'}
        dataSource={loaded.kind === 'ready' ? loaded.projects : []}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description="还没有项目，可在下单时新建项目" /> }}
        columns={[
          { title: '项目', dataIndex: 'projectName' },
          {
            title: '地区',
            key: 'region',
            render: (_: unknown, p) =>
              [p.province, p.city && p.city !== p.province ? p.city : null]
                .filter(Boolean)
                .join(' ') || '—',
          },
          {
            title: '订单数',
            dataIndex: 'orderCount',
            align: 'right',
            render: (n: number, p) =>
              n > 0 ? (
                <Link
                  href={orderListHref(orderListPath('developer'), { keyword: p.projectName })}
                  aria-label={`查看项目 ${p.projectName} 的订单`}
                >
                  {formatCount(n)}
                </Link>
              ) : (
                0
              ),
          },
          { title: '花费 / 预算', key: 'spend', render: (_: unknown, p) => <SpendBar p={p} /> },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, p) => (
              <span className={styles.actions}>
                <Button
                  size="small"
                  onClick={() => setEditing(p)}
                  aria-label={`设置项目 ${p.projectName} 的预算`}
                >
                  {p.budget === null ? '设置预算' : '修改预算'}
                </Button>
                <Link href={orderListHref(orderListPath('developer'), { keyword: p.projectName })}>
                  查看订单
                </Link>
              </span>
            ),
          },
        ]}
      />
      {editing ? (
        <BudgetDialog
          project={editing}
          saving={saving}
          onCancel={() => setEditing(null)}
          onSave={(budget) => void save(budget)}
        />
      ) : null}
    </>
  );
}

/** The budget of one project in yuan; mounted while open, starting from the current budget. */
function BudgetDialog({
  project,
  saving,
  onCancel,
  onSave,
}: {
  project: ProjectSpend;
  saving: boolean;
  onCancel: () => void;
  onSave: (budget: number | null) => void;
}) {
  const [form] = Form.useForm<{ budget?: string }>();
  return (
    <Modal
      open
      title={`项目预算 · ${project.projectName}`}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: saving }}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {project.budget !== null ? (
            <Button danger disabled={saving} onClick={() => onSave(null)}>
              清除预算
            </Button>
          ) : null}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <MallForm
        form={form}
        layout="vertical"
        initialValues={{ budget: fenToYuanInput(project.budget) }}
        onFinish={(v) => {
          const parsed = yuanInputToFen(v.budget, '项目预算');
          if (parsed.ok) onSave(parsed.fen);
        }}
      >
        <Form.Item
          name="budget"
          label="项目预算（元）"
          extra="留空并保存即不设预算；超出预算的订单需审核人留意"
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const parsed = yuanInputToFen(value, '项目预算');
                if (!parsed.ok) throw new Error(parsed.message);
              },
            },
          ]}
        >
          <Input prefix="¥" inputMode="decimal" maxLength={13} placeholder="如 500000" />
        </Form.Item>
      </MallForm>
    </Modal>
  );
}
