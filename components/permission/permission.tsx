'use client';

import type { ReactNode } from 'react';
import { hasPermission } from '@/lib/permission';
import { useUserStore } from '@/stores/store-provider';

export interface PermissionProps {
  /** The menu alias the user's permission tree must contain. */
  alias: string;
  children: ReactNode;
  /** Shown instead when the alias is missing; nothing by default. */
  fallback?: ReactNode;
}

/**
 * The permission directive of spec §6: children only when the alias is in the user's permission
 * tree (the store's permissionTree, which the top bar loads through getUserWorkbench).
 */
export function Permission({ alias, children, fallback = null }: PermissionProps) {
  const tree = useUserStore((s) => s.permissionTree);
  return hasPermission(tree, alias) ? children : fallback;
}

/** The same check for code that decides rather than renders. */
export function usePermission(alias: string): boolean {
  return useUserStore((s) => hasPermission(s.permissionTree, alias));
}
