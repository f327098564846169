import 'server-only';
import { redirect } from 'next/navigation';
import type { UserInfo } from '@/api/types';
import { buildLoginUrl } from '@/lib/account-links';
import { workbenchType } from '@/lib/identity';
import { WORKBENCH_BASE, workbenchSideOf, type WorkbenchSide } from '@/lib/workbench-nav';
import { loadUserInfo } from './identity/user-info';
import type { SessionUser } from './identity/session';
import { pageViewer } from './page-viewer';

export type WorkbenchViewer =
  | { allowed: true; user: SessionUser; info: UserInfo }
  | { allowed: false; user: SessionUser; info: UserInfo; ownSide: WorkbenchSide };

/**
 * The signed-in user of a workbench page. A visitor is sent to login and back; a user whose
 * identity belongs in another centre is told which one (the layout shows the way there).
 */
export async function workbenchViewer(side: WorkbenchSide): Promise<WorkbenchViewer> {
  const user = await pageViewer();
  const info = user && (await loadUserInfo(user.id));
  if (!user || !info) redirect(buildLoginUrl({ returnUrl: WORKBENCH_BASE[side] }));
  const ownSide = workbenchSideOf(workbenchType(info));
  return ownSide === side ? { allowed: true, user, info } : { allowed: false, user, info, ownSide };
}
