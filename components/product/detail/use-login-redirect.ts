'use client';

import { useCallback } from 'react';
import { LOGIN_REQUIRED_MESSAGE } from '@/api/messages';
import { redirectToLoginSoon } from '@/api/request';
import { useMallFeedback } from '@/components/shell/mall-feedback';

/** A visitor's action: toast 请先登录, then the account site's login page after a moment. */
export function useLoginRedirect(): () => void {
  const { message } = useMallFeedback();
  return useCallback(() => {
    void message.warning(LOGIN_REQUIRED_MESSAGE);
    redirectToLoginSoon();
  }, [message]);
}
