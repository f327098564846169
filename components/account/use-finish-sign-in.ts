'use client';

import { useCallback } from 'react';
import type { AccountSiteResult } from '@/api/modules/auth';
import { useMallStores } from '@/stores/store-provider';
import { returnTarget, type AccountQuery } from './account-navigation';

/**
 * After a sign-in: puts the user into the user store, then leaves with a full page load for
 * the return URL the server approved (checked against every realm's domains), else the
 * query's returnUrl when it is safe here, else where the server says to land (an approver with
 * orders waiting lands on 待我审核), else the home page.
 */
export function useFinishSignIn(query: AccountQuery, allowedHosts: readonly string[]) {
  const { user } = useMallStores();
  return useCallback(
    ({ userInfo, returnUrl, landingUrl }: AccountSiteResult) => {
      user.getState().setUserInfo(userInfo);
      const hosts = [window.location.hostname, ...allowedHosts];
      const landing =
        landingUrl?.startsWith('/') && !landingUrl.startsWith('//') ? landingUrl : '/';
      window.location.assign(
        returnUrl ?? (query.returnUrl ? returnTarget(query.returnUrl, hosts) : landing),
      );
    },
    [user, query.returnUrl, allowedHosts],
  );
}
