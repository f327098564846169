'use client';

import { App, Button } from 'antd';
import { useState } from 'react';
import { api } from '@/api';
import { useLoginRedirect } from '@/components/product/detail/use-login-redirect';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { supportLine } from '@/lib/dialog';
import { signUpOutcome, SIGNUP_MSG } from '@/lib/supplier';
import { useAppStore, useMallStores } from '@/stores/store-provider';
import { refreshUserInfo } from '@/stores/user-store';

/** Lets the toast be read before the certification page opens. */
export const AUTH_REDIRECT_DELAY_MS = 1500;

/**
 * 立即报名 of the selected-supplier plan (spec §4, §5). The user's state is read afresh on
 * click, then: login; certify first or again (message, then /auth); wait while in review;
 * already a selected supplier; otherwise the sign-up is sent and 报名成功 is shown.
 */
export function SignUpButton({
  label = '立即报名',
  large = false,
  via = 'apply',
  onSignedUp,
}: {
  label?: string;
  large?: boolean;
  /** The call that signs up: apply/{tenantId}, or registration/submit on /enroll. */
  via?: 'apply' | 'registration';
  onSignedUp?: () => void;
}) {
  const stores = useMallStores();
  const { message } = App.useApp();
  const { openDialog } = useDialogs();
  const toLogin = useLoginRedirect();
  const hotline = useAppStore((s) => s.configuration.customerServiceHotline);
  const [busy, setBusy] = useState(false);

  async function signUp() {
    setBusy(true);
    try {
      const [user, enterprises] = await Promise.all([
        refreshUserInfo(stores.user),
        api
          .getUserEnterprises(undefined, { skipErrorHandler: true, signedInOnly: true })
          .catch(() => []),
      ]);
      const outcome = signUpOutcome(user, enterprises);
      switch (outcome.kind) {
        case 'login':
          toLogin();
          return;
        case 'auth':
          void message.warning(outcome.message);
          setTimeout(() => window.location.assign(outcome.url), AUTH_REDIRECT_DELAY_MS);
          return;
        case 'notice':
          openDialog({
            kind: outcome.level,
            title: '提示',
            content: outcome.message,
            okText: '知道了',
          });
          return;
        case 'open':
          try {
            await (via === 'registration'
              ? api.registrationSubmit({ enterpriseId: outcome.enterpriseId })
              : api.applyTenant(outcome.enterpriseId));
          } catch {
            return; // the request layer has shown why
          }
          await refreshUserInfo(stores.user);
          onSignedUp?.();
          openDialog({
            kind: 'success',
            title: SIGNUP_MSG.successTitle,
            content: (
              <>
                <p>{SIGNUP_MSG.successText}</p>
                {typeof hotline === 'string' && hotline ? <p>{supportLine(hotline)}</p> : null}
              </>
            ),
            okText: '知道了',
          });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      type="primary"
      size={large ? 'large' : 'middle'}
      loading={busy}
      onClick={() => void signUp()}
    >
      {label}
    </Button>
  );
}
