import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, SearchGap } from '@/api/types';
import { POST as trackReport } from '@/app/v1/api/common/trackReport/route';
import { GET as searchGapsRoute } from '@/app/v1/api/ops/searchGaps/route';
import { db } from '@/server/db';
import { searchClicks, searchRecords } from '@/server/db/schema';
import { flushTrackEvents } from '@/server/services/tracking';
import { insertBasics, json, request, signedInUser } from './fixtures';

let operator: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  await insertBasics();
  operator = await signedInUser(undefined, true);
  const searches = (word: string, total: number, times: number) =>
    Array.from({ length: times }, () => ({ word, key: 'product', total }));
  await db
    .insert(searchRecords)
    .values([
      ...searches('撸串神器', 0, 3),
      ...searches('量子瓷砖', 0, 1),
      ...searches('地板', 40, 6),
      ...searches('瓷砖', 80, 5),
      ...searches('门', 9, 2),
      { word: '过期词', key: 'product', total: 0, createdAt: new Date('2020-01-01') },
      { word: '供应商词', key: 'supplier', total: 0 },
    ]);
});

async function gaps(query: string, cookie = operator.cookie) {
  return json<Page<SearchGap>>(
    await searchGapsRoute(request(`/v1/api/ops/searchGaps?${query}`, { cookie })),
  );
}

describe('search gaps for ops', () => {
  it('lists product searches that found nothing, most asked first, within the window', async () => {
    const res = await gaps('kind=zero&days=30');
    expect(res.status).toBe(200);
    expect(res.data.records.map((r) => [r.word, r.searches])).toEqual([
      ['撸串神器', 3],
      ['量子瓷砖', 1],
    ]);
    expect(res.data.total).toBe(2);
  });

  it('stores clicks on search results and lists queries rarely clicked', async () => {
    const click = (itemId: number, position: number) =>
      trackReport(
        request('/v1/api/common/trackReport', {
          method: 'POST',
          body: { event: 'click', key: 'product', word: '瓷砖', total: 0, itemId, position },
        }),
      );
    expect((await json(await click(7, 3))).status).toBe(200);
    await flushTrackEvents();
    const stored = await db.select().from(searchClicks);
    expect(stored).toMatchObject([{ word: '瓷砖', key: 'product', itemId: 7, position: 3 }]);

    // 地板: 6 searches, no click; 瓷砖: 5 searches, 1 click (20%); 门: too few searches.
    const low = await gaps('kind=lowClick&days=7');
    expect(low.data.records).toMatchObject([{ word: '地板', searches: 6, clicks: 0 }]);
  });

  it('is for operators only, with field-named errors', async () => {
    const buyer = await signedInUser(1);
    expect((await gaps('kind=zero', buyer.cookie)).status).toBe(403);
    expect((await gaps('kind=zero&days=5')).msg).toContain('时间范围');
  });
});
