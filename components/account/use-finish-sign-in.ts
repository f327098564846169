'use client';

import { useCallback } from 'react';
import type { AccountSiteResult } from '@/api/modules/auth';
import { useMallStores } from '@/stores/store-provider';
import { returnTarget, type AccountQuery } from './account-navigation';

/**
 * After a sign-in: puts the user into the user store, then leaves with a full page load for
 * the return URL the server approved (checked against every realm's domains), else the
 * query's returnUrl when it is safe here, else the home page.
 */
export function useFinishSignIn(query: AccountQuery, allowedHosts: readonly string[]) {
  const { user } = useMallStores();
  return useCallback(
    ({ userInfo, returnUrl }: AccountSiteResult) => {
      user.getState().setUserInfo(userInfo);
      const hosts = [window.location.hostname, ...allowedHosts];
      window.location.assign(returnUrl ?? returnTarget(query.returnUrl, hosts));
    },
    [user, query.returnUrl, allowedHosts],
  );
}
