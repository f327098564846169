'use client';

import { Button, DatePicker, Drawer, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { api } from '@/api';
import type { OpsAuditEntry, OpsAuditFilter } from '@/api/modules/ops-console';
import { formatDateTime } from '@/lib/format';
import { auditChanges, auditValueText, opsActionLabel } from '@/lib/ops-audit';
import consoleStyles from '../console.module.css';
import { PagedTable } from '../paged-table';
import { usePagedList } from '../use-paged-list';
import styles from './audit-section.module.css';

const PAGE_SIZE = 20;

const FIELDS: { key: keyof OpsAuditFilter; label: string; hint: string; max: number }[] = [
  { key: 'actor', label: '操作人', hint: '手机号或姓名', max: 32 },
  { key: 'action', label: '操作', hint: '如 realm 或 realm.publish', max: 64 },
  { key: 'targetType', label: '对象类型', hint: '如 theme', max: 32 },
  { key: 'targetId', label: '对象编号', hint: '编号', max: 64 },
  { key: 'themeCode', label: '专区', hint: '专区代码，如 jinwan', max: 32 },
];

/** 操作日志: every ops action, filtered by who, what, which object, realm and time. */
export function AuditSection() {
  const [draft, setDraft] = useState<OpsAuditFilter>({});
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const list = usePagedList<OpsAuditEntry, OpsAuditFilter>(api.opsAudit, PAGE_SIZE);
  const [open, setOpen] = useState<OpsAuditEntry | null>(null);

  const search = list.search;

  const columns: TableColumnsType<OpsAuditEntry> = [
    {
      title: '时间',
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => formatDateTime(at, 'second'),
    },
    {
      title: '操作人',
      key: 'actor',
      render: (_, row) => (
        <span>
          {row.actor.name}
          <br />
          <span className={consoleStyles.muted}>{row.actor.phone}</span>
        </span>
      ),
    },
    {
      title: '操作',
      dataIndex: 'action',
      render: (action: string) => (
        <span>
          {opsActionLabel(action)}
          <br />
          <span className={consoleStyles.muted}>{action}</span>
        </span>
      ),
    },
    { title: '对象', key: 'target', render: (_, row) => `${row.targetType} #${row.targetId}` },
    { title: '专区', dataIndex: 'themeCode', render: (code: string | null) => code ?? '—' },
    {
      title: '变更',
      key: 'changes',
      render: (_, row) => {
        const n = auditChanges(row.before, row.after).length;
        return (
          <Button type="link" onClick={() => setOpen(row)} aria-label={`查看第 ${row.id} 条的变更`}>
            {n ? `${n} 项变更` : '查看'}
          </Button>
        );
      },
    },
  ];

  return (
    <div className={consoleStyles.card}>
      <form
        className={consoleStyles.toolbar}
        role="search"
        aria-label="筛选操作日志"
        onSubmit={(e) => {
          e.preventDefault();
          search({
            ...Object.fromEntries(
              Object.entries(draft).map(([k, v]) => [k, v?.trim() || undefined]),
            ),
            from: range?.[0]?.format('YYYY-MM-DD'),
            to: range?.[1]?.format('YYYY-MM-DD'),
          });
        }}
      >
        {FIELDS.map((f) => (
          <label key={f.key} className={consoleStyles.field}>
            <span>{f.label}</span>
            <Input
              allowClear
              placeholder={f.hint}
              maxLength={f.max}
              value={draft[f.key] ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
            />
          </label>
        ))}
        <label className={consoleStyles.field}>
          <span>时间</span>
          <DatePicker.RangePicker
            aria-label="时间"
            placeholder={['开始日期', '结束日期']}
            value={range}
            onChange={(v) => setRange(v)}
          />
        </label>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              setRange(null);
              search({});
            }}
          >
            重置
          </Button>
        </div>
      </form>
      <PagedTable<OpsAuditEntry>
        list={list}
        pageSize={PAGE_SIZE}
        rowKey="id"
        columns={columns}
        failedTitle="操作日志加载失败"
        emptyText="没有符合条件的操作记录"
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${opsActionLabel(open.action)} · ${open.targetType} #${open.targetId}` : ''}
        size={560}
      >
        {open ? <ChangeList entry={open} /> : null}
      </Drawer>
    </div>
  );
}

function ChangeList({ entry }: { entry: OpsAuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <div className={styles.changes}>
      <p className={consoleStyles.muted}>
        {entry.actor.name}（{entry.actor.phone}）于 {formatDateTime(entry.createdAt, 'second')}
      </p>
      {changes.length === 0 ? (
        <p>没有字段变化</p>
      ) : (
        <table className={styles.diff}>
          <caption className="visually-hidden">变更前后对比</caption>
          <thead>
            <tr>
              <th scope="col">字段</th>
              <th scope="col">变更前</th>
              <th scope="col">变更后</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field}>
                <th scope="row">{c.field || '值'}</th>
                <td className={styles.before}>{auditValueText(c.before)}</td>
                <td className={styles.after}>{auditValueText(c.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
