import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_PANEL_PAGE_SIZE, buildOpportunityTabs } from '@/lib/opportunity-tabs';
import { db } from '@/server/db';
import { seed } from '@/server/db/seed';
import { visitorHomePanels } from '@/server/services/home-panel';

beforeAll(async () => {
  await seed(db, { products: 30, writeImages: false });
});

describe('visitorHomePanels', () => {
  it('reads every home-panel list with the spec page sizes, without the signed-in SRM link', async () => {
    const r = await visitorHomePanels();
    const sizes = {
      openBids: r.openBids,
      inquiries: r.inquiries,
      activities: r.activities,
      recruits: r.recruits,
      demands: r.demands,
      bidProjects: r.bidProjects,
    };
    for (const [key, settled] of Object.entries(sizes)) {
      expect(settled.status, key).toBe('fulfilled');
      if (settled.status === 'fulfilled') {
        expect(settled.value.records.length, key).toBeLessThanOrEqual(
          HOME_PANEL_PAGE_SIZE[key as keyof typeof HOME_PANEL_PAGE_SIZE],
        );
        expect(settled.value.records.length, key).toBeGreaterThan(0);
      }
    }
    expect(r.srmBids.status).toBe('fulfilled');
    expect(r.srmUrl.status).toBe('rejected');
  });

  it('feeds the opportunity tab rules with a default tab', async () => {
    const tabs = buildOpportunityTabs(await visitorHomePanels());
    expect(tabs.defaultKey).toBeTruthy();
    expect(tabs.visible.length).toBeGreaterThan(0);
  });
});
