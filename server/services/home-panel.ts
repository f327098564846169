import 'server-only';
import { HOME_PANEL_QUERIES, type HomePanelResults } from '@/lib/opportunity-tabs';
import {
  bargainingPage,
  bargainingQuery,
  bidListQuery,
  bidProjectPage,
  crmActivityPage,
  crmActivityQuery,
  demandPage,
  demandQuery,
  openBidsPage,
  openBidsQuery,
  recruitPage,
  recruitQuery,
  srmNoticePage,
  srmQuery,
} from './opportunity';

// Errors do not cross into client components; a failed list only needs to be marked failed.
async function settle<T>(work: () => Promise<T>): Promise<PromiseSettledResult<T>> {
  try {
    return { status: 'fulfilled', value: await work() };
  } catch (error) {
    console.error('[home-panel]', error);
    return { status: 'rejected', reason: null };
  }
}

/**
 * The home-panel lists of spec §7 for a visitor, read in parallel with the same queries the
 * navigation panel sends; each settles on its own so one failure only empties its tab.
 */
export async function visitorHomePanels(): Promise<HomePanelResults> {
  // The list schemas read query strings, so the queries go through them as the wire sends them.
  const q = Object.fromEntries(
    Object.entries(HOME_PANEL_QUERIES).map(([k, v]) => [
      k,
      Object.fromEntries(Object.entries(v).map(([f, x]) => [f, String(x)])),
    ]),
  ) as Record<keyof typeof HOME_PANEL_QUERIES, Record<string, string>>;
  const [openBids, inquiries, activities, recruits, demands, srmBids, bidProjects] =
    await Promise.all([
      settle(() => openBidsPage(openBidsQuery.parse(q.openBids))),
      settle(() => bargainingPage(bargainingQuery.parse(q.inquiries))),
      settle(() => crmActivityPage(crmActivityQuery.parse(q.activities))),
      settle(() => recruitPage(recruitQuery.parse(q.recruits))),
      settle(() => demandPage(demandQuery.parse(q.demands), null)),
      settle(() => srmNoticePage(srmQuery.parse(q.srmBids))),
      settle(() => bidProjectPage(bidListQuery.parse(q.bidProjects))),
    ]);
  return {
    openBids,
    inquiries,
    activities,
    recruits,
    demands,
    srmBids,
    bidProjects,
    srmUrl: { status: 'rejected', reason: null },
  };
}
