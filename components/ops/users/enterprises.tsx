'use client';

import { Button, Descriptions, Drawer, Input, Result, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { OpsEnterprise, OpsEnterpriseDetail } from '@/api/modules/ops-users';
import { childTypeName } from '@/lib/certification';
import { formatDateTime } from '@/lib/format';
import { IDENTITY_NAME, tenantStatusDesc } from '@/lib/identity';
import { OPS_SEARCH_MAX } from '@/lib/ops-users';
import { CertificationHistory } from './history';
import consoleStyles from '../console.module.css';
import { PagedTable } from '../paged-table';
import { usePagedList } from '../use-paged-list';
import styles from './users.module.css';

const PAGE_SIZE = 20;
const STATUS_NAME: Record<number, string> = {
  1: '已认证',
  0: '待审核',
  [-1]: '未通过',
  [-2]: '未完善',
};

type Filter = { keyword?: string; type?: number };

const stateText = (e: OpsEnterprise) =>
  tenantStatusDesc(e.tenantStatus) ?? STATUS_NAME[e.status] ?? '—';

/** Enterprises by name, credit code or a member's phone, with members and certification history. */
export function Enterprises() {
  const [draft, setDraft] = useState<Filter>({});
  const list = usePagedList<OpsEnterprise, Filter>(api.opsEnterprises, PAGE_SIZE);
  const [open, setOpen] = useState<number | null>(null);

  const search = list.search;

  const columns: TableColumnsType<OpsEnterprise> = [
    { title: '企业名称', dataIndex: 'name' },
    {
      title: '统一社会信用代码',
      dataIndex: 'creditCode',
      width: 190,
      render: (code: string | null) => code ?? '—',
    },
    {
      title: '身份',
      key: 'type',
      render: (_, e) => (
        <span>
          {IDENTITY_NAME[e.type as 1 | 2] ?? '—'}
          {childTypeName(e.childType) ? (
            <>
              <br />
              <span className={consoleStyles.muted}>{childTypeName(e.childType)}</span>
            </>
          ) : null}
        </span>
      ),
    },
    { title: '认证状态', key: 'state', render: (_, e) => <Tag>{stateText(e)}</Tag> },
    { title: '成员', dataIndex: 'memberCount', width: 70, align: 'right' },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      width: 160,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, e) => (
        <Button
          type="link"
          size="small"
          onClick={() => setOpen(e.id)}
          aria-label={`查看企业 ${e.name}`}
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
        aria-label="查找企业"
        onSubmit={(e) => {
          e.preventDefault();
          search({ keyword: draft.keyword?.trim() || undefined, type: draft.type });
        }}
      >
        <label className={styles.field}>
          <span>企业名 / 信用代码 / 成员手机号</span>
          <Input
            allowClear
            maxLength={OPS_SEARCH_MAX}
            placeholder="如 森华木业或 91350100M"
            value={draft.keyword ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))}
          />
        </label>
        <label className={styles.field}>
          <span>企业身份</span>
          <Select<number>
            allowClear
            aria-label="企业身份"
            placeholder="全部"
            value={draft.type}
            onChange={(type) => setDraft((d) => ({ ...d, type }))}
            options={[
              { value: 1, label: IDENTITY_NAME[1] },
              { value: 2, label: IDENTITY_NAME[2] },
            ]}
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
      <PagedTable<OpsEnterprise>
        list={list}
        pageSize={PAGE_SIZE}
        rowKey="id"
        columns={columns}
        failedTitle="企业加载失败"
        emptyText="没有符合条件的企业"
        totalText={(total) => `共 ${total} 家企业`}
      />
      <EnterpriseDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}

function EnterpriseDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const [detail, setDetail] = useState<{ id: number; e: OpsEnterpriseDetail | null } | null>(null);

  useEffect(() => {
    if (id === null) return;
    let active = true;
    api.opsEnterprise(id).then(
      (e) => active && setDetail({ id, e }),
      () => active && setDetail({ id, e: null }),
    );
    return () => {
      active = false;
    };
  }, [id]);

  const e = detail?.id === id ? detail.e : undefined;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      title={e ? `企业：${e.name}` : '企业详情'}
      loading={e === undefined}
    >
      {e === null ? <Result status="error" title="企业加载失败" /> : null}
      {e ? (
        <>
          <Descriptions
            column={2}
            size="small"
            items={[
              {
                key: 'code',
                label: '统一社会信用代码',
                span: 2,
                children: e.creditCode ?? '—',
              },
              { key: 'type', label: '身份', children: IDENTITY_NAME[e.type as 1 | 2] ?? '—' },
              { key: 'child', label: '子类型', children: childTypeName(e.childType) ?? '—' },
              { key: 'state', label: '认证状态', children: stateText(e) },
              { key: 'created', label: '创建时间', children: formatDateTime(e.createdAt) },
              ...(e.rejectReason
                ? [{ key: 'why', label: '驳回原因', children: e.rejectReason }]
                : []),
            ]}
          />
          <section className={styles.section} aria-labelledby="enterprise-members">
            <h3 id="enterprise-members">成员</h3>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={e.members}
              locale={{ emptyText: '没有成员' }}
              columns={[
                { title: '姓名', dataIndex: 'name' },
                { title: '手机号', dataIndex: 'phone' },
                {
                  title: '状态',
                  key: 'state',
                  render: (_, m) => (
                    <Space size={4}>
                      {m.isAdmin ? <Tag>管理员</Tag> : null}
                      {m.disabled ? <Tag color="red">已停用</Tag> : null}
                    </Space>
                  ),
                },
              ]}
            />
          </section>
          <section className={styles.section} aria-labelledby="enterprise-history">
            <h3 id="enterprise-history">认证记录</h3>
            <CertificationHistory rows={e.history} />
          </section>
        </>
      ) : null}
    </Drawer>
  );
}
