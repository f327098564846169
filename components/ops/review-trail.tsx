'use client';

import { Select, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { OpsReview, Page, ReviewSubject } from '@/api/types';
import { DESIGNER_STATUS } from '@/lib/certification';
import { ENTERPRISE_STATUS_DESC, isEnterpriseStatus, tenantStatusDesc } from '@/lib/identity';
import { AUDIT_STATUS_NAME, isAuditStatus } from '@/lib/supplier-product';
import styles from './ops.module.css';

export const SUBJECT_NAME: Record<ReviewSubject, string> = {
  company: '企业认证',
  selected_supplier: '优选供应商报名',
  designer: '设计师认证',
  product: '商品审核',
};

export const ACTION_NAME: Record<OpsReview['action'], { text: string; color: string }> = {
  submit: { text: '提交', color: 'blue' },
  resubmit: { text: '重新提交', color: 'blue' },
  approve: { text: '通过', color: 'green' },
  reject: { text: '驳回', color: 'red' },
};

const DESIGNER_STATUS_NAME: Record<number, string> = {
  [DESIGNER_STATUS.none]: '未认证',
  [DESIGNER_STATUS.certified]: '已认证',
  [DESIGNER_STATUS.pending]: '审核中',
  [DESIGNER_STATUS.rejected]: '未通过',
};

/** The audit trail's stored state (`<status>/<tenantStatus>` or a designer status) in words. */
export function describeState(subject: ReviewSubject, value: string | null): string {
  if (value === null) return '—';
  if (subject === 'designer') return DESIGNER_STATUS_NAME[Number(value)] ?? value;
  if (subject === 'product') return isAuditStatus(value) ? AUDIT_STATUS_NAME[value] : value;
  const [status, tenant] = value.split('/');
  const code = Number(status);
  const parts = [
    status !== '' && isEnterpriseStatus(code) ? ENTERPRISE_STATUS_DESC[code] : null,
    tenantStatusDesc(tenant),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : '未认证';
}

const PAGE_SIZE = 20;

/** 审核记录: who decided what, when and why. */
export function ReviewTrail() {
  const [subject, setSubject] = useState<ReviewSubject | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const [loaded, setLoaded] = useState<{ key: string; page: Page<OpsReview> | null } | null>(null);
  const key = `${subject ?? ''}:${pageNo}`;

  useEffect(() => {
    let active = true;
    const done = (page: Page<OpsReview> | null) =>
      active &&
      setLoaded((prev) => ({
        key: `${subject ?? ''}:${pageNo}`,
        page: page ?? prev?.page ?? null,
      }));
    api
      .opsReviews({ pageNo, pageSize: PAGE_SIZE, ...(subject ? { subject } : {}) })
      .then(done, () => done(null));
    return () => {
      active = false;
    };
  }, [pageNo, subject]);

  const page = loaded?.page ?? null;
  const loading = loaded?.key !== key;

  const columns: TableColumnsType<OpsReview> = [
    {
      title: '时间',
      dataIndex: 'createdAt',
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
    },
    { title: '类型', dataIndex: 'subject', render: (s: ReviewSubject) => SUBJECT_NAME[s] },
    {
      title: '对象',
      key: 'name',
      render: (_, r) => r.subjectName ?? `#${r.subjectId}`,
    },
    {
      title: '操作',
      dataIndex: 'action',
      render: (a: OpsReview['action']) => (
        <Tag color={ACTION_NAME[a].color}>{ACTION_NAME[a].text}</Tag>
      ),
    },
    {
      title: '状态变化',
      key: 'change',
      render: (_, r) =>
        `${describeState(r.subject, r.fromStatus)} → ${describeState(r.subject, r.toStatus)}`,
    },
    { title: '原因', dataIndex: 'reason', render: (reason: string | null) => reason ?? '—' },
    { title: '操作人', key: 'actor', render: (_, r) => r.actor?.name ?? '—' },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Select<ReviewSubject | undefined>
          aria-label="按类型筛选"
          allowClear
          placeholder="全部类型"
          style={{ width: 180 }}
          value={subject}
          onChange={(value) => {
            setSubject(value);
            setPageNo(1);
          }}
          options={(Object.keys(SUBJECT_NAME) as ReviewSubject[]).map((s) => ({
            value: s,
            label: SUBJECT_NAME[s],
          }))}
        />
      </div>
      <Table<OpsReview>
        rowKey="id"
        columns={columns}
        dataSource={page?.records ?? []}
        loading={loading}
        locale={{ emptyText: '暂无审核记录' }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
      />
    </>
  );
}
