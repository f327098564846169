'use client';

import type { UserInfo } from '@/api/types';
import { useGuard } from '@/components/auth/use-guard';
import { showroomGuard } from '@/lib/guards';
import { showroomPath } from '@/lib/supplier-routes';

/**
 * 我的展厅 for a supplier identity (spec §6): the showroom opens only for a selected supplier;
 * otherwise 请先完成企业认证! or 请前往工作台完成认证! (spec §5).
 */
export function ShowroomEntry({ user, className }: { user: UserInfo; className?: string }) {
  const pass = useGuard();
  const href = user.enterpriseId ? showroomPath(user.enterpriseId) : '/list';
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener"
      onClick={(e) => {
        if (!pass(showroomGuard(user))) e.preventDefault();
      }}
    >
      我的展厅
    </a>
  );
}
