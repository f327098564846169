'use client';

import {
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Result,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { OpsUser, OpsUserDetail } from '@/api/modules/ops-users';
import { useDialogs } from '@/components/dialogs';
import { MallForm } from '@/components/forms/mall-form';
import { formatDateTime } from '@/lib/format';
import { zodRule } from '@/lib/form-rule';
import { IDENTITY_NAME, tenantStatusDesc } from '@/lib/identity';
import {
  DISABLE_REASON_MAX,
  disableReasonSchema,
  OPS_SEARCH_MAX,
  OPS_USER_STATUS_NAME,
  OPS_USER_STATUSES,
  type OpsUserStatus,
} from '@/lib/ops-users';
import { CertificationHistory } from './history';
import consoleStyles from '../console.module.css';
import { PagedTable } from '../paged-table';
import { usePagedList } from '../use-paged-list';
import styles from './users.module.css';

const PAGE_SIZE = 20;

type Filter = { keyword?: string; status?: OpsUserStatus };

function StatusTags({ user }: { user: OpsUser }) {
  return (
    <Space size={4} wrap>
      {user.disabledAt ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>}
      {user.loginLimited ? <Tag color="orange">登录受限</Tag> : null}
      {user.isOperator ? <Tag color="blue">运营</Tag> : null}
    </Space>
  );
}

/** Users by phone, name, enterprise name or credit code, with 停用/启用 and 解除登录限制. */
export function Users() {
  const [draft, setDraft] = useState<Filter>({});
  const list = usePagedList<OpsUser, Filter>(api.opsUsers, PAGE_SIZE);
  const [open, setOpen] = useState<number | null>(null);

  const search = list.search;

  const columns: TableColumnsType<OpsUser> = [
    {
      title: '用户',
      key: 'user',
      render: (_, u) => (
        <span>
          {u.name}
          <br />
          <span className={consoleStyles.muted}>{u.phone}</span>
        </span>
      ),
    },
    {
      title: '企业身份',
      key: 'identities',
      render: (_, u) =>
        u.identities.length
          ? u.identities.map((i) => (
              <div key={i.id}>
                {i.name} <Tag>{IDENTITY_NAME[i.type as 1 | 2] ?? '企业'}</Tag>
              </div>
            ))
          : '个人',
    },
    { title: '状态', key: 'status', render: (_, u) => <StatusTags user={u} /> },
    {
      title: '注册时间',
      dataIndex: 'createdAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, u) => (
        <Button
          type="link"
          size="small"
          onClick={() => setOpen(u.id)}
          aria-label={`查看用户 ${u.phone}`}
        >
          查看
        </Button>
      ),
    },
  ];

  return (
    <>
      <form
        className={consoleStyles.toolbar}
        role="search"
        aria-label="查找用户"
        onSubmit={(e) => {
          e.preventDefault();
          search({ keyword: draft.keyword?.trim() || undefined, status: draft.status });
        }}
      >
        <label className={styles.field}>
          <span>手机号 / 姓名 / 企业名 / 信用代码</span>
          <Input
            allowClear
            maxLength={OPS_SEARCH_MAX}
            placeholder="如 138、张三或 91350100M"
            value={draft.keyword ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))}
          />
        </label>
        <label className={styles.field}>
          <span>账号状态</span>
          <Select<OpsUserStatus>
            aria-label="账号状态"
            value={draft.status ?? 'all'}
            onChange={(status) => setDraft((d) => ({ ...d, status }))}
            options={OPS_USER_STATUSES.map((s) => ({ value: s, label: OPS_USER_STATUS_NAME[s] }))}
          />
        </label>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              search({});
            }}
          >
            重置
          </Button>
        </Space>
      </form>
      <PagedTable<OpsUser>
        list={list}
        pageSize={PAGE_SIZE}
        rowKey="id"
        columns={columns}
        failedTitle="用户加载失败"
        emptyText="没有符合条件的用户"
        totalText={(total) => `共 ${total} 位用户`}
      />
      <UserDrawer id={open} onClose={() => setOpen(null)} onChanged={list.reload} />
    </>
  );
}

function UserDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { message } = App.useApp();
  const { confirm } = useDialogs();
  const [detail, setDetail] = useState<{ id: number; user: OpsUserDetail | null } | null>(null);
  const [version, setVersion] = useState(0);
  const [disabling, setDisabling] = useState(false);

  useEffect(() => {
    if (id === null) return;
    let active = true;
    api.opsUser(id).then(
      (user) => active && setDetail({ id, user }),
      () => active && setDetail({ id, user: null }),
    );
    return () => {
      active = false;
    };
  }, [id, version]);

  const user = detail?.id === id ? detail.user : undefined;
  const changed = (text: string) => {
    void message.success(text);
    setVersion((v) => v + 1);
    onChanged();
  };

  const enable = (u: OpsUser) =>
    confirm({
      title: '启用用户',
      content: `确定启用「${u.name}（${u.phone}）」吗？启用后可以重新登录。`,
      onOk: async () => {
        await api.opsEnableUser(u.id);
        changed('已启用');
      },
    });
  const unlock = (u: OpsUser) =>
    confirm({
      title: '解除登录限制',
      content: `清除「${u.phone}」的 ${u.loginFailures} 次登录失败记录，下次登录不再要求验证码或等待。`,
      onOk: async () => {
        await api.opsUnlockUser(u.id);
        changed('已解除登录限制');
      },
    });

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      title={user ? `用户：${user.name}（${user.phone}）` : '用户详情'}
      loading={user === undefined}
      extra={
        user ? (
          <Space>
            {user.loginFailures > 0 ? (
              <Button onClick={() => void unlock(user)}>解除登录限制</Button>
            ) : null}
            {user.disabledAt ? (
              <Button type="primary" onClick={() => void enable(user)}>
                启用
              </Button>
            ) : (
              <Button danger onClick={() => setDisabling(true)}>
                停用
              </Button>
            )}
          </Space>
        ) : null
      }
    >
      {user === null ? <Result status="error" title="用户加载失败" /> : null}
      {user ? (
        <>
          <Descriptions
            column={2}
            size="small"
            items={[
              { key: 'status', label: '状态', children: <StatusTags user={user} /> },
              { key: 'created', label: '注册时间', children: formatDateTime(user.createdAt) },
              { key: 'sessions', label: '登录中的会话', children: user.activeSessions },
              { key: 'failures', label: '未清除的登录失败', children: user.loginFailures },
              ...(user.disabledAt
                ? [
                    { key: 'at', label: '停用时间', children: formatDateTime(user.disabledAt) },
                    { key: 'why', label: '停用原因', children: user.disabledReason ?? '—' },
                  ]
                : []),
            ]}
          />
          <section className={styles.section} aria-labelledby="user-identities">
            <h3 id="user-identities">企业身份</h3>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={user.identities}
              locale={{ emptyText: '没有企业身份（个人账号）' }}
              columns={[
                {
                  title: '企业',
                  dataIndex: 'name',
                  render: (name: string, i) => (
                    <span>
                      {name} {i.active ? <Tag color="blue">当前身份</Tag> : null}
                      {i.isAdmin ? <Tag>管理员</Tag> : null}
                    </span>
                  ),
                },
                {
                  title: '信用代码',
                  dataIndex: 'creditCode',
                  render: (code: string | null) => code ?? '—',
                },
                {
                  title: '身份',
                  dataIndex: 'type',
                  render: (t: number) => IDENTITY_NAME[t as 1 | 2] ?? '—',
                },
                {
                  title: '认证状态',
                  key: 'state',
                  render: (_, i) =>
                    tenantStatusDesc(i.tenantStatus) ?? (i.status === 1 ? '已认证' : '未认证'),
                },
              ]}
            />
          </section>
          <section className={styles.section} aria-labelledby="user-history">
            <h3 id="user-history">认证记录</h3>
            <CertificationHistory rows={user.history} />
          </section>
          <DisableDialog
            user={disabling ? user : null}
            onCancel={() => setDisabling(false)}
            onDone={() => {
              setDisabling(false);
              changed('已停用，该用户的登录已全部失效');
            }}
          />
        </>
      ) : null}
    </Drawer>
  );
}

function DisableDialog({
  user,
  onCancel,
  onDone,
}: {
  user: OpsUser | null;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ reason?: string }>();
  const [sending, setSending] = useState(false);

  const submit = async ({ reason }: { reason?: string }) => {
    if (!user) return;
    setSending(true);
    try {
      await api.opsDisableUser(user.id, { reason: (reason ?? '').trim() });
      form.resetFields();
      onDone();
    } catch {
      // The request layer showed the server's message; the reason stays.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={user !== null}
      title={user ? `停用：${user.name}（${user.phone}）` : ''}
      okText="确定停用"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: sending }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p className={consoleStyles.muted}>
        停用后该用户不能登录，已登录的页面下一次请求即退出登录。
      </p>
      <MallForm form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="停用原因" name="reason" required rules={[zodRule(disableReasonSchema)]}>
          <Input.TextArea
            maxLength={DISABLE_REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </MallForm>
    </Modal>
  );
}
