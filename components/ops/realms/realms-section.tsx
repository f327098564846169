'use client';

import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Result, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api';
import type { RealmSummary } from '@/api/modules/ops-console';
import { ConfirmPopover } from '@/components/forms/confirm-popover';
import { formatDateTime } from '@/lib/format';
import { opsAllows } from '@/lib/ops-roles';
import type { ConsoleSectionProps } from '../console-menu';
import { RealmEditor } from './realm-editor';
import styles from './realms.module.css';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; realms: RealmSummary[] };

/** A realm's home on this port (realms are tested on *.localhost hosts of one server). */
function realmHome(domain: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${domain}${port ? `:${port}` : ''}/`;
}

/** 伙伴专区: every realm (a realm operator: their own), created, edited, published here. */
export function RealmsSection({ grants }: ConsoleSectionProps) {
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const platform = opsAllows(grants, { role: ['content'] });

  useEffect(() => {
    let active = true;
    api.opsRealms().then(
      (realms) => active && setLoaded({ kind: 'ready', realms }),
      () => active && setLoaded({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [version]);

  const reload = () => setVersion((v) => v + 1);
  const close = useCallback(() => setEditing(null), []);

  async function publish(realm: RealmSummary, published: boolean) {
    setBusy(realm.code);
    try {
      await api.opsPublishRealm(realm.code, { published });
      void message.success(
        published
          ? `「${realm.name}」已发布，其域名即刻生效`
          : `「${realm.name}」已下线，其域名回到主站`,
      );
      reload();
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(null);
    }
  }

  const columns: TableColumnsType<RealmSummary> = [
    {
      title: 'Logo',
      dataIndex: 'logo',
      width: 140,
      render: (logo: string, row) => (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded or data URL
        <img src={logo} alt={`${row.shortName} Logo`} className={styles.logo} />
      ),
    },
    {
      title: '专区',
      key: 'name',
      render: (_, row) => (
        <span>
          {row.name}
          <br />
          <span className={styles.muted}>{row.code}</span>
        </span>
      ),
    },
    {
      title: '域名',
      dataIndex: 'domains',
      render: (domains: string[], row) =>
        domains.map((d) =>
          row.published ? (
            <div key={d}>
              <a href={realmHome(d)} target="_blank" rel="noopener">
                {d}
              </a>
            </div>
          ) : (
            <div key={d}>{d}</div>
          ),
        ),
    },
    {
      title: '主色',
      dataIndex: 'themeColor',
      render: (color: string) => (
        <span>
          <span className={styles.swatch} style={{ background: color }} aria-hidden />
          {color}
        </span>
      ),
    },
    {
      title: '状态',
      key: 'state',
      render: (_, row) =>
        row.isDefault ? (
          <Tag color="blue">主站</Tag>
        ) : row.published ? (
          <Tag color="green">已发布</Tag>
        ) : (
          <Tag>未发布</Tag>
        ),
    },
    { title: '更新时间', dataIndex: 'updatedAt', render: (at: string) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Button type="link" onClick={() => setEditing(row.code)} aria-label={`编辑 ${row.name}`}>
            编辑
          </Button>
          {platform && !row.isDefault ? (
            <ConfirmPopover
              title={row.published ? `下线「${row.name}」？` : `发布「${row.name}」？`}
              description={
                row.published ? '下线后其域名显示主站内容' : '发布后其域名即刻显示该专区'
              }
              okText={row.published ? '下线' : '发布'}
              cancelText="取消"
              onConfirm={() => publish(row, !row.published)}
            >
              <Button type="link" loading={busy === row.code} danger={row.published}>
                {row.published ? '下线' : '发布'}
              </Button>
            </ConfirmPopover>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.card}>
      <div className={styles.toolbar}>
        <span className={styles.muted}>
          {platform
            ? '新专区创建后为未发布，发布后其域名才显示该专区'
            : '你可以编辑所负责专区的内容'}
        </span>
        {platform ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新建专区
          </Button>
        ) : null}
      </div>
      {loaded.kind === 'failed' ? (
        <Result
          status="error"
          title="专区列表加载失败"
          extra={<Button onClick={reload}>重新加载</Button>}
        />
      ) : (
        <Table<RealmSummary>
          rowKey="code"
          loading={loaded.kind === 'loading'}
          columns={columns}
          dataSource={loaded.kind === 'ready' ? loaded.realms : []}
          locale={{ emptyText: '暂无专区' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 个专区` }}
        />
      )}
      <RealmEditor
        editing={editing}
        canChangeDomains={platform}
        onClose={close}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </div>
  );
}
