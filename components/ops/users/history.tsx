'use client';

import { Table, Tag } from 'antd';
import type { OpsReview } from '@/api/types';
import { formatDateTime } from '@/lib/format';
import consoleStyles from '../console.module.css';
import { ACTION_NAME, SUBJECT_NAME } from '../review-trail';

/** Certification decisions about a user or an enterprise, newest first. */
export function CertificationHistory({ rows }: { rows: OpsReview[] }) {
  return (
    <Table<OpsReview>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: '没有认证记录' }}
      columns={[
        {
          title: '时间',
          dataIndex: 'createdAt',
          width: 150,
          render: (at: string) => formatDateTime(at),
        },
        {
          title: '事项',
          key: 'subject',
          render: (_, r) => (
            <span>
              {SUBJECT_NAME[r.subject]}
              {r.subjectName ? `：${r.subjectName}` : ''}
              {r.creditCode ? (
                <>
                  <br />
                  <span className={consoleStyles.muted}>信用代码 {r.creditCode}</span>
                </>
              ) : null}
            </span>
          ),
        },
        {
          title: '结果',
          dataIndex: 'action',
          width: 90,
          render: (a: OpsReview['action']) => (
            <Tag color={ACTION_NAME[a].color}>{ACTION_NAME[a].text}</Tag>
          ),
        },
        { title: '原因', dataIndex: 'reason', render: (r: string | null) => r ?? '—' },
        { title: '操作人', key: 'actor', width: 100, render: (_, r) => r.actor?.name ?? '申请人' },
      ]}
    />
  );
}
