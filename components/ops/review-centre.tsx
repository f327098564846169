'use client';

import { Badge, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api';
import type {
  OpsApplicant,
  OpsCertification,
  OpsDesigner,
  OpsOverview,
  OpsSupplierSignup,
} from '@/api/types';
import { childTypeName, companyTypeName, designerTypeName } from '@/lib/certification';
import { IDENTITY_NAME, tenantStatusDesc } from '@/lib/identity';
import { FilePreview } from './file-preview';
import styles from './ops.module.css';
import { PendingList } from './pending-list';
import { ProductReview } from './product-review';
import { ReviewTrail, SUBJECT_NAME } from './review-trail';
import { SupplierApplications } from './supplier-applications';

const time = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '—');

function Applicant({ applicant }: { applicant: OpsApplicant | null }) {
  if (!applicant) return <span className={styles.muted}>—</span>;
  return (
    <span>
      {applicant.name}
      <br />
      <span className={styles.muted}>{applicant.phone}</span>
    </span>
  );
}

const certificationColumns: TableColumnsType<OpsCertification> = [
  {
    title: '企业名称 / 信用代码',
    key: 'company',
    width: 220,
    render: (_, row) => (
      <span>
        {row.companyName}
        <br />
        <span className={styles.muted}>{row.creditCode ?? '—'}</span>
      </span>
    ),
  },
  {
    title: '认证身份',
    dataIndex: 'type',
    render: (type: 1 | 2) => <Tag color={type === 1 ? 'blue' : 'green'}>{IDENTITY_NAME[type]}</Tag>,
  },
  {
    title: '企业子类型',
    dataIndex: 'childType',
    render: (code: number | null) => childTypeName(code) ?? '—',
  },
  {
    title: '企业类型',
    dataIndex: 'companyType',
    render: (code: number) => companyTypeName(code) ?? '—',
  },
  {
    title: '认证资料',
    key: 'files',
    render: (_, row) => (
      <div className={styles.files}>
        <FilePreview url={row.businessLicenseUrl} label="营业执照" />
        <FilePreview url={row.authorizationUrl} label="授权委托书" />
      </div>
    ),
  },
  {
    title: '服务类目',
    key: 'categories',
    render: (_, row) =>
      row.serveCategories.length ? (
        <div className={styles.tags}>
          {row.serveCategories.map((c) => (
            <Tag key={c.id}>{c.name}</Tag>
          ))}
        </div>
      ) : (
        '—'
      ),
  },
  {
    title: '申请人',
    key: 'applicant',
    render: (_, row) => <Applicant applicant={row.applicant} />,
  },
  { title: '提交时间', dataIndex: 'submittedAt', render: time },
];

const signupColumns: TableColumnsType<OpsSupplierSignup> = [
  { title: '企业名称', dataIndex: 'companyName', width: 240 },
  {
    title: '企业子类型',
    dataIndex: 'childType',
    render: (code: number | null) => childTypeName(code) ?? '—',
  },
  {
    title: '当前状态',
    dataIndex: 'tenantStatus',
    render: (status: string | null) => tenantStatusDesc(status) ?? '—',
  },
  {
    title: '报名人',
    key: 'applicant',
    render: (_, row) => <Applicant applicant={row.applicant} />,
  },
  { title: '报名时间', dataIndex: 'createdAt', render: time },
];

const designerColumns: TableColumnsType<OpsDesigner> = [
  {
    title: '账号',
    key: 'account',
    render: (_, row) => (
      <Applicant applicant={{ id: row.userId, name: row.name, phone: row.phone }} />
    ),
  },
  { title: '真实姓名', dataIndex: 'realName', render: (name: string) => name || '—' },
  {
    title: '设计师类型',
    dataIndex: 'designerType',
    render: (code: number) => designerTypeName(code) ?? '—',
  },
  {
    title: '认证资料',
    key: 'files',
    render: (_, row) => (
      <div className={styles.files}>
        <FilePreview url={row.idCardUrl} label="身份证明" />
        {row.worksUrls.map((url, i) => (
          <FilePreview key={url} url={url} label={`作品${i + 1}`} />
        ))}
      </div>
    ),
  },
  { title: '提交时间', dataIndex: 'submittedAt', render: time },
];

function tabLabel(text: string, count: number | undefined) {
  return (
    <span>
      {text} <Badge count={count ?? 0} size="small" overflowCount={99} />
    </span>
  );
}

/**
 * 审核中心 (a section of /ops): pending company certifications, selected-supplier sign-ups,
 * designer certifications and products, each approved or rejected with a reason; supplier
 * applications; and the review trail.
 */
export function ReviewCentre() {
  const [overview, setOverview] = useState<OpsOverview | null>(null);
  const refresh = useCallback(() => {
    api.opsOverview().then(setOverview, () => undefined);
  }, []);
  useEffect(refresh, [refresh]);

  const pending = overview?.pending;
  return (
    <div className={styles.card}>
      <Tabs
        items={[
          {
            key: 'company',
            label: tabLabel(SUBJECT_NAME.company, pending?.certifications),
            children: (
              <PendingList<OpsCertification>
                kind={SUBJECT_NAME.company}
                load={api.opsCertifications}
                decide={(id, decision) => api.opsReviewCertification(id, decision)}
                rowId={(row) => row.id}
                rowLabel={(row) => row.companyName}
                columns={certificationColumns}
                onDecided={refresh}
              />
            ),
          },
          {
            key: 'signup',
            label: tabLabel(SUBJECT_NAME.selected_supplier, pending?.signups),
            children: (
              <PendingList<OpsSupplierSignup>
                kind={SUBJECT_NAME.selected_supplier}
                load={api.opsSupplierSignups}
                decide={(id, decision) => api.opsReviewSupplierSignup(id, decision)}
                rowId={(row) => row.id}
                rowLabel={(row) => row.companyName}
                columns={signupColumns}
                onDecided={refresh}
              />
            ),
          },
          {
            key: 'designer',
            label: tabLabel(SUBJECT_NAME.designer, pending?.designers),
            children: (
              <PendingList<OpsDesigner>
                kind={SUBJECT_NAME.designer}
                load={api.opsDesigners}
                decide={(id, decision) => api.opsReviewDesigner(id, decision)}
                rowId={(row) => row.userId}
                rowLabel={(row) => row.realName || row.name}
                columns={designerColumns}
                onDecided={refresh}
              />
            ),
          },
          {
            key: 'product',
            label: '商品审核',
            children: <ProductReview onDecided={refresh} />,
          },
          { key: 'application', label: '供应商入驻申请', children: <SupplierApplications /> },
          { key: 'trail', label: '审核记录', children: <ReviewTrail /> },
        ]}
      />
    </div>
  );
}
