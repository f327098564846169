'use client';

import { useCallback } from 'react';
import { getRequestSettings } from '@/api/request';
import { useDialogs } from '@/components/dialogs';
import { buildLoginUrl } from '@/lib/account-links';
import type { GuardOutcome } from '@/lib/certification';
import { useMallFeedback } from '@/components/shell/mall-feedback';

/**
 * Acts on a guard of lib/certification (workbenchGuard, showroomGuard, quickBidGuard): true
 * lets the action go ahead; otherwise the user sees why — the login page, a toast, or the auth
 * dialog — and false comes back.
 *
 *   const pass = useGuard();
 *   if (pass(workbenchGuard(user, enterprises))) window.open(workbenchUrl);
 */
export function useGuard(): (outcome: GuardOutcome | null) => boolean {
  const { message } = useMallFeedback();
  const { authTip } = useDialogs();
  return useCallback(
    (outcome: GuardOutcome | null) => {
      if (!outcome) return true;
      if (outcome.kind === 'login') {
        void message.warning(outcome.message);
        const settings = getRequestSettings();
        window.location.assign(
          buildLoginUrl({
            accountSiteUrl: settings.accountSiteUrl,
            returnUrl: window.location.href,
            from: settings.loginFrom,
          }),
        );
      } else if (outcome.kind === 'message') {
        void message.warning(outcome.message);
      } else {
        authTip({
          status: outcome.status,
          enterpriseId: outcome.enterpriseId,
          type: outcome.type,
          content: outcome.message,
        });
      }
      return false;
    },
    [message, authTip],
  );
}
