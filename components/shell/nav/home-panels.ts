import { api } from '@/api';
import { HOME_PANEL_QUERIES, type HomePanelResults } from '@/lib/opportunity-tabs';

const silent = { skipErrorHandler: true } as const;

/**
 * The home-panel calls of spec §7, all in parallel; each settles on its own, so a failure only
 * empties its tab. The SRM entry is a signed-in link, so visitors are not asked for it.
 */
export async function loadHomePanels({
  signedIn,
}: {
  signedIn: boolean;
}): Promise<HomePanelResults> {
  const q = HOME_PANEL_QUERIES;
  const [openBids, inquiries, activities, recruits, demands, srmBids, bidProjects, srmUrl] =
    await Promise.allSettled([
      api.openBidsPaging(q.openBids, silent),
      api.bargainingPaging(q.inquiries, silent),
      api.getActivityByCrmPaging(q.activities, silent),
      api.recruit(q.recruits, silent),
      api.getDemandList(q.demands, silent),
      api.getSrmBidPaging(q.srmBids, silent),
      api.getBidPaging(q.bidProjects, silent),
      signedIn ? api.getSrmUrl(undefined, silent) : Promise.reject(new Error('未登录')),
    ]);
  return { openBids, inquiries, activities, recruits, demands, srmBids, bidProjects, srmUrl };
}
