import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { POST as postLog } from '@/app/v1/api/mall/log/route';
import { db } from '@/server/db';
import { errorLogs, opsRoles } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { logger } from '@/server/observability/logger';
import { insertBasics, json, request, signedInUser } from './fixtures';
import { inOneLimitWindow } from './limit-window';

beforeAll(insertBasics);

const logCount = async () => (await db.select({ n: count() }).from(errorLogs))[0]!.n;

describe('the handler contract', () => {
  it('answers { code: 0, msg, data } on success', async () => {
    const res = await json(
      await postLog(
        request('/v1/api/mall/log', { method: 'POST', body: { url: '/x', message: 'boom' } }),
      ),
    );
    expect(res).toEqual({ status: 200, code: 0, msg: 'success', data: null });
    expect(await logCount()).toBe(1);
  });

  it('rejects bad input with HTTP 400, a Chinese message naming the field, and writes nothing', async () => {
    const before = await logCount();
    const res = await json(
      await postLog(request('/v1/api/mall/log', { method: 'POST', body: { url: '/x' } })),
    );
    expect(res.status).toBe(400);
    expect(res.code).toBe(400);
    expect(res.msg).toBe('请填写错误信息');
    const broken = await json(
      await postLog(request('/v1/api/mall/log', { method: 'POST', body: '{not json' })),
    );
    expect(broken.status).toBe(400);
    expect(broken.msg).toBe('请求体不是有效的 JSON');
    expect(await logCount()).toBe(before);
  });

  it('parses GET input from the query string', async () => {
    const get = handler(
      { input: z.object({ pageNo: z.coerce.number().int().min(1) }) },
      async ({ input }) => input,
    );
    expect((await json(await get(request('/t?pageNo=2')))).data).toEqual({ pageNo: 2 });
    const bad = await json(await get(request('/t?pageNo=0')));
    expect([bad.status, bad.msg.startsWith('参数「pageNo」错误：')]).toEqual([400, true]);
  });

  it('answers 401 请先登录 without a session and 403 for the wrong role', async () => {
    const buyerOnly = handler(
      { auth: 'user', topType: 2, forbiddenMsg: '仅采购商可以操作' },
      async ({ user }) => user.id,
    );
    expect(await json(await buyerOnly(request('/t')))).toMatchObject({
      status: 401,
      msg: '请先登录',
    });
    const supplier = await signedInUser(1);
    expect(await json(await buyerOnly(request('/t', { cookie: supplier.cookie })))).toMatchObject({
      status: 403,
      msg: '仅采购商可以操作',
    });
    const buyer = await signedInUser(2);
    expect(await json(await buyerOnly(request('/t', { cookie: buyer.cookie })))).toMatchObject({
      status: 200,
      data: buyer.user.id,
    });
  });

  it('keeps ops routes to the roles they name, and hands the handler the grants', async () => {
    const ops = handler({ auth: 'ops', roles: ['auditor'] }, async ({ grants }) => grants);
    expect(await json(await ops(request('/t')))).toMatchObject({ status: 401, msg: '请先登录' });
    const plain = await signedInUser();
    expect(await json(await ops(request('/t', { cookie: plain.cookie })))).toMatchObject({
      status: 403,
      msg: '暂无权限',
    });
    const content = await signedInUser();
    await db.insert(opsRoles).values({ userId: content.user.id, role: 'content' });
    expect((await ops(request('/t', { cookie: content.cookie }))).status).toBe(403);
    const auditor = await signedInUser();
    await db.insert(opsRoles).values({ userId: auditor.user.id, role: 'auditor' });
    expect(await json(await ops(request('/t', { cookie: auditor.cookie })))).toMatchObject({
      status: 200,
      data: [{ role: 'auditor', themeCode: null }],
    });
    const op = await signedInUser(undefined, true);
    expect((await ops(request('/t', { cookie: op.cookie }))).status).toBe(200);
  });

  it('ignores a forged session cookie', async () => {
    const me = handler({}, async ({ user }) => user);
    expect(
      (await json(await me(request('/t', { cookie: 'mall_session=forged' })))).data,
    ).toBeNull();
  });

  it('maps service errors to their status and hides unexpected ones behind a logged 500', async () => {
    const known = handler({}, async () => {
      throw new HttpError(409, '订单已提交');
    });
    expect(await json(await known(request('/t')))).toMatchObject({
      status: 409,
      msg: '订单已提交',
    });
    const spy = vi.spyOn(logger, 'error');
    const broken = handler({}, async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const res = await broken(request('/t'));
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(text).not.toContain('secret_table');
    expect(JSON.parse(text).msg).toBe('服务器开小差了，请稍后再试');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('answers a database refusal of odd input with 400, not 500, whatever the schema missed', async () => {
    // A real refusal from the database: an integer beyond 2^31, wrapped by Drizzle.
    const unchecked = handler({}, async () => {
      await db.execute(sql`select ${'99999999999'}::int`);
    });
    const res = await unchecked(request('/t'));
    expect(res.status).toBe(400);
    expect((await res.json()).msg).toBe('参数错误，请检查后重试');
  });

  it('limits the error-log endpoint per IP with 429', async () => {
    const send = () =>
      postLog(
        request('/v1/api/mall/log', {
          method: 'POST',
          ip: '10.9.9.9',
          body: { url: '/x', message: 'm' },
        }),
      );
    const [statuses, last] = await inOneLimitWindow(60, async () => {
      const seen: number[] = [];
      for (let i = 0; i < 31; i++) seen.push((await send()).status);
      return [seen, await send()] as const;
    });
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await json(last)).msg).toBe('请求过于频繁，请稍后再试');
  });
});
