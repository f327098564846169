import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@/api/types';
import type { CertificationQuery } from '@/lib/certification';
import { db } from '@/server/db';
import { enterprises, userEnterprises, users } from '@/server/db/schema';
import { CERTIFICATION_MSG, certificationView } from '@/server/services/certification';
import { requireUserInfo } from '@/server/services/identity/user-info';
import { realmLoginUrl } from '@/server/services/theme';
import { decodeReturnUrl } from '@/lib/account-links';
import { insertBasics } from './fixtures';

beforeAll(insertBasics);

/** A user holding one enterprise of the given status (active), or none. */
async function applicant(
  enterprise?: { status: number; type?: 1 | 2; rejectReason?: string },
  patch: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: UserInfo; enterpriseId: number | null }> {
  const phone = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const [u] = await db
    .insert(users)
    .values({ phone, name: '认证申请人', clientId: randomUUID(), ...patch })
    .returning({ id: users.id });
  let enterpriseId: number | null = null;
  if (enterprise) {
    const [e] = await db
      .insert(enterprises)
      .values({ name: `认证视图企业${phone}`, type: enterprise.type ?? 1, ...enterprise })
      .returning({ id: enterprises.id });
    enterpriseId = e!.id;
    await db.insert(userEnterprises).values({ userId: u!.id, enterpriseId });
    await db.update(users).set({ activeEnterpriseId: enterpriseId }).where(eq(users.id, u!.id));
  }
  return { user: await requireUserInfo(u!.id), enterpriseId };
}

const view = (user: UserInfo, query: CertificationQuery = {}) => certificationView(user, query);

describe('certificationView (what /auth and /mobile/authentication show)', () => {
  it('gives a user without an enterprise a new company certification, any type', async () => {
    const { user } = await applicant();
    expect(await view(user)).toEqual({ kind: 'company', existing: null });
    expect(await view(user, { type: 2 })).toEqual({ kind: 'company', existing: null });
  });

  it('shows the enterprise in review, with what was submitted, to a user coming back', async () => {
    const { user, enterpriseId } = await applicant({ status: 0 });
    const shown = await view(user);
    expect(shown.kind).toBe('companyPending');
    expect(shown.kind !== 'designer' && shown.existing?.id).toBe(enterpriseId);
    // A type in the query does not hide a certification in review.
    expect((await view(user, { type: 2 })).kind).toBe('companyPending');
  });

  it('shows the approved company, unless a type asks for another identity’s form', async () => {
    const { user, enterpriseId } = await applicant({ status: 1 });
    const shown = await view(user);
    expect(shown).toMatchObject({ kind: 'companyApproved', existing: { id: enterpriseId } });
    expect(await view(user, { type: 2 })).toEqual({ kind: 'company', existing: null });
  });

  it('opens a rejected enterprise from the query for resubmission, with its reason', async () => {
    const { user, enterpriseId } = await applicant({ status: -1, rejectReason: '营业执照模糊' });
    expect(await view(user, { enterpriseId: enterpriseId!, type: 1 })).toMatchObject({
      kind: 'company',
      existing: { id: enterpriseId, rejectReason: '营业执照模糊' },
    });
    // Without the query, a rejected enterprise is not reopened by itself: a new form.
    expect(await view(user)).toEqual({ kind: 'company', existing: null });
  });

  it("starts a new certification, saying why, for someone else's or a missing enterprise", async () => {
    const { user } = await applicant();
    const other = await applicant({ status: -1, rejectReason: '不属于你' });
    const notice = CERTIFICATION_MSG.notYours;
    expect(await view(user, { enterpriseId: other.enterpriseId! })).toEqual({
      kind: 'company',
      existing: null,
      notice,
    });
    expect(await view(user, { enterpriseId: 2_000_000_000 })).toEqual({
      kind: 'company',
      existing: null,
      notice,
    });
  });

  it('gives a designer account asking for type=2 its own certification and state', async () => {
    const { user } = await applicant(undefined, { isDesignerAccount: true, designerStatus: 2 });
    expect(await view(user, { type: 2 })).toMatchObject({
      kind: 'designer',
      info: { designerStatus: 2, isDesignerAccount: true },
    });
    expect(await view(user)).toEqual({ kind: 'company', existing: null });
  });
});

describe('realmLoginUrl (where a visitor of the certification pages is sent)', () => {
  const returnOf = (url: string) =>
    decodeReturnUrl(new URL(url, 'http://x').searchParams.get('returnUrl'));

  it("uses this site's login, the phone one for a phone page, coming back to the path", () => {
    const realm = { mainConfig: {}, domainNameUrl: 'http://localhost:3000' };
    const desk = realmLoginUrl(realm, '/auth?type=1');
    expect(desk).toMatch(/^\/reg\/login\?/);
    expect(returnOf(desk)).toBe('/auth?type=1');
    expect(realmLoginUrl(realm, '/mobile/authentication', { phone: true })).toMatch(
      /^\/mobile\/reg\/login\?/,
    );
  });

  it("sends a realm's visitors to its own account site, with the way back in full", () => {
    const realm = {
      mainConfig: { accountSiteUrl: 'https://account.jinwan.example' },
      domainNameUrl: 'http://jinwan.localhost/',
    };
    const url = realmLoginUrl(realm, '/mobile/authentication?type=2', { phone: true });
    expect(url).toMatch(/^https:\/\/account\.jinwan\.example\/reg\/login\?/);
    expect(returnOf(url)).toBe('http://jinwan.localhost/mobile/authentication?type=2');
  });
});
