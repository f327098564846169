import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Registration } from '@/api/modules/registration';
import { GET as info } from '@/app/v1/api/registration/info/route';
import { POST as submit } from '@/app/v1/api/registration/submit/route';
import { POST as reviewSignup } from '@/app/v1/api/ops/supplierSignups/[id]/review/route';
import { REGISTRATION_STATUS, SIGNUP_MSG } from '@/lib/supplier';
import { db } from '@/server/db';
import { enterprises, selectedSupplierSignups, userEnterprises } from '@/server/db/schema';
import { insertBasics, json, request, signedInUser } from './fixtures';

/** A signed-in member of a certified supplier that may sign up for the plan. */
async function supplier(type: 1 | 2 = 1) {
  const signedIn = await signedInUser(type);
  const enterpriseId = signedIn.user.activeEnterpriseId!;
  await db
    .update(enterprises)
    .set({ tenantStatus: type === 1 ? 'supplier_to_approve' : null })
    .where(eq(enterprises.id, enterpriseId));
  await db.insert(userEnterprises).values({ userId: signedIn.user.id, enterpriseId });
  return { ...signedIn, enterpriseId };
}

const readInfo = async (cookie?: string, query = '') =>
  json<Registration | null>(await info(request(`/v1/api/registration/info${query}`, { cookie })));
const send = async (cookie: string | undefined, body: unknown) =>
  json<{ id: number; tenantStatus: string }>(
    await submit(request('/v1/api/registration/submit', { method: 'POST', cookie, body })),
  );

let operator = '';
beforeAll(async () => {
  await insertBasics();
  operator = (await signedInUser(undefined, true)).cookie;
});

describe('registration (/enroll: the selected-supplier sign-up)', () => {
  it('signs the enterprise up, shows it in review, then approved by an operator', async () => {
    const { cookie, enterpriseId } = await supplier();
    expect((await readInfo(cookie)).data).toMatchObject({
      enterpriseId,
      tenantStatus: 'supplier_to_approve',
      status: null,
      submittedAt: null,
    });
    const sent = await send(cookie, { enterpriseId: String(enterpriseId) });
    expect(sent).toMatchObject({ status: 200, data: { tenantStatus: 'supplier_approving' } });
    expect((await readInfo(cookie, `?id=${enterpriseId}`)).data).toMatchObject({
      status: REGISTRATION_STATUS.pending,
      tenantStatus: 'supplier_approving',
      submittedAt: expect.any(String),
    });
    expect(await send(cookie, { enterpriseId })).toMatchObject({
      status: 409,
      msg: SIGNUP_MSG.pending,
    });

    const reviewed = await reviewSignup(
      request(`/v1/api/ops/supplierSignups/${sent.data.id}/review`, {
        method: 'POST',
        cookie: operator,
        body: { action: 'approve' },
      }),
      { params: Promise.resolve({ id: String(sent.data.id) }) },
    );
    expect(reviewed.status).toBe(200);
    expect((await readInfo(cookie)).data).toMatchObject({
      status: REGISTRATION_STATUS.approved,
      tenantStatus: 'supplier',
      rejectReason: null,
    });
  });

  it('gives the reason of a rejection, and a new sign-up reopens the same record', async () => {
    const { cookie, enterpriseId } = await supplier();
    const sent = await send(cookie, { enterpriseId });
    await reviewSignup(
      request(`/v1/api/ops/supplierSignups/${sent.data.id}/review`, {
        method: 'POST',
        cookie: operator,
        body: { action: 'reject', reason: '缺少近三年业绩' },
      }),
      { params: Promise.resolve({ id: String(sent.data.id) }) },
    );
    expect((await readInfo(cookie)).data).toMatchObject({
      status: REGISTRATION_STATUS.rejected,
      rejectReason: '缺少近三年业绩',
    });
    expect((await send(cookie, { enterpriseId })).status).toBe(200);
    const rows = await db
      .select()
      .from(selectedSupplierSignups)
      .where(eq(selectedSupplierSignups.enterpriseId, enterpriseId));
    expect(rows.map((r) => r.status)).toEqual([REGISTRATION_STATUS.pending]);
  });

  it('names the missing enterprise in Chinese and follows the sign-up rules', async () => {
    const { cookie } = await supplier();
    expect(await send(cookie, {})).toMatchObject({ status: 400, msg: '请选择报名的企业' });
    expect(await send(cookie, { enterpriseId: 'abc' })).toMatchObject({
      status: 400,
      msg: '请选择报名的企业',
    });
    const buyer = await supplier(2);
    expect(await send(buyer.cookie, { enterpriseId: buyer.enterpriseId })).toMatchObject({
      status: 409,
      msg: SIGNUP_MSG.notSupplier,
    });
    const personal = await signedInUser();
    expect((await readInfo(personal.cookie)).data).toBeNull();
  });

  it('needs a login and answers only about enterprises the user belongs to', async () => {
    const { enterpriseId } = await supplier();
    const other = await supplier();
    expect(await readInfo()).toMatchObject({ status: 401, msg: '请先登录' });
    expect(await send(undefined, { enterpriseId })).toMatchObject({ status: 401 });
    expect(await readInfo(other.cookie, `?id=${enterpriseId}`)).toMatchObject({
      status: 404,
      msg: '企业不存在',
    });
    expect((await send(other.cookie, { enterpriseId })).status).toBe(403);
    const [row] = await db
      .select()
      .from(selectedSupplierSignups)
      .where(eq(selectedSupplierSignups.enterpriseId, enterpriseId));
    expect(row).toBeUndefined();
  });
});
