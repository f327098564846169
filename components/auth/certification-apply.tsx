'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { CertificationView } from '@/lib/certification';
import type { IdentityType } from '@/lib/identity';
import { CertificationSubmitted, REVIEW_DURATION_TEXT } from './auth-state';
import styles from './auth.module.css';
import { CertificationForm } from './certification-form';
import { DesignerCertificationForm } from './designer-certification-form';

export interface CertificationApplyProps {
  /** The form to fill: a company's (new or resubmitted) or a designer's. */
  view: Extract<CertificationView, { kind: 'company' | 'designer' }>;
  /** The identity preselected by the `type` query. */
  initialType?: IdentityType;
  /** The phone layout of /mobile/authentication: stays on the page after submitting. */
  compact?: boolean;
}

/** The certification form of /auth and /mobile/authentication, and what follows submitting. */
export function CertificationApply({ view, initialType, compact }: CertificationApplyProps) {
  const router = useRouter();
  const [submitted, setSubmitted] = useState(false);

  const done = (type?: IdentityType) => {
    if (compact) setSubmitted(true);
    else router.push(type ? `/auth/success?type=${type}` : '/auth/success');
  };

  if (submitted) return <CertificationSubmitted />;
  if (view.kind === 'designer') {
    return (
      <>
        <h1 className={styles.title}>设计师认证</h1>
        <p className={styles.lead}>提交真实姓名与身份证明，审核通过后即可使用设计师服务。</p>
        <DesignerCertificationForm info={view.info} onSubmitted={() => done()} />
      </>
    );
  }
  return (
    <>
      <h1 className={styles.title}>{view.existing ? '重新认证' : '企业认证'}</h1>
      <p className={styles.lead}>
        选择认证身份并上传营业执照与授权委托书，{REVIEW_DURATION_TEXT}。
      </p>
      {view.notice ? (
        <p className={styles.notice} role="status">
          {view.notice}，请重新提交企业认证。
        </p>
      ) : null}
      <CertificationForm
        initialType={initialType}
        existing={view.existing}
        onSubmitted={(result) => done(result.type)}
      />
    </>
  );
}
