'use client';

import { App, Button, Form, Input, Result, Select, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { OpsRoleEntry, OpsRoleGrant, RealmSummary } from '@/api/modules/ops-console';
import type { Page } from '@/api/types';
import { ConfirmPopover } from '@/components/forms/confirm-popover';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { formatDateTime } from '@/lib/format';
import { PHONE_INVALID_MSG, PHONE_PATTERN } from '@/lib/identity';
import { OPS_ROLE_KEYS, OPS_ROLES, opsGrantLabel, type OpsRole } from '@/lib/ops-roles';
import styles from '../realms/realms.module.css';

const PAGE_SIZE = 20;

type Loaded =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; page: Page<OpsRoleEntry> };

const ROLE_HINTS: Record<OpsRole, string> = {
  super: '全部功能，含角色管理',
  content: '专区、内容、类目与搜索词',
  auditor: '认证与商品审核、操作日志',
  realm: '仅所属专区的内容',
};

/** 角色管理: who holds which ops role; roles are given to a user found by phone. */
export function RolesSection() {
  const { message } = App.useApp();
  const [form] = Form.useForm<OpsRoleGrant>();
  const [saving, save] = useSaving();
  const [filter, setFilter] = useState<string | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [realms, setRealms] = useState<RealmSummary[]>([]);
  const role = Form.useWatch('role', form);

  useEffect(() => {
    let active = true;
    api.opsRoles({ pageNo, pageSize: PAGE_SIZE, phone: filter }).then(
      (page) => active && setLoaded({ kind: 'ready', page }),
      () => active && setLoaded({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [pageNo, filter, version]);

  useEffect(() => {
    api.opsRealms().then(setRealms, () => undefined);
  }, []);

  const reload = () => setVersion((v) => v + 1);

  const grant = (values: OpsRoleGrant) =>
    save(async () => {
      const entry = await api.opsGrantRole(values);
      void message.success(`已授予 ${entry.user.name} ${opsGrantLabel(entry)}`);
      form.resetFields();
      reload();
    });

  async function revoke(entry: OpsRoleEntry) {
    try {
      await api.opsRevokeRole(entry.id);
      void message.success(`已收回 ${entry.user.name} 的${opsGrantLabel(entry)}`);
      reload();
    } catch {
      // The request layer has shown why.
    }
  }

  const columns: TableColumnsType<OpsRoleEntry> = [
    {
      title: '用户',
      key: 'user',
      render: (_, row) => (
        <span>
          {row.user.name}
          <br />
          <span className={styles.muted}>{row.user.phone}</span>
        </span>
      ),
    },
    {
      title: '角色',
      key: 'role',
      render: (_, row) => (
        <Tag color={row.role === 'super' ? 'red' : 'blue'}>{opsGrantLabel(row)}</Tag>
      ),
    },
    { title: '授予时间', dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => (
        <ConfirmPopover
          title={`收回 ${row.user.name} 的${opsGrantLabel(row)}？`}
          okText="收回"
          cancelText="取消"
          onConfirm={() => revoke(row)}
        >
          <Button type="link" danger>
            收回
          </Button>
        </ConfirmPopover>
      ),
    },
  ];

  return (
    <div className={styles.card}>
      <MallForm<OpsRoleGrant> form={form} layout="inline" onFinish={(v) => void grant(v)}>
        <Form.Item
          label="手机号"
          name="phone"
          rules={[
            { required: true, message: '请输入手机号' },
            { pattern: PHONE_PATTERN, message: PHONE_INVALID_MSG },
          ]}
        >
          <Input maxLength={11} placeholder="要授予角色的用户手机号" />
        </Form.Item>
        <Form.Item label="角色" name="role" rules={[{ required: true, message: '请选择角色' }]}>
          <Select<OpsRole>
            aria-label="角色"
            style={{ width: 220 }}
            options={OPS_ROLE_KEYS.map((key) => ({
              value: key,
              label: `${OPS_ROLES[key]}（${ROLE_HINTS[key]}）`,
            }))}
          />
        </Form.Item>
        {role === 'realm' ? (
          <Form.Item
            label="所属专区"
            name="themeCode"
            rules={[{ required: true, message: '专区运营须选择所属专区' }]}
          >
            <Select<string>
              aria-label="所属专区"
              style={{ width: 200 }}
              options={realms.map((r) => ({ value: r.code, label: `${r.name}（${r.code}）` }))}
            />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          授予
        </Button>
      </MallForm>
      <div
        className={styles.toolbar}
        role="search"
        aria-label="按手机号查找"
        style={{ marginTop: 16 }}
      >
        <Input.Search
          aria-label="按手机号查找"
          allowClear
          maxLength={11}
          style={{ width: 280 }}
          placeholder="按手机号查找"
          onSearch={(v) => {
            setLoaded({ kind: 'loading' });
            setPageNo(1);
            setFilter(v.trim() || undefined);
          }}
        />
      </div>
      {loaded.kind === 'failed' ? (
        <Result
          status="error"
          title="角色列表加载失败"
          extra={<Button onClick={reload}>重新加载</Button>}
        />
      ) : (
        <Table<OpsRoleEntry>
          rowKey="id"
          loading={loaded.kind === 'loading'}
          columns={columns}
          dataSource={loaded.kind === 'ready' ? loaded.page.records : []}
          locale={{ emptyText: filter ? '该手机号没有运营角色' : '暂无运营角色' }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: loaded.kind === 'ready' ? loaded.page.total : 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (n) => {
              setLoaded({ kind: 'loading' });
              setPageNo(n);
            },
          }}
        />
      )}
    </div>
  );
}
