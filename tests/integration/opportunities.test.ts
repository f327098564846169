import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity, Page } from '@/api/types';
import { GET as activityById } from '@/app/v1/api/activity/[id]/route';
import { GET as certificate } from '@/app/v1/api/activity/certificate/route';
import { GET as cities } from '@/app/v1/api/activity/cities/route';
import { GET as signUpInfo } from '@/app/v1/api/activity/getSignUpInfo/route';
import { GET as attendees } from '@/app/v1/api/activity/pagingActivityAttendee/route';
import { POST as signUp } from '@/app/v1/api/activity/route';
import { PUT as sign } from '@/app/v1/api/activity/sign/route';
import { GET as bidById } from '@/app/v1/api/bid/[id]/route';
import { GET as withdraw } from '@/app/v1/api/bid/withdraw/[id]/route';
import { POST as collectCancel } from '@/app/v1/api/demand/collect/cancel/route';
import { POST as collect } from '@/app/v1/api/demand/collect/route';
import { GET as commentList } from '@/app/v1/api/demand/comment/list/route';
import { POST as comment } from '@/app/v1/api/demand/comment/route';
import { GET as demandById } from '@/app/v1/api/demand/[id]/route';
import { GET as haveOnShelf } from '@/app/v1/api/demand/haveOnShelf/route';
import { GET as inquiryById } from '@/app/v1/api/inquiry/bargaining/[id]/route';
import { GET as mySelfInquiries } from '@/app/v1/api/inquiry/selfInquiry/paging/route';
import {
  GET as selfInquiries,
  POST as postSelfInquiry,
} from '@/app/v1/api/inquiry/selfInquiry/route';
import { GET as mallActivities } from '@/app/v1/api/mall/activities/route';
import { db } from '@/server/db';
import { activities, activitySignCodes, bidProjects, demands } from '@/server/db/schema';
import { DEMO, seed } from '@/server/db/seed';
import { openBidAreas, openBidDetail } from '@/server/services/bids';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { clearThemeCache } from '@/server/services/theme';
import { json, request } from './fixtures';

const cookieOf = async (userId: number) =>
  `${SESSION_COOKIE}=${(await createSession(userId)).token}`;
const withParams = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

let buyer = '';
let supplier = '';
let operator = '';
let designer = '';

beforeAll(async () => {
  await seed(db, { products: 40, writeImages: false });
  clearThemeCache();
  [buyer, supplier, operator, designer] = await Promise.all([
    cookieOf(DEMO.buyerUser),
    cookieOf(DEMO.supplierUser),
    cookieOf(DEMO.operatorUser),
    cookieOf(DEMO.designerUser),
  ]);
});

describe('bids', () => {
  it('shows a public bid to visitors and a members-only bid only after login', async () => {
    const [pub] = await db.select().from(bidProjects).where(eq(bidProjects.showType, 2)).limit(1);
    const [member] = await db
      .select()
      .from(bidProjects)
      .where(eq(bidProjects.showType, 1))
      .limit(1);
    const open = await json<{ content: string; locked: boolean }>(
      await bidById(request(`/v1/api/bid/${pub!.projectId}`), withParams({ id: pub!.projectId })),
    );
    expect(open.status).toBe(200);
    expect(open.data.locked).toBe(false);
    expect(open.data.content).toContain('招标');

    const visitor = await json(
      await bidById(
        request(`/v1/api/bid/${member!.projectId}`),
        withParams({ id: member!.projectId }),
      ),
    );
    expect(visitor).toMatchObject({ status: 401, msg: '请先登录' });

    const member1 = await json<{ content: string }>(
      await bidById(
        request(`/v1/api/bid/${member!.projectId}`, { cookie: supplier }),
        withParams({ id: member!.projectId }),
      ),
    );
    expect(member1.status).toBe(200);
    expect(member1.data.content).toBeTruthy();
  });

  it('lets only the publishing enterprise withdraw a bid that is signing up', async () => {
    const [own] = await db
      .select()
      .from(bidProjects)
      .where(and(eq(bidProjects.enterpriseId, DEMO.buyerEnterprise), eq(bidProjects.status, 1)))
      .limit(1);
    expect(own).toBeDefined();
    const url = `/v1/api/bid/withdraw/${own!.projectId}`;
    const ctx = withParams({ id: own!.projectId });
    expect((await json(await withdraw(request(url), ctx))).status).toBe(401);
    expect((await json(await withdraw(request(url, { cookie: supplier }), ctx))).status).toBe(403);
    expect((await json(await withdraw(request(url, { cookie: buyer }), ctx))).status).toBe(200);
    const again = await json(await withdraw(request(url, { cookie: buyer }), ctx));
    expect(again).toMatchObject({ status: 400, msg: '只有报名中的招标可以撤回' });
    // Withdrawn: gone for everyone else.
    const gone = await json(
      await bidById(request(`/v1/api/bid/${own!.projectId}`, { cookie: supplier }), ctx),
    );
    expect(gone.status).toBe(404);
  });

  it('reads open bid notices by kind and counts them by area', async () => {
    const pdf = await openBidDetail(1);
    const content = await openBidDetail(2);
    const url = await openBidDetail(3);
    expect(pdf.original_type).toBe('pdf');
    expect(pdf.original_url).toMatch(/\.pdf$/);
    expect(content.original_type).toBe('content');
    expect(content.content).toContain('招标');
    expect(url.original_url).toMatch(/^https:\/\//);
    const areas = await openBidAreas();
    expect(areas.reduce((n, a) => n + a.count, 0)).toBe(120);
    expect(areas[0]!.count).toBeGreaterThanOrEqual(areas.at(-1)!.count);
  });
});

describe('inquiries', () => {
  it('gives an inquiry with its lines; the phone is masked for visitors', async () => {
    const visitor = await json<{ lines: unknown[]; contactPhone: string; status: string }>(
      await inquiryById(request('/v1/api/inquiry/bargaining/1'), withParams({ id: '1' })),
    );
    expect(visitor.status).toBe(200);
    expect(visitor.data.lines.length).toBeGreaterThan(0);
    expect(visitor.data.contactPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const missing = await inquiryById(
      request('/v1/api/inquiry/bargaining/9999'),
      withParams({ id: '9999' }),
    );
    expect(missing.status).toBe(404);
  });

  it('stores a self-service inquiry that suppliers then see in full', async () => {
    const body = {
      itemName: '集成测试防火门',
      spec: '1000×2100',
      quantity: 30,
      unit: '樘',
      contactName: '王建国',
      phone: '13800000001',
      expectedDate: '2026-12-01',
    };
    expect(
      (
        await json(
          await postSelfInquiry(request('/v1/api/inquiry/selfInquiry', { method: 'POST', body })),
        )
      ).status,
    ).toBe(401);
    const bad = await json(
      await postSelfInquiry(
        request('/v1/api/inquiry/selfInquiry', {
          method: 'POST',
          body: { ...body, phone: '1' },
          cookie: buyer,
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('手机号');
    const created = await json<{ id: number }>(
      await postSelfInquiry(
        request('/v1/api/inquiry/selfInquiry', { method: 'POST', body, cookie: buyer }),
      ),
    );
    expect(created.status).toBe(200);

    type Item = { id: number; itemName: string; phone: string; mine: boolean };
    const asSupplier = await json<Page<Item>>(
      await selfInquiries(request('/v1/api/inquiry/selfInquiry', { cookie: supplier })),
    );
    const seen = asSupplier.data.records.find((r) => r.id === created.data.id)!;
    expect(seen).toMatchObject({ itemName: '集成测试防火门', phone: '13800000001', mine: false });
    const asVisitor = await json<Page<Item>>(
      await selfInquiries(request('/v1/api/inquiry/selfInquiry')),
    );
    expect(asVisitor.data.records.find((r) => r.id === created.data.id)!.phone).toBe('138****0001');
    const mine = await json<Page<Item>>(
      await mySelfInquiries(request('/v1/api/inquiry/selfInquiry/paging', { cookie: buyer })),
    );
    expect(mine.data.records.every((r) => r.mine)).toBe(true);
    expect(mine.data.records[0]!.id).toBe(created.data.id);
  });
});

describe('activities', () => {
  it('lists activities with the mall query (cityId, name, status)', async () => {
    const all = await json<Page<Activity>>(
      await mallActivities(request('/v1/api/mall/activities?pageSize=50')),
    );
    expect(all.data.total).toBe(40);
    const sample = all.data.records.find((a) => a.status === '0')!;
    const reviews = await json<Page<Activity>>(
      await mallActivities(request('/v1/api/mall/activities?status=0&pageSize=50')),
    );
    expect(reviews.data.records.every((a) => a.status === '0')).toBe(true);
    expect(reviews.data.records.map((a) => a.id)).toContain(sample.id);
    const cityList = await json<{ id: number; name: string }[]>(
      await cities(request('/v1/api/activity/cities')),
    );
    const city = cityList.data[0]!;
    const byCity = await json<Page<Activity>>(
      await mallActivities(request(`/v1/api/mall/activities?cityId=${city.id}&pageSize=50`)),
    );
    expect(byCity.data.records.length).toBeGreaterThan(0);
    expect(byCity.data.records.every((a) => a.city === city.name)).toBe(true);
    const word = sample.marketingName.slice(4, 9);
    const byName = await json<Page<Activity>>(
      await mallActivities(request(`/v1/api/mall/activities?name=${encodeURIComponent(word)}`)),
    );
    expect(byName.data.records.every((a) => a.marketingName.includes(word))).toBe(true);
    const bad = await json(await mallActivities(request('/v1/api/mall/activities?status=7')));
    expect(bad.status).toBe(400);
  });

  it("shows review activities ('0') to visitors and others after login; the code only to the creator", async () => {
    const [review] = await db.select().from(activities).where(eq(activities.status, '0')).limit(1);
    const [live] = await db.select().from(activities).where(eq(activities.status, '1')).limit(1);
    const get = (id: number, cookie?: string) =>
      activityById(request(`/v1/api/activity/${id}`, { cookie }), withParams({ id: String(id) }));
    expect((await get(review!.id)).status).toBe(200);
    expect((await json(await get(live!.id))).msg).toBe('请先登录');
    const asSupplier = await json<{ signCode?: string; content: string }>(
      await get(live!.id, supplier),
    );
    expect(asSupplier.data.content).toBeTruthy();
    expect(asSupplier.data.signCode).toBeUndefined();
    const asOperator = await json<{ signCode?: string }>(await get(live!.id, operator));
    expect(asOperator.data.signCode).toMatch(/^\d{6}$/);
  });

  it('signs up from a poster, signs in with the code and hands out a certificate', async () => {
    const [live] = await db.select().from(activities).where(eq(activities.status, '1')).limit(1);
    const [code] = await db
      .select()
      .from(activitySignCodes)
      .where(eq(activitySignCodes.activityId, live!.id));
    const body = {
      activityId: live!.id,
      tenantName: '测试建材有限公司',
      attendees: [
        { name: '张三', phone: '13912340001', position: '采购经理' },
        { name: '李四', phone: '13912340002' },
      ],
    };
    const created = await json<{ id: number; attendees: unknown[] }>(
      await signUp(request('/v1/api/activity', { method: 'POST', body, ip: '10.0.0.1' })),
    );
    expect(created.status).toBe(200);
    expect(created.data.attendees).toHaveLength(2);
    const dup = await json(
      await signUp(request('/v1/api/activity', { method: 'POST', body, ip: '10.0.0.1' })),
    );
    expect(dup).toMatchObject({ status: 400, msg: '手机号 13912340001 已报名该活动' });

    const wrong = await json(
      await sign(
        request('/v1/api/activity/sign', {
          method: 'PUT',
          body: { activityId: live!.id, code: '000000', phone: '13912340001' },
        }),
      ),
    );
    expect(wrong).toMatchObject({ status: 400, msg: '签到码错误或已过期' });
    const stranger = await json(
      await sign(
        request('/v1/api/activity/sign', {
          method: 'PUT',
          body: { activityId: live!.id, code: code!.code, phone: '13912349999' },
        }),
      ),
    );
    expect(stranger.status).toBe(404);
    const notYet = await json(
      await certificate(
        request(`/v1/api/activity/certificate?activityId=${live!.id}&phone=13912340001`),
      ),
    );
    expect(notYet).toMatchObject({ status: 400, msg: '签到后才能领取参会证书' });

    const signed = await json<{ name: string; already: boolean }>(
      await sign(
        request('/v1/api/activity/sign', {
          method: 'PUT',
          body: { activityId: live!.id, code: code!.code, phone: '13912340001' },
        }),
      ),
    );
    expect(signed.data).toMatchObject({ name: '张三', already: false });
    const twice = await json<{ already: boolean }>(
      await sign(
        request('/v1/api/activity/sign', {
          method: 'PUT',
          body: { activityId: live!.id, code: code!.code, phone: '13912340001' },
        }),
      ),
    );
    expect(twice.data.already).toBe(true);

    const cert = await json<{ no: string; name: string; tenantName: string }>(
      await certificate(
        request(`/v1/api/activity/certificate?activityId=${live!.id}&phone=13912340001`),
      ),
    );
    expect(cert.data).toMatchObject({ name: '张三', tenantName: '测试建材有限公司' });
    const byNo = await json<{ name: string }>(
      await certificate(
        request(`/v1/api/activity/certificate?activityId=${live!.id}&no=${cert.data.no}`),
      ),
    );
    expect(byNo.data.name).toBe('张三');

    type Row = { name: string; phone: string; signedInAt: string | null };
    const list = await json<Page<Row>>(
      await attendees(
        request(`/v1/api/activity/pagingActivityAttendee?activityId=${live!.id}&pageSize=100`),
      ),
    );
    const zhang = list.data.records.find((r) => r.name === '张三')!;
    expect(zhang.phone).toBe('139****0001');
    expect(zhang.signedInAt).not.toBeNull();
    expect(list.data.records.find((r) => r.name === '李四')!.signedInAt).toBeNull();
  });

  it('signs a logged-in user up under their account and finds it again', async () => {
    const [live] = await db
      .select()
      .from(activities)
      .where(eq(activities.status, '1'))
      .orderBy(desc(activities.id))
      .limit(1);
    const body = {
      activityId: live!.id,
      tenantName: '中筑远景地产集团有限公司',
      attendees: [{ name: '王建国', phone: '13800000001' }],
    };
    const res = await json(
      await signUp(
        request('/v1/api/activity', { method: 'POST', body, cookie: buyer, ip: '10.0.0.2' }),
      ),
    );
    expect(res.msg).toBe('success');
    const mine = await json<{ tenantName: string }>(
      await signUpInfo(
        request(`/v1/api/activity/getSignUpInfo?activityId=${live!.id}`, { cookie: buyer }),
      ),
    );
    expect(mine.data.tenantName).toBe('中筑远景地产集团有限公司');
  });

  it('refuses sign-up for a closed activity', async () => {
    const [closed] = await db.select().from(activities).where(eq(activities.status, '2')).limit(1);
    const res = await json(
      await signUp(
        request('/v1/api/activity', {
          method: 'POST',
          ip: '10.0.0.3',
          body: {
            activityId: closed!.id,
            tenantName: '某公司',
            attendees: [{ name: '赵六', phone: '13912340009' }],
          },
        }),
      ),
    );
    expect(res).toMatchObject({ status: 400, msg: '活动报名已截止' });
  });
});

describe('demands', () => {
  it('gives a listed demand and hides an unlisted one from others', async () => {
    const ok = await json<{ topicName: string; designCategoryVoList: unknown[] }>(
      await demandById(request('/v1/api/demand/1'), withParams({ id: '1' })),
    );
    expect(ok.status).toBe(200);
    expect(ok.data.designCategoryVoList.length).toBeGreaterThan(0);
    const [hidden] = await db.select().from(demands).where(eq(demands.shelfFlag, 0)).limit(1);
    const res = await demandById(
      request(`/v1/api/demand/${hidden!.id}`),
      withParams({ id: String(hidden!.id) }),
    );
    expect(res.status).toBe(404);
  });

  it('collects and un-collects, moving the count once', async () => {
    const before = (await db.select().from(demands).where(eq(demands.id, 2)))[0]!.collectCount;
    const post = (route: typeof collect, cookie?: string) =>
      route(request('/v1/api/demand/collect', { method: 'POST', body: { id: 2 }, cookie }));
    expect((await post(collect)).status).toBe(401);
    const first = await json<{ collected: boolean; collectCount: number }>(
      await post(collect, buyer),
    );
    expect(first.data).toEqual({ collected: true, collectCount: before + 1 });
    const again = await json<{ collectCount: number }>(await post(collect, buyer));
    expect(again.data.collectCount).toBe(before + 1);
    const cancel = await json<{ collected: boolean; collectCount: number }>(
      await post(collectCancel, buyer),
    );
    expect(cancel.data).toEqual({ collected: false, collectCount: before });
  });

  it('lists comments newest first and adds one', async () => {
    const added = await json<{ content: string; userName: string }>(
      await comment(
        request('/v1/api/demand/comment', {
          method: 'POST',
          body: { demandId: 1, content: '可以提供方案' },
          cookie: designer,
        }),
      ),
    );
    expect(added.status).toBe(200);
    expect(added.data.userName).toBe('周子墨');
    const list = await json<Page<{ content: string }>>(
      await commentList(request('/v1/api/demand/comment/list?demandId=1')),
    );
    expect(list.data.records[0]!.content).toBe('可以提供方案');
    const empty = await json(
      await comment(
        request('/v1/api/demand/comment', {
          method: 'POST',
          body: { demandId: 1, content: ' ' },
          cookie: designer,
        }),
      ),
    );
    expect(empty).toMatchObject({ status: 400 });
  });

  it('tells whether the user has a listed demand', async () => {
    expect(
      (
        await json<boolean>(
          await haveOnShelf(request('/v1/api/demand/haveOnShelf', { cookie: buyer })),
        )
      ).data,
    ).toBe(true);
    expect(
      (
        await json<boolean>(
          await haveOnShelf(request('/v1/api/demand/haveOnShelf', { cookie: supplier })),
        )
      ).data,
    ).toBe(false);
  });
});
