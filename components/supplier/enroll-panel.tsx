'use client';

import { Alert } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api';
import type { Registration } from '@/api/modules/registration';
import { formatDateTime } from '@/lib/format';
import { REGISTRATION_STATUS, registrationStateText } from '@/lib/supplier';
import { useUserStore } from '@/stores/store-provider';
import { SignUpButton } from './sign-up-button';
import styles from './supplier.module.css';

const TONE = {
  [REGISTRATION_STATUS.pending]: 'info',
  [REGISTRATION_STATUS.approved]: 'success',
  [REGISTRATION_STATUS.rejected]: 'warning',
} as const;

/**
 * /enroll: where the signed-in user's enterprise stands in the plan (registration/info), and
 * 立即报名 through registration/submit, after which the state is read again.
 */
export function EnrollPanel() {
  const user = useUserStore((s) => s.userInfo);
  const [registration, setRegistration] = useState<Registration | null>(null);
  const load = useCallback(() => {
    api.registrationInfo(undefined, { skipErrorHandler: true }).then(setRegistration, () => null);
  }, []);
  useEffect(() => {
    if (user) load();
  }, [user, load]);

  const status = user ? (registration?.status ?? null) : null;
  const text = registrationStateText(status);
  return (
    <>
      {registration && text && status !== null ? (
        <Alert
          className={styles.enrollState}
          type={TONE[status as keyof typeof TONE] ?? 'info'}
          showIcon
          title={`${registration.enterpriseName}：${text}`}
          description={
            <>
              {registration.submittedAt ? (
                <span>报名时间：{formatDateTime(registration.submittedAt)}</span>
              ) : null}
              {registration.rejectReason ? <span> 原因：{registration.rejectReason}</span> : null}
            </>
          }
        />
      ) : null}
      <SignUpButton large via="registration" onSignedUp={load} />
    </>
  );
}
