import Link from 'next/link';
import { childTypeName, companyTypeName } from '@/lib/certification';
import {
  companyCertificationView,
  designerCertificationView,
  type CertificationView,
} from '@/lib/enterprise-view';
import { formatDateTime } from '@/lib/format';
import { ENTERPRISE_STATUS_DESC, IDENTITY_NAME, isEnterpriseStatus } from '@/lib/identity';
import { TOP_TYPE } from '@/lib/roles';
import type { WorkbenchSide } from '@/lib/workbench-nav';
import { certificationInfo } from '@/server/services/certification';
import { lastReview } from '@/server/services/enterprise-overview';
import { listUserEnterprises } from '@/server/services/identity/enterprise';
import { workbenchViewer } from '@/server/services/workbench-viewer';
import styles from './account.module.css';
import frame from './workbench.module.css';

const TONE_CLASS = {
  ok: styles.statusOk,
  wait: styles.statusWait,
  fail: styles.statusFail,
  none: '',
} as const;

function StatusFacts({ view, reviewedAt }: { view: CertificationView; reviewedAt?: string }) {
  return (
    <>
      <dt>认证状态</dt>
      <dd>
        <span className={`${styles.status} ${TONE_CLASS[view.tone]}`} data-testid="cert-status">
          {view.label}
        </span>
      </dd>
      {view.reason ? (
        <>
          <dt>驳回原因</dt>
          <dd>{view.reason}</dd>
        </>
      ) : null}
      {reviewedAt ? (
        <>
          <dt>最近处理时间</dt>
          <dd>{formatDateTime(reviewedAt)}</dd>
        </>
      ) : null}
    </>
  );
}

/** 企业信息与认证 of every centre: the identity in use, its certification and the others held. */
export async function EnterpriseInfo({ side }: { side: WorkbenchSide }) {
  const viewer = await workbenchViewer(side);
  if (!viewer.allowed) return null;
  const { info, user } = viewer;
  const [current, identities] = await Promise.all([
    certificationInfo(user.id),
    listUserEnterprises(user.id),
  ]);
  const review = current ? await lastReview('company', current.id) : null;
  const company = companyCertificationView(current, review?.reason ?? null);
  const designer = info.isDesignerAccount ? await lastReview('designer', user.id) : null;
  const designerView = info.isDesignerAccount
    ? designerCertificationView(info.designerStatus ?? 0, designer?.reason ?? null)
    : null;
  const inUse =
    info.topType === TOP_TYPE.other ? '个人（未使用企业身份）' : IDENTITY_NAME[info.topType];

  return (
    <>
      <h1 className={frame.pageTitle}>企业信息与认证</h1>
      <section className={frame.panel} aria-labelledby="identity-title">
        <h2 id="identity-title" className={styles.sectionTitle}>
          当前身份
        </h2>
        <dl className={styles.facts}>
          <dt>账号</dt>
          <dd>{info.name}</dd>
          <dt>当前身份</dt>
          <dd>{inUse}</dd>
          <dt>企业名称</dt>
          <dd>{current?.name ?? '—'}</dd>
          <dt>企业类型</dt>
          <dd>
            {current ? IDENTITY_NAME[current.type] : '—'}
            {current && companyTypeName(current.companyType)
              ? `（${companyTypeName(current.companyType)}）`
              : ''}
          </dd>
          <dt>子类型</dt>
          <dd>{childTypeName(current?.childType) ?? '—'}</dd>
          {current?.tenantStatusDesc ? (
            <>
              <dt>供应商状态</dt>
              <dd>{current.tenantStatusDesc}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className={frame.panel} aria-labelledby="cert-title">
        <h2 id="cert-title" className={styles.sectionTitle}>
          企业认证
        </h2>
        <dl className={styles.facts}>
          <StatusFacts view={company} reviewedAt={review?.at} />
        </dl>
        {company.tone === 'wait' ? (
          <p className={styles.muted}>
            认证资料已提交，平台审核通常在 1-3 个工作日内完成，
            <Link href="/auth" prefetch={false}>
              查看提交的资料
            </Link>
            。
          </p>
        ) : null}
        {company.action ? (
          <p>
            <Link className="ant-btn ant-btn-primary" href={company.action.href} prefetch={false}>
              {company.action.label}
            </Link>
          </p>
        ) : null}
      </section>
      {designerView ? (
        <section className={frame.panel} aria-labelledby="designer-title">
          <h2 id="designer-title" className={styles.sectionTitle}>
            设计师认证
          </h2>
          <dl className={styles.facts}>
            <StatusFacts view={designerView} reviewedAt={designer?.at} />
          </dl>
          {designerView.action ? (
            <p>
              <Link href={designerView.action.href} prefetch={false}>
                {designerView.action.label}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      {identities.length > 1 ? (
        <section className={frame.panel} aria-labelledby="identities-title">
          <h2 id="identities-title" className={styles.sectionTitle}>
            我的全部身份
          </h2>
          <ul className={styles.list}>
            {identities.map((e) => (
              <li key={e.id} className={styles.item}>
                <span className={styles.tag}>{IDENTITY_NAME[e.type]}</span>
                <span className={styles.itemBody}>{e.name}</span>
                <span className={styles.muted}>
                  {isEnterpriseStatus(e.status) ? ENTERPRISE_STATUS_DESC[e.status] : ''}
                  {e.id === info.enterpriseId ? '（当前）' : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
