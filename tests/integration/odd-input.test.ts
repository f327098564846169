import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as search } from '@/app/v1/api/item/v2/search/route';
import { POST as selfInquiry } from '@/app/v1/api/inquiry/selfInquiry/route';
import { GET as orders } from '@/app/v1/api/developer/orders/route';
import { db } from '@/server/db';
import { selfInquiries } from '@/server/db/schema';
import { insertBasics, json, request, signedInUser } from './fixtures';

// The odd inputs of the hardening issue, one by one (odd-input.property.test.ts tries them all).

beforeAll(insertBasics);

const inquiryCount = async () => (await db.select({ n: count() }).from(selfInquiries))[0]!.n;

describe('odd input answers 400 naming the field, and writes nothing', () => {
  it('refuses a NUL byte in the search keyword', async () => {
    const res = await json(await search(request('/v1/api/item/v2/search?keyword=a%00b')));
    expect([res.status, res.msg]).toEqual([400, '参数「关键词」错误：含有无效字符']);
  });

  it('refuses expected dates that are not on the calendar, and stores a real one as that day', async () => {
    const { cookie } = await signedInUser(2);
    const body = {
      itemName: '实木复合地板',
      quantity: 500,
      unit: '平方米',
      contactName: '王建国',
      phone: '13800000001',
    };
    for (const expectedDate of ['2026-13-45', '2026-02-31', '2026-1-1']) {
      const res = await json(
        await selfInquiry(
          request('/v1/api/inquiry/selfInquiry', {
            method: 'POST',
            cookie,
            body: { ...body, expectedDate },
          }),
        ),
      );
      expect([res.status, res.msg], expectedDate).toEqual([400, '请选择有效的期望到货日期']);
    }
    expect(await inquiryCount()).toBe(0);
    const ok = await selfInquiry(
      request('/v1/api/inquiry/selfInquiry', {
        method: 'POST',
        cookie,
        body: { ...body, expectedDate: '2028-02-29' },
      }),
    );
    expect(ok.status).toBe(200);
    const [row] = await db.select({ at: selfInquiries.expectedDate }).from(selfInquiries);
    expect(row!.at!.toISOString()).toBe('2028-02-28T16:00:00.000Z');
  });

  it('refuses an impossible day in an order list filter', async () => {
    const { cookie } = await signedInUser(2);
    const res = await json(
      await orders(request('/v1/api/developer/orders?dateFrom=2026-02-31', { cookie })),
    );
    expect([res.status, res.msg]).toEqual([400, '参数「开始日期」错误：不是有效日期']);
  });

  it('asks for a number by its name when a numeric field is missing', async () => {
    const { cookie } = await signedInUser(2);
    const res = await json(
      await selfInquiry(
        request('/v1/api/inquiry/selfInquiry', {
          method: 'POST',
          cookie,
          body: { itemName: '地板', unit: '箱', contactName: '王', phone: '13800000001' },
        }),
      ),
    );
    expect([res.status, res.msg]).toEqual([400, '请输入采购数量']);
  });
});
