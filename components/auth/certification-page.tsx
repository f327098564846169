import type { EnterpriseInfo } from '@/api/types';
import { childTypeName, DESIGNER_STATUS, type CertificationView } from '@/lib/certification';
import { AUTH_APPROVING_TEXT } from '@/lib/dialog';
import { IDENTITY_NAME, type IdentityType } from '@/lib/identity';
import { AuthLinks, AuthState, REVIEW_DURATION_TEXT } from './auth-state';
import styles from './auth.module.css';
import { CertificationApply } from './certification-apply';

export interface CertificationPageProps {
  /** What the signed-in user is shown (server/services/certification-page). */
  view: CertificationView;
  /** The identity the `type` query asks for. */
  initialType?: IdentityType;
  /** The phone layout of /mobile/authentication: stays on the page after submitting. */
  compact?: boolean;
  /** Workbench addresses of the theme, for the link after approval. */
  supplierWorkbenchUrl: string;
  developerWorkbenchUrl: string;
}

const IN_REVIEW_TEXT = `${AUTH_APPROVING_TEXT}，${REVIEW_DURATION_TEXT}。`;

/**
 * The certification flow of /auth and /mobile/authentication, rendered on the server: where the
 * company (or a designer's certification) stands, or the form to fill — a company's, a designer's
 * for a designer account with type=2, or the rejected enterprise to resubmit.
 */
export function CertificationPage({
  view,
  initialType,
  compact,
  supplierWorkbenchUrl,
  developerWorkbenchUrl,
}: CertificationPageProps) {
  switch (view.kind) {
    case 'companyPending':
      return (
        <AuthState icon="waiting" title="认证审核中" text={IN_REVIEW_TEXT}>
          <SubmittedSummary enterprise={view.existing} />
          <AuthLinks />
        </AuthState>
      );
    case 'companyApproved':
      return (
        <AuthState icon="success" title="企业已认证" text={`${view.existing.name}已通过企业认证。`}>
          <AuthLinks
            workbenchHref={view.existing.type === 1 ? supplierWorkbenchUrl : developerWorkbenchUrl}
          />
        </AuthState>
      );
    case 'designer':
      if (view.info.designerStatus === DESIGNER_STATUS.pending) {
        return (
          <AuthState icon="waiting" title="设计师认证审核中" text={IN_REVIEW_TEXT}>
            <AuthLinks />
          </AuthState>
        );
      }
      if (view.info.designerStatus === DESIGNER_STATUS.certified) {
        return (
          <AuthState icon="success" title="您已完成设计师认证">
            <AuthLinks />
          </AuthState>
        );
      }
      break;
    case 'company':
      break;
  }
  return <CertificationApply view={view} initialType={initialType} compact={compact} />;
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
