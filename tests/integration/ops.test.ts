import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  OpsDesigner,
  OpsOverview,
  OpsReview,
  OpsSupplierSignup,
  Page,
  UserInfoWire,
} from '@/api/types';
import { GET as certifications } from '@/app/v1/api/ops/certifications/route';
import { POST as reviewCertification } from '@/app/v1/api/ops/certifications/[id]/review/route';
import { GET as designers } from '@/app/v1/api/ops/designers/route';
import { POST as reviewDesigner } from '@/app/v1/api/ops/designers/[id]/review/route';
import { GET as overview } from '@/app/v1/api/ops/overview/route';
import { GET as reviewsList } from '@/app/v1/api/ops/reviews/route';
import { GET as signups } from '@/app/v1/api/ops/supplierSignups/route';
import { POST as reviewSignup } from '@/app/v1/api/ops/supplierSignups/[id]/review/route';
import { GET as userCurrent } from '@/app/v1/api/user/current/route';
import { DESIGNER_STATUS } from '@/lib/certification';
import { db } from '@/server/db';
import {
  enterprises,
  reviews,
  selectedSupplierSignups,
  userEnterprises,
  users,
  websiteMessages,
} from '@/server/db/schema';
import { insertBasics, json, request, signedInUser } from './fixtures';

type Route = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;
const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) });

const endpoints: [string, string, Route][] = [
  ['GET', '/v1/api/ops/overview', overview as Route],
  ['GET', '/v1/api/ops/certifications', certifications as Route],
  ['POST', '/v1/api/ops/certifications/1/review', reviewCertification as Route],
  ['GET', '/v1/api/ops/supplierSignups', signups as Route],
  ['POST', '/v1/api/ops/supplierSignups/1/review', reviewSignup as Route],
  ['GET', '/v1/api/ops/designers', designers as Route],
  ['POST', '/v1/api/ops/designers/1/review', reviewDesigner as Route],
  ['GET', '/v1/api/ops/reviews', reviewsList as Route],
];

let operator: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  await insertBasics();
  operator = await signedInUser(undefined, true);
});

/** An approved supplier company of a fresh user, with a pending selected-supplier sign-up. */
async function pendingSignup(name: string) {
  const applicant = await signedInUser(1);
  const enterpriseId = applicant.user.activeEnterpriseId!;
  await db
    .update(enterprises)
    .set({ name, childType: 1001, tenantStatus: 'supplier_approving' })
    .where(eq(enterprises.id, enterpriseId));
  await db.insert(userEnterprises).values({ userId: applicant.user.id, enterpriseId });
  const [signup] = await db
    .insert(selectedSupplierSignups)
    .values({ enterpriseId, userId: applicant.user.id })
    .returning();
  return { ...applicant, enterpriseId, signupId: signup!.id };
}

describe('access', () => {
  it.each(endpoints)(
    '%s %s: 401 for visitors, 403 for non-operators',
    async (method, path, route) => {
      const body = method === 'POST' ? { action: 'approve' } : undefined;
      const visitor = await route(request(path, { method, body }), params({ id: '1' }));
      expect(visitor.status).toBe(401);
      for (const enterpriseType of [undefined, 1, 2] as const) {
        const { cookie } = await signedInUser(enterpriseType);
        const res = await json(
          await route(request(path, { method, cookie, body }), params({ id: '1' })),
        );
        expect(res).toMatchObject({ status: 403, msg: '暂无权限' });
      }
    },
  );

  it('the overview names the operator and counts what waits', async () => {
    const { signupId } = await pendingSignup('绍兴市概况测试有限公司');
    const res = await json<OpsOverview>(
      await overview(request('/v1/api/ops/overview', { cookie: operator.cookie })),
    );
    expect(res.data.operator).toEqual({ id: operator.user.id, name: operator.user.name });
    expect(res.data.pending.signups).toBeGreaterThanOrEqual(1);
    await db.delete(selectedSupplierSignups).where(eq(selectedSupplierSignups.id, signupId));
  });
});

describe('selected-supplier sign-ups', () => {
  it('approving makes the enterprise a selected supplier (tenantStatus supplier)', async () => {
    const applicant = await pendingSignup('湖州市优选报名测试有限公司');
    const list = await json<Page<OpsSupplierSignup>>(
      await signups(request('/v1/api/ops/supplierSignups', { cookie: operator.cookie })),
    );
    expect(list.data.records.find((r) => r.id === applicant.signupId)).toMatchObject({
      enterpriseId: applicant.enterpriseId,
      companyName: '湖州市优选报名测试有限公司',
      tenantStatus: 'supplier_approving',
      applicant: { id: applicant.user.id },
    });

    const res = await json(
      await reviewSignup(
        request(`/v1/api/ops/supplierSignups/${applicant.signupId}/review`, {
          method: 'POST',
          cookie: operator.cookie,
          body: { action: 'approve' },
        }),
        params({ id: String(applicant.signupId) }),
      ),
    );
    expect(res).toMatchObject({ status: 200, data: { status: 1, tenantStatus: 'supplier' } });
    const me = await json<UserInfoWire>(
      await userCurrent(request('/v1/api/user/current', { cookie: applicant.cookie })),
    );
    expect(me.data.tenantStatus).toBe('supplier');
    const [signup] = await db
      .select()
      .from(selectedSupplierSignups)
      .where(eq(selectedSupplierSignups.id, applicant.signupId));
    expect(signup?.status).toBe(1);

    const twice = await reviewSignup(
      request(`/v1/api/ops/supplierSignups/${applicant.signupId}/review`, {
        method: 'POST',
        cookie: operator.cookie,
        body: { action: 'reject', reason: '重复' },
      }),
      params({ id: String(applicant.signupId) }),
    );
    expect(twice.status).toBe(409);
  });

  it('rejecting records the reason and sets supplier_approve_fail', async () => {
    const applicant = await pendingSignup('金华市优选驳回测试有限公司');
    const path = `/v1/api/ops/supplierSignups/${applicant.signupId}/review`;
    const noReason = await reviewSignup(
      request(path, { method: 'POST', cookie: operator.cookie, body: { action: 'reject' } }),
      params({ id: String(applicant.signupId) }),
    );
    expect(noReason.status).toBe(400);
    const res = await json(
      await reviewSignup(
        request(path, {
          method: 'POST',
          cookie: operator.cookie,
          body: { action: 'reject', reason: '供货业绩证明材料不足' },
        }),
        params({ id: String(applicant.signupId) }),
      ),
    );
    expect(res.data).toMatchObject({ status: -1, tenantStatus: 'supplier_approve_fail' });
    const [row] = await db
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, applicant.enterpriseId));
    expect(row).toMatchObject({
      tenantStatus: 'supplier_approve_fail',
      rejectReason: '供货业绩证明材料不足',
    });
    // The applicant hears of it in the station messages.
    const [message] = await db
      .select()
      .from(websiteMessages)
      .where(eq(websiteMessages.userId, applicant.user.id));
    expect(message).toMatchObject({
      kind: 'auth',
      side: 'supplier',
      title: '优选供应商报名未通过',
    });
    expect(message!.content).toContain('供货业绩证明材料不足');

    const trail = await json<Page<OpsReview>>(
      await reviewsList(
        request('/v1/api/ops/reviews?subject=selected_supplier', { cookie: operator.cookie }),
      ),
    );
    expect(trail.data.records[0]).toMatchObject({
      subject: 'selected_supplier',
      subjectId: applicant.signupId,
      subjectName: '金华市优选驳回测试有限公司',
      action: 'reject',
      fromStatus: '1/supplier_approving',
      toStatus: '1/supplier_approve_fail',
      reason: '供货业绩证明材料不足',
      actor: { id: operator.user.id, name: operator.user.name },
    });
    expect(Date.now() - Date.parse(trail.data.records[0]!.createdAt)).toBeLessThan(60_000);
  });
});

describe('company certification decisions', () => {
  it('a missing enterprise is a 404, a non-pending one a 409', async () => {
    const missing = await reviewCertification(
      request('/v1/api/ops/certifications/999999/review', {
        method: 'POST',
        cookie: operator.cookie,
        body: { action: 'approve' },
      }),
      params({ id: '999999' }),
    );
    expect(missing.status).toBe(404);
    const approved = await signedInUser(2);
    const id = approved.user.activeEnterpriseId!;
    const res = await reviewCertification(
      request(`/v1/api/ops/certifications/${id}/review`, {
        method: 'POST',
        cookie: operator.cookie,
        body: { action: 'approve' },
      }),
      params({ id: String(id) }),
    );
    expect(res.status).toBe(409);
    expect(await db.select().from(reviews).where(eq(reviews.subjectId, id))).toHaveLength(0);
  });
});

describe('designer decisions', () => {
  it('lists pending designers with their submission and rejects with a reason', async () => {
    const { user } = await signedInUser();
    await db
      .update(users)
      .set({ isDesignerAccount: true, designerStatus: DESIGNER_STATUS.pending })
      .where(eq(users.id, user.id));
    await db.insert(reviews).values({
      subject: 'designer',
      subjectId: user.id,
      action: 'submit',
      toStatus: '2',
      actorId: user.id,
      payload: { realName: '林设计', designerType: 3, idCardUrl: '/files/x.png', worksUrls: [] },
    });
    const list = await json<Page<OpsDesigner>>(
      await designers(request('/v1/api/ops/designers', { cookie: operator.cookie })),
    );
    expect(list.data.records.find((d) => d.userId === user.id)).toMatchObject({
      realName: '林设计',
      designerType: 3,
      idCardUrl: '/files/x.png',
    });
    const path = `/v1/api/ops/designers/${user.id}/review`;
    const res = await json(
      await reviewDesigner(
        request(path, {
          method: 'POST',
          cookie: operator.cookie,
          body: { action: 'reject', reason: '证件照片不清晰' },
        }),
        params({ id: String(user.id) }),
      ),
    );
    expect(res.data).toEqual({ id: user.id, designerStatus: DESIGNER_STATUS.rejected });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.designerStatus).toBe(DESIGNER_STATUS.rejected);
    const [message] = await db
      .select()
      .from(websiteMessages)
      .where(eq(websiteMessages.userId, user.id));
    expect(message).toMatchObject({
      kind: 'auth',
      title: '设计师认证未通过',
      link: '/auth?type=2',
    });
  });
});
