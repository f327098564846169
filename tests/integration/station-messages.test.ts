import { describe, expect, it } from 'vitest';
import type { StationMessage } from '@/api/modules/websiteMsg';
import type { Page } from '@/api/types';
import { GET as developerCountRoute } from '@/app/v1/api/websiteMsg/developerMsgCount/[type]/route';
import { GET as pageRoute } from '@/app/v1/api/websiteMsg/page/route';
import { POST as readRoute } from '@/app/v1/api/websiteMsg/read/[id]/route';
import { POST as readAllRoute } from '@/app/v1/api/websiteMsg/readAll/route';
import { db } from '@/server/db';
import { notify } from '@/server/services/messages';
import { json, request, signedInUser } from './fixtures';

type MessagePage = Page<StationMessage> & { unread: number };

async function seedMessages(userId: number) {
  await db.transaction(async (tx) => {
    await notify(tx, {
      userId,
      side: 'developer',
      kind: 'order',
      title: '订单待审核',
      content: '订单 A1 待您审核',
      link: '/workbench/developer/approvals',
    });
    await notify(tx, { userId, side: 'developer', kind: 'bid', title: '投标', content: '新报名' });
    await notify(tx, { userId, side: 'supplier', kind: 'order', title: '新订单', content: '发货' });
  });
}

const page = async (cookie: string, query: string) =>
  json<MessagePage>(await pageRoute(request(`/v1/api/websiteMsg/page?${query}`, { cookie })));

const developerCount = async (cookie: string) =>
  (
    await json<number>(
      await developerCountRoute(request('/v1/api/websiteMsg/developerMsgCount/-1', { cookie }), {
        params: Promise.resolve({ type: '-1' }),
      }),
    )
  ).data;

describe('站内信', () => {
  it('notify inserts inside a transaction only when it commits', async () => {
    const { user, cookie } = await signedInUser(2);
    await db
      .transaction(async (tx) => {
        await notify(tx, {
          userId: user.id,
          side: 'developer',
          kind: 'system',
          title: 't',
          content: 'c',
        });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect((await page(cookie, 'side=developer')).data.total).toBe(0);
  });

  it('lists one side, filters by type and read state, and personal lists every side', async () => {
    const { user, cookie } = await signedInUser(2);
    await seedMessages(user.id);
    const dev = await page(cookie, 'side=developer');
    expect(dev.data.total).toBe(2);
    expect(dev.data.unread).toBe(2);
    expect(dev.data.records.map((m) => m.kind).sort()).toEqual(['bid', 'order']);
    expect(dev.data.records.find((m) => m.kind === 'order')?.link).toBe(
      '/workbench/developer/approvals',
    );
    expect((await page(cookie, 'side=developer&type=bid')).data.total).toBe(1);
    expect((await page(cookie, 'side=supplier')).data.total).toBe(1);
    expect((await page(cookie, 'side=personal')).data.total).toBe(3);
    expect((await page(cookie, 'side=developer&read=read')).data.total).toBe(0);
  });

  it('marks one read, and the top bar count falls by one', async () => {
    const { user, cookie } = await signedInUser(2);
    await seedMessages(user.id);
    expect(await developerCount(cookie)).toBe(2);
    const [first] = (await page(cookie, 'side=developer&type=order')).data.records;
    const res = await readRoute(
      request(`/v1/api/websiteMsg/read/${first!.id}`, { method: 'POST', cookie }),
      { params: Promise.resolve({ id: String(first!.id) }) },
    );
    expect(res.status).toBe(200);
    expect(await developerCount(cookie)).toBe(1);
    expect((await page(cookie, 'side=developer&read=read')).data.records[0]?.id).toBe(first!.id);
  });

  it("answers 404 for someone else's message and leaves it unread", async () => {
    const owner = await signedInUser(2);
    const other = await signedInUser(2);
    await seedMessages(owner.user.id);
    const [m] = (await page(owner.cookie, 'side=developer')).data.records;
    const res = await readRoute(
      request(`/v1/api/websiteMsg/read/${m!.id}`, { method: 'POST', cookie: other.cookie }),
      { params: Promise.resolve({ id: String(m!.id) }) },
    );
    expect(res.status).toBe(404);
    expect(await developerCount(owner.cookie)).toBe(2);
  });

  it('marks all of one side read, not the other side', async () => {
    const { user, cookie } = await signedInUser(2);
    await seedMessages(user.id);
    const res = await json<number>(
      await readAllRoute(
        request('/v1/api/websiteMsg/readAll', {
          method: 'POST',
          cookie,
          body: { side: 'developer' },
        }),
      ),
    );
    expect(res.data).toBe(2);
    expect(await developerCount(cookie)).toBe(0);
    expect((await page(cookie, 'side=supplier')).data.unread).toBe(1);
    const bad = await json(
      await readAllRoute(
        request('/v1/api/websiteMsg/readAll', { method: 'POST', cookie, body: {} }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('消息中心');
  });
});
