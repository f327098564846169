import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '@/api/modules/auth';
import { POST as loginRoute } from '@/app/v1/api/auth/login/route';
import { db } from '@/server/db';
import { seed } from '@/server/db/seed';
import { DEMO } from '@/server/db/seed/identity';
import { requireUserInfo } from '@/server/services/identity/user-info';
import { APPROVALS_LANDING, withLoginLanding } from '@/server/services/login-landing';
import { json, request } from './fixtures';

const LIU = 190; // 刘振华: a second-level approval waits for him in the seed
const GAO = 191; // 高雅琴: a first-level approval waits for her

beforeAll(async () => {
  await seed(db, { products: 60, writeImages: false });
});

describe('where a user lands after signing in without a return URL', () => {
  it('is 待我审核 for an approver with orders waiting at their level', async () => {
    for (const id of [GAO, LIU]) {
      const answer = await withLoginLanding(await requireUserInfo(id));
      expect(answer.landingUrl, String(id)).toBe(APPROVALS_LANDING);
      expect(answer.id).toBe(id);
    }
  });

  it('is left to the page for a buyer with nothing to approve and for a supplier', async () => {
    expect((await withLoginLanding(await requireUserInfo(DEMO.buyerUser))).landingUrl).toBe(
      undefined,
    );
    expect((await withLoginLanding(await requireUserInfo(DEMO.supplierUser))).landingUrl).toBe(
      undefined,
    );
  });

  it('comes with the password login answer in one round trip', async () => {
    const res = await loginRoute(
      request('/v1/api/auth/login', {
        method: 'POST',
        body: { phone: '13800000001', password: 'Mall@2026' },
      }),
    );
    const { status, data: answer } = await json<LoginAnswer>(res);
    expect(status).toBe(200);
    expect(answer.phone).toBe('13800000001');
    expect(answer).not.toHaveProperty('landingUrl');
  });
});
