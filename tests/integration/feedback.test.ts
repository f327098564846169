import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as submit } from '@/app/v1/api/homepage/submit/route';
import { db } from '@/server/db';
import { feedbacks } from '@/server/db/schema';
import { json, request, signedInUser } from './fixtures';
import { inOneLimitWindow } from './limit-window';

const stored = async () => (await db.select({ n: count() }).from(feedbacks))[0]!.n;
const send = (body: unknown, init: { cookie?: string; ip?: string } = {}) =>
  submit(request('/v1/api/homepage/submit', { method: 'POST', body, ...init }));

describe('feedback (homepage/submit)', () => {
  it('stores feedback with the page and the signed-in user', async () => {
    const { user, cookie } = await signedInUser(2);
    const res = await json(
      await send(
        { type: 'feedback', content: ' 搜索结果不准 ', contact: '13800000001', url: '/product' },
        { cookie },
      ),
    );
    expect(res).toMatchObject({ status: 200, code: 0 });
    const [row] = await db.select().from(feedbacks);
    expect(row).toMatchObject({
      content: '搜索结果不准',
      contact: '13800000001',
      url: '/product',
      userId: user.id,
    });
  });

  it('rejects empty or unknown forms, naming the field, and stores nothing', async () => {
    const before = await stored();
    const empty = await json(await send({ type: 'feedback', content: '  ', url: '/' }));
    expect([empty.status, empty.msg]).toEqual([400, '请填写反馈内容']);
    const other = await json(await send({ type: 'order', content: 'x', url: '/' }));
    expect([other.status, other.msg.startsWith('参数「表单类型」错误')]).toEqual([400, true]);
    expect(await stored()).toBe(before);
  });

  it('limits each IP to 10 an hour', async () => {
    const statuses = await inOneLimitWindow(3600, async () => {
      const seen: number[] = [];
      for (let i = 0; i < 11; i++) {
        seen.push(
          (await send({ type: 'feedback', content: `第${i}条`, url: '/' }, { ip: '10.1.2.3' }))
            .status,
        );
      }
      return seen;
    });
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
