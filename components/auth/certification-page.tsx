'use client';

import { Button, Skeleton } from 'antd';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { api, isApiError } from '@/api';
import { toUserInfo } from '@/api/adapters';
import { getRequestSettings } from '@/api/request';
import type { DesignerCertificationInfo, EnterpriseInfo, UserInfo } from '@/api/types';
import { buildLoginUrl } from '@/lib/account-links';
import { childTypeName, DESIGNER_STATUS } from '@/lib/certification';
import { AUTH_APPROVING_TEXT } from '@/lib/dialog';
import { IDENTITY_NAME, type IdentityType } from '@/lib/identity';
import { useMallStores } from '@/stores/store-provider';
import { AuthLinks, AuthState, CertificationSubmitted, REVIEW_DURATION_TEXT } from './auth-state';
import styles from './auth.module.css';
import { CertificationForm } from './certification-form';
import { DesignerCertificationForm } from './designer-certification-form';

type View =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'failed' }
  | { kind: 'company'; existing: EnterpriseInfo | null }
  | { kind: 'companyPending' | 'companyApproved'; existing: EnterpriseInfo }
  | { kind: 'designer'; info: DesignerCertificationInfo }
  | { kind: 'submitted' };

function identityOf(value: string | null): IdentityType | undefined {
  return value === '1' ? 1 : value === '2' ? 2 : undefined;
}

function idOf(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

async function loadView(
  type: IdentityType | undefined,
  enterpriseId: number | undefined,
  setUser: (user: UserInfo) => void,
): Promise<View> {
  let user: UserInfo;
  try {
    // Not silenced: a visitor gets the 请先登录 toast and the login redirect (spec §8).
    user = toUserInfo(await api.getUserLoginState());
  } catch (error) {
    return isApiError(error) && error.kind === 'unauthorized'
      ? { kind: 'visitor' }
      : { kind: 'failed' };
  }
  setUser(user);
  if (enterpriseId !== undefined) {
    // Someone else's or a missing enterprise: the toast says so, and a new certification starts.
    const existing = await api.tenantInfo({ enterpriseId }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    });
    if (!existing) return { kind: 'company', existing: null };
    if (existing.status === 0) return { kind: 'companyPending', existing };
    if (existing.status === 1) return { kind: 'companyApproved', existing };
    return { kind: 'company', existing };
  }
  if (type === 2 && user.isDesignerAccount) {
    return { kind: 'designer', info: await api.authenticationDetail() };
  }
  // Coming back after submitting: the enterprise in review is shown, not a blank form; after
  // approval, the company itself (a type in the query still asks for another identity's form).
  const approved = user.enterpriseStatus === 1 && type === undefined;
  if (user.enterpriseId !== null && (user.enterpriseStatus === 0 || approved)) {
    const existing = await api.tenantInfo({ enterpriseId: user.enterpriseId });
    if (existing?.status === 0) return { kind: 'companyPending', existing };
    if (existing?.status === 1) return { kind: 'companyApproved', existing };
  }
  return { kind: 'company', existing: null };
}

export interface CertificationPageProps {
  /** The phone layout of /mobile/authentication: stays on the page after submitting. */
  compact?: boolean;
  /** Workbench addresses of the theme, for the links after a decision. */
  supplierWorkbenchUrl?: string;
  developerWorkbenchUrl?: string;
}

/**
 * The certification flow of /auth and /mobile/authentication: a company (or, for a designer
 * account with type=2, a designer) certification; with enterpriseId (or id) in the query, the
 * rejected or incomplete enterprise is resubmitted.
 */
export function CertificationPage({
  compact,
  supplierWorkbenchUrl,
  developerWorkbenchUrl,
}: CertificationPageProps) {
  const router = useRouter();
  const query = useSearchParams();
  const stores = useMallStores();
  const type = identityOf(query.get('type'));
  const enterpriseId = idOf(query.get('enterpriseId') ?? query.get('id'));
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const setUser = useCallback(
    (user: UserInfo) => stores.user.getState().setUserInfo(user),
    [stores],
  );

  useEffect(() => {
    let active = true;
    loadView(type, enterpriseId, setUser).then(
      (next) => active && setView(next),
      () => active && setView({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [type, enterpriseId, setUser, attempt]);

  const workbenchOf = (t: IdentityType | undefined) =>
    t === 1 ? supplierWorkbenchUrl : developerWorkbenchUrl;

  const submitted = (submittedType?: IdentityType) => {
    if (compact) setView({ kind: 'submitted' });
    else router.push(submittedType ? `/auth/success?type=${submittedType}` : '/auth/success');
  };

  switch (view.kind) {
    case 'loading':
      return <Skeleton active paragraph={{ rows: 8 }} />;
    case 'visitor': {
      const settings = getRequestSettings();
      const loginUrl = buildLoginUrl({
        accountSiteUrl: settings.accountSiteUrl,
        returnUrl: typeof window === 'undefined' ? '/auth' : window.location.href,
        from: settings.loginFrom,
      });
      return (
        <AuthState icon="info" title="请先登录" text="登录后即可提交企业认证">
          <a className={`${styles.button} ${styles.primary}`} href={loginUrl}>
            去登录
          </a>
        </AuthState>
      );
    }
    case 'failed':
      return (
        <AuthState icon="info" title="认证信息加载失败" text="网络错误，请稍后再试">
          <Button onClick={() => setAttempt((n) => n + 1)}>重新加载</Button>
        </AuthState>
      );
    case 'submitted':
      return <CertificationSubmitted />;
    case 'companyPending':
      return (
        <AuthState
          icon="waiting"
          title="认证审核中"
          text={`${AUTH_APPROVING_TEXT}，${REVIEW_DURATION_TEXT}。`}
        >
          <SubmittedSummary enterprise={view.existing} />
          <AuthLinks />
        </AuthState>
      );
    case 'companyApproved':
      return (
        <AuthState icon="success" title="企业已认证" text={`${view.existing.name}已通过企业认证。`}>
          <AuthLinks workbenchHref={workbenchOf(view.existing.type)} />
        </AuthState>
      );
    case 'designer': {
      const status = view.info.designerStatus;
      if (status === DESIGNER_STATUS.pending) {
        return (
          <AuthState
            icon="waiting"
            title="设计师认证审核中"
            text={`${AUTH_APPROVING_TEXT}，${REVIEW_DURATION_TEXT}。`}
          >
            <AuthLinks />
          </AuthState>
        );
      }
      if (status === DESIGNER_STATUS.certified) {
        return (
          <AuthState icon="success" title="您已完成设计师认证">
            <AuthLinks />
          </AuthState>
        );
      }
      return (
        <>
          <h1 className={styles.title}>设计师认证</h1>
          <p className={styles.lead}>提交真实姓名与身份证明，审核通过后即可使用设计师服务。</p>
          <DesignerCertificationForm
            info={view.info}
            compact={compact}
            onSubmitted={() => submitted()}
          />
        </>
      );
    }
    case 'company':
      return (
        <>
          <h1 className={styles.title}>{view.existing ? '重新认证' : '企业认证'}</h1>
          <p className={styles.lead}>
            选择认证身份并上传营业执照与授权委托书，{REVIEW_DURATION_TEXT}。
          </p>
          <CertificationForm
            initialType={type}
            existing={view.existing}
            compact={compact}
            onSubmitted={(result) => submitted(result.type)}
          />
        </>
      );
  }
}

/** What was submitted, shown while it is in review. */
function SubmittedSummary({ enterprise }: { enterprise: EnterpriseInfo }) {
  const childType = childTypeName(enterprise.childType);
  return (
    <dl className={styles.summary} aria-label="已提交的认证资料">
      <dt>企业名称</dt>
      <dd>{enterprise.companyName ?? enterprise.name}</dd>
      {enterprise.creditCode ? (
        <>
          <dt>统一社会信用代码</dt>
          <dd>{enterprise.creditCode}</dd>
        </>
      ) : null}
      <dt>认证身份</dt>
      <dd>
        {IDENTITY_NAME[enterprise.type]}
        {childType ? `（${childType}）` : ''}
      </dd>
      {enterprise.businessLicenseUrl ? (
        <>
          <dt>营业执照</dt>
          <dd>
            <a href={enterprise.businessLicenseUrl} target="_blank" rel="noopener">
              查看
            </a>
          </dd>
        </>
      ) : null}
      {enterprise.authorizationUrl ? (
        <>
          <dt>授权委托书</dt>
          <dd>
            <a href={enterprise.authorizationUrl} target="_blank" rel="noopener">
              查看
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
