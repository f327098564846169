'use client';

import { isApiError } from '@/api';

/** What a failed cart call means for the page: log in, wrong identity, or a passing failure. */
export type CartAccess =
  | { kind: 'visitor' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'failed'; message: string };

export function accessOf(error: unknown): CartAccess {
  if (isApiError(error) && error.kind === 'unauthorized') return { kind: 'visitor' };
  if (isApiError(error) && error.status === 403) {
    return { kind: 'forbidden', message: error.serverMessage ?? '暂无权限' };
  }
  return {
    kind: 'failed',
    message: (isApiError(error) && error.serverMessage) || '加载失败，请稍后重试',
  };
}
