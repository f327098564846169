'use client';

import { useCallback } from 'react';
import { LOGIN_REQUIRED_MESSAGE } from '@/api/messages';
import { getRequestSettings, LOGIN_REDIRECT_DELAY_MS } from '@/api/request';
import { buildLoginUrl } from '@/lib/account-links';
import { useMallFeedback } from '@/components/shell/mall-feedback';

/** A visitor's action: toast 请先登录, then the account site's login page after a moment. */
export function useLoginRedirect(): () => void {
  const { message } = useMallFeedback();
  return useCallback(() => {
    void message.warning(LOGIN_REQUIRED_MESSAGE);
    const settings = getRequestSettings();
    setTimeout(() => {
      window.location.assign(
        buildLoginUrl({
          accountSiteUrl: settings.accountSiteUrl,
          returnUrl: window.location.href,
          from: settings.loginFrom,
        }),
      );
    }, LOGIN_REDIRECT_DELAY_MS);
  }, [message]);
}
