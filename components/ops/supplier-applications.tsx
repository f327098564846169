'use client';

import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { OpsSupplierApplication, Page } from '@/api/types';
import styles from './ops.module.css';

const PAGE_SIZE = 10;
const STATUS: Record<number, { text: string; color: string }> = {
  0: { text: '待联系', color: 'orange' },
  1: { text: '已联系', color: 'blue' },
  2: { text: '已关闭', color: 'default' },
};

const columns: TableColumnsType<OpsSupplierApplication> = [
  { title: '公司名称', dataIndex: 'name', width: 200 },
  {
    title: '主营产品',
    key: 'product',
    render: (_, r) => (
      <span>
        {r.product}
        <br />
        <span className={styles.muted}>
          {r.productMode} · {r.isQuoted ? '可报价' : '暂不报价'}
        </span>
      </span>
    ),
  },
  {
    title: '联系人',
    key: 'contact',
    render: (_, r) => (
      <span>
        {r.contactName}（{r.position}）
        <br />
        <span className={styles.muted}>
          {r.phone}
          {r.email ? ` · ${r.email}` : ''}
        </span>
      </span>
    ),
  },
  {
    title: '地址',
    key: 'address',
    render: (_, r) => `${r.province} ${r.city === r.province ? '' : r.city} ${r.address}`,
  },
  {
    title: '推荐',
    key: 'referral',
    render: (_, r) =>
      [
        r.sharerName ? `分享人 ${r.sharerName}（${r.shareCode}）` : null,
        r.referrer ? `推荐人 ${r.referrer}` : null,
      ]
        .filter(Boolean)
        .join('；') || '—',
  },
  {
    title: '提交账号',
    key: 'applicant',
    render: (_, r) => (r.applicant ? `${r.applicant.name} ${r.applicant.phone}` : '—'),
  },
  {
    title: '状态',
    dataIndex: 'status',
    render: (s: number) => <Tag color={STATUS[s]?.color}>{STATUS[s]?.text ?? s}</Tag>,
  },
  {
    title: '提交时间',
    dataIndex: 'createdAt',
    render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
  },
];

/** 供应商入驻申请 (/apply): newest first, for the operators to follow up. */
export function SupplierApplications() {
  const [pageNo, setPageNo] = useState(1);
  const [loaded, setLoaded] = useState<{
    pageNo: number;
    page: Page<OpsSupplierApplication> | null;
  } | null>(null);

  useEffect(() => {
    let active = true;
    api.opsSupplierApplications({ pageNo, pageSize: PAGE_SIZE }).then(
      (page) => active && setLoaded({ pageNo, page }),
      () => active && setLoaded({ pageNo, page: null }),
    );
    return () => {
      active = false;
    };
  }, [pageNo]);

  return (
    <Table<OpsSupplierApplication>
      rowKey="id"
      size="middle"
      aria-label="供应商入驻申请"
      loading={loaded?.pageNo !== pageNo}
      columns={columns}
      dataSource={loaded?.page?.records ?? []}
      locale={{ emptyText: '暂无供应商入驻申请' }}
      pagination={{
        current: pageNo,
        pageSize: PAGE_SIZE,
        total: loaded?.page?.total ?? 0,
        showSizeChanger: false,
        onChange: setPageNo,
      }}
    />
  );
}
