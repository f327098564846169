'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import type { AccountQuery } from './account-navigation';

/** returnUrl and from of the address bar; pages render this inside Suspense. */
export function useAccountQuery(): AccountQuery {
  const params = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const from = params.get('from');
  return useMemo(() => ({ returnUrl, from }), [returnUrl, from]);
}
