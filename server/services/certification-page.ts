import 'server-only';
import { redirect } from 'next/navigation';
import type { Theme } from '@/server/db/schema';
import {
  certificationQuery,
  type CertificationQuery,
  type CertificationView,
} from '@/lib/certification';
import { searchOf, type SearchParams } from '@/lib/list-query';
import { certificationView } from './certification';
import { loadUserInfo } from './identity/user-info';
import { pageViewer } from './page-viewer';
import { realmLoginUrl } from './theme';

/**
 * The view of /auth or /mobile/authentication (`path`) for the signed-in user, read before the
 * page renders so it arrives complete; a visitor is sent to log in and come back to the same
 * query.
 */
export async function certificationPageView(
  theme: Pick<Theme, 'mainConfig' | 'domainNameUrl'>,
  path: string,
  params: SearchParams,
): Promise<{ view: CertificationView; query: CertificationQuery }> {
  const viewer = await pageViewer();
  const user = viewer && (await loadUserInfo(viewer.id));
  if (!user) {
    const phone = path.startsWith('/mobile/');
    redirect(realmLoginUrl(theme, `${path}${searchOf(params)}`, { phone }));
  }
  const query = certificationQuery(params);
  return { view: await certificationView(user, query), query };
}
