import { and, count, eq, inArray } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AgreementRow,
  OwnSkuOption,
  SupplierGreenInfo,
  SupplierInquiryDetail,
  SupplierInquiryItem,
} from '@/api/modules/supplier';
import type { FactoryVr, Page, Showroom, UploadedFile } from '@/api/types';
import { POST as publicUpload } from '@/app/v1/api/file/publicUpload/route';
import {
  DELETE as deleteAgreement,
  GET as getAgreement,
  PUT as putAgreement,
} from '@/app/v1/api/supplier/agreements/[id]/route';
import { GET as buyers } from '@/app/v1/api/supplier/agreements/buyers/route';
import {
  GET as listAgreements,
  POST as postAgreement,
} from '@/app/v1/api/supplier/agreements/route';
import { GET as ownSkus } from '@/app/v1/api/supplier/agreements/skus/route';
import { GET as companyHall } from '@/app/v1/api/supplier/companyHall/[tenantId]/route';
import { PUT as putCompanyHall } from '@/app/v1/api/supplier/companyHall/route';
import { GET as factoryVr } from '@/app/v1/api/supplier/factoryVr/[tenantId]/route';
import { GET as greenInfo } from '@/app/v1/api/supplier/green/info/route';
import { PUT as putQuote } from '@/app/v1/api/supplier/inquiries/[id]/quote/route';
import { GET as inquiryDetail } from '@/app/v1/api/supplier/inquiries/[id]/route';
import { GET as inquiryList } from '@/app/v1/api/supplier/inquiries/route';
import { AGREEMENT_MSG } from '@/lib/agreement-price';
import { QUOTE_MSG } from '@/lib/inquiry-quote';
import { PANORAMA_MSG } from '@/lib/showroom-edit';
import { db } from '@/server/db';
import {
  enterprises,
  inquiries,
  inquiryQuotes,
  skuAgreements,
  supplierFactoryVrs,
  supplierShowrooms,
  userEnterprises,
  websiteMessages,
} from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { DEMO } from '@/server/db/seed/identity';
import { showroomDraft } from '@/server/services/supplier-showroom';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { json, request, signedInUser } from './fixtures';

// Uploads go to a throw-away directory, set before the storage module reads the env.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-supplier-centre-'));
});

const withParams = (params: Record<string, string>) => ({ params: Promise.resolve(params) });
const day = (offset: number) =>
  new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

let supplier = '';
let otherSupplier = '';
let otherSupplierId = 0;
let buyer = '';

async function cookieOf(userId: number) {
  return `${SESSION_COOKIE}=${(await createSession(userId)).token}`;
}

let ipSeq = 0;
async function upload(cookie: string, name: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': `10.7.0.${++ipSeq}` });
  headers.set('cookie', cookie);
  headers.set('x-requested-with', 'XMLHttpRequest');
  const res = await publicUpload(
    new NextRequest('http://localhost:3000/v1/api/file/publicUpload', {
      method: 'POST',
      body: form,
      headers,
    }),
  );
  const body = await json<UploadedFile>(res);
  expect(body.status, body.msg).toBe(200);
  return body.data.fileUrl;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  await seed(db, { products: 60, writeImages: false });
  supplier = await cookieOf(DEMO.supplierUser);
  buyer = await cookieOf(DEMO.buyerUser);
  const other = await signedInUser(1);
  otherSupplier = other.cookie;
  otherSupplierId = other.user.activeEnterpriseId!;
}, 180_000);

// ---------------------------------------------------------------- showroom

describe('PUT supplier/companyHall', () => {
  const put = (body: unknown, cookie?: string) =>
    putCompanyHall(request('/v1/api/supplier/companyHall', { method: 'PUT', body, cookie }));

  it('is for signed-in suppliers only, and writes nothing otherwise', async () => {
    const before = await showroomDraft(DEMO.supplierEnterprise);
    const body = { ...before, slogan: '不该写入' };
    expect((await put(body)).status).toBe(401);
    expect((await put(body, buyer)).status).toBe(403);
    expect((await showroomDraft(DEMO.supplierEnterprise)).slogan).toBe(before.slogan);
  });

  it('names the failing field, also inside a list', async () => {
    const draft = await showroomDraft(DEMO.supplierEnterprise);
    let res = await json(await put({ ...draft, shortName: '' }, supplier));
    expect([res.status, res.msg]).toEqual([400, '请输入展厅简称']);
    res = await json(
      await put({ ...draft, factoryImages: [{ title: '', imageUrl: 'x' }] }, supplier),
    );
    expect([res.status, res.msg]).toEqual([400, '工厂实景第 1 项：请输入实景名称']);
    res = await json(await put({ ...draft, foundedYear: 3000 }, supplier));
    expect(res.msg).toBe('成立年份须在 1900 年至今年之间');
  });

  it('takes only files the supplier uploaded, images where images go, 2:1 panoramas', async () => {
    const draft = await showroomDraft(DEMO.supplierEnterprise);
    // Someone else's upload or a made-up URL is refused.
    const foreign = await upload(otherSupplier, 'logo.png', await png(40, 40));
    let res = await json(await put({ ...draft, logo: foreign }, supplier));
    expect([res.status, res.msg]).toEqual([400, '企业 Logo不是您上传的文件，请重新上传']);
    res = await json(await put({ ...draft, bannerUrl: 'https://evil.example/x.png' }, supplier));
    expect(res.status).toBe(400);
    // A PDF is a document, not a logo.
    const pdf = await upload(supplier, 'brochure.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    res = await json(await put({ ...draft, logo: pdf }, supplier));
    expect([res.status, res.msg]).toEqual([400, '企业 Logo须为 png 或 jpg 图片，请重新上传']);
    // A 4:3 photo is not an equirectangular panorama.
    const photo = await upload(supplier, 'photo.png', await png(400, 300));
    res = await json(
      await put({ ...draft, vrs: [...draft.vrs, { title: '新车间全景', vrUrl: photo }] }, supplier),
    );
    expect([res.status, res.msg]).toEqual([400, PANORAMA_MSG]);
    const [vrCount] = await db
      .select({ n: count() })
      .from(supplierFactoryVrs)
      .where(eq(supplierFactoryVrs.enterpriseId, DEMO.supplierEnterprise));
    expect(vrCount!.n).toBe(draft.vrs.length);
  });

  it('publishes the showroom: profile sanitised, lists replaced, public answers updated', async () => {
    const draft = await showroomDraft(DEMO.supplierEnterprise);
    const pano = await upload(supplier, 'pano.png', await png(800, 400));
    const logo = await upload(
      supplier,
      'logo.jpg',
      await sharp(await png(60, 60))
        .jpeg()
        .toBuffer(),
    );
    const res = await json(
      await put(
        {
          ...draft,
          slogan: '二十年专注实木复合地板',
          intro: '<p onclick="x()">森华<strong>木业</strong></p><script>alert(1)</script>',
          logo,
          vrs: [{ title: '新车间全景', vrUrl: pano }],
          qualifications: draft.qualifications.slice(0, 1),
        },
        supplier,
      ),
    );
    expect(res.status, res.msg).toBe(200);
    const hall = await json<Showroom>(
      await companyHall(request('/v1/api/supplier/companyHall/1'), withParams({ tenantId: '1' })),
    );
    expect(hall.data.slogan).toBe('二十年专注实木复合地板');
    expect(hall.data.intro).toBe('<p>森华<strong>木业</strong></p>');
    expect(hall.data.logo).toBe(logo);
    expect(hall.data.counts.vr).toBe(1);
    expect(hall.data.counts.qualifications).toBe(Math.min(1, draft.qualifications.length));
    const vrs = await json<FactoryVr[]>(
      await factoryVr(request('/v1/api/supplier/factoryVr/1'), withParams({ tenantId: '1' })),
    );
    expect(vrs.data.map((v) => [v.title, v.vrUrl])).toEqual([['新车间全景', pano]]);
    // Saving again with the same files needs no new upload.
    const again = await showroomDraft(DEMO.supplierEnterprise);
    expect((await put({ ...again, slogan: '再次保存' }, supplier)).status).toBe(200);
    const [room] = await db
      .select({ slogan: supplierShowrooms.slogan, searchText: supplierShowrooms.searchText })
      .from(supplierShowrooms)
      .where(eq(supplierShowrooms.enterpriseId, DEMO.supplierEnterprise));
    expect(room!.slogan).toBe('再次保存');
    expect(room!.searchText.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------- green info

describe('GET supplier/green/info', () => {
  it('answers anyone for a supplier, and the signed-in supplier for itself', async () => {
    const pub = await json<SupplierGreenInfo>(
      await greenInfo(request('/v1/api/supplier/green/info?tenantId=1')),
    );
    expect(pub.status).toBe(200);
    expect(pub.data.tenantId).toBe(1);
    expect(Array.isArray(pub.data.certificates)).toBe(true);
    const own = await json<SupplierGreenInfo>(
      await greenInfo(request('/v1/api/supplier/green/info', { cookie: supplier })),
    );
    expect(own.data.tenantId).toBe(DEMO.supplierEnterprise);
    expect((await greenInfo(request('/v1/api/supplier/green/info'))).status).toBe(401);
    expect(
      (await greenInfo(request('/v1/api/supplier/green/info', { cookie: buyer }))).status,
    ).toBe(403);
    const notSupplier = await greenInfo(
      request(`/v1/api/supplier/green/info?tenantId=${DEMO.buyerEnterprise}`),
    );
    expect(notSupplier.status).toBe(404);
  });
});

// ---------------------------------------------------------------- agreements

describe('agreement prices', () => {
  let sku: OwnSkuOption;
  let created: AgreementRow;
  const countAll = async () => (await db.select({ n: count() }).from(skuAgreements))[0]!.n;

  it('finds approved buyer companies by name and the own SKUs', async () => {
    const [b] = await db
      .select({ name: enterprises.name })
      .from(enterprises)
      .where(eq(enterprises.id, DEMO.buyerEnterprise));
    const found = await json<{ id: number; name: string }[]>(
      await buyers(
        request(
          `/v1/api/supplier/agreements/buyers?name=${encodeURIComponent(b!.name.slice(0, 4))}`,
          {
            cookie: supplier,
          },
        ),
      ),
    );
    expect(found.data.map((x) => x.id)).toContain(DEMO.buyerEnterprise);
    const skus = await json<OwnSkuOption[]>(
      await ownSkus(request('/v1/api/supplier/agreements/skus', { cookie: supplier })),
    );
    expect(skus.data.length).toBeGreaterThan(0);
    sku = skus.data[0]!;
    const none = await json<OwnSkuOption[]>(
      await ownSkus(request('/v1/api/supplier/agreements/skus', { cookie: otherSupplier })),
    );
    expect(none.data).toEqual([]);
  });

  it('creates one per SKU and buyer, price in fen, dates as Shanghai days', async () => {
    const body = {
      buyerEnterpriseId: DEMO.buyerEnterprise,
      skuId: sku.skuId,
      price: '88.80',
      startDate: day(0),
      endDate: day(30),
    };
    const res = await json<AgreementRow>(
      await postAgreement(
        request('/v1/api/supplier/agreements', { method: 'POST', body, cookie: supplier }),
      ),
    );
    expect(res.status, res.msg).toBe(200);
    created = res.data;
    expect(created).toMatchObject({
      price: 8880,
      startDate: day(0),
      endDate: day(30),
      state: 'active',
      buyerEnterpriseId: DEMO.buyerEnterprise,
    });
    expect(created.agreementNo).toMatch(/^XY\d{14}$/);
    const dup = await postAgreement(
      request('/v1/api/supplier/agreements', { method: 'POST', body, cookie: supplier }),
    );
    expect(await json(dup)).toMatchObject({ status: 409, msg: AGREEMENT_MSG.duplicate });
  });

  it('refuses bad input with the field named, and SKUs or buyers that are not allowed', async () => {
    const base = {
      buyerEnterpriseId: DEMO.buyerEnterprise,
      skuId: sku.skuId,
      price: '1',
      startDate: day(0),
      endDate: day(1),
    };
    const post = (body: unknown) =>
      postAgreement(
        request('/v1/api/supplier/agreements', { method: 'POST', body, cookie: supplier }),
      ).then((r) => json(r));
    const before = await countAll();
    expect(await post({ ...base, price: -1 })).toMatchObject({
      status: 400,
      msg: `参数「协议价」错误：${AGREEMENT_MSG.priceRange}`,
    });
    expect(await post({ ...base, endDate: day(0) })).toMatchObject({
      status: 400,
      msg: `参数「结束日期」错误：${AGREEMENT_MSG.order}`,
    });
    expect(await post({ ...base, buyerEnterpriseId: DEMO.supplierEnterprise })).toMatchObject({
      status: 400,
      msg: AGREEMENT_MSG.buyerMissing,
    });
    const otherSku = await json<OwnSkuOption[]>(
      await ownSkus(request('/v1/api/supplier/agreements/skus', { cookie: supplier })),
    );
    expect(otherSku.data.length).toBeGreaterThan(0);
    // Supplier B has no products: supplier 1's SKU is not B's to price.
    const bPost = await postAgreement(
      request('/v1/api/supplier/agreements', { method: 'POST', body: base, cookie: otherSupplier }),
    );
    expect(await json(bPost)).toMatchObject({ status: 400, msg: AGREEMENT_MSG.skuMissing });
    expect(await countAll()).toBe(before);
  });

  it('lists by buyer, product and state', async () => {
    const page = async (query: string) =>
      (
        await json<Page<AgreementRow>>(
          await listAgreements(
            request(`/v1/api/supplier/agreements?${query}`, { cookie: supplier }),
          ),
        )
      ).data;
    expect((await page('')).records.map((r) => r.id)).toContain(created.id);
    expect((await page(`buyer=${encodeURIComponent(created.buyerName)}`)).total).toBeGreaterThan(0);
    expect((await page('buyer=不存在的企业')).total).toBe(0);
    expect((await page(`keyword=${encodeURIComponent(sku.skuCode)}`)).records[0]!.id).toBe(
      created.id,
    );
    expect((await page('state=expired')).records.map((r) => r.id)).not.toContain(created.id);
    expect((await page('state=active')).records.map((r) => r.id)).toContain(created.id);
    const other = await json<Page<AgreementRow>>(
      await listAgreements(request('/v1/api/supplier/agreements', { cookie: otherSupplier })),
    );
    expect(other.data.total).toBe(0);
  });

  it("hides one supplier's agreement from another: 404 and nothing written", async () => {
    const path = `/v1/api/supplier/agreements/${created.id}`;
    const ctx = withParams({ id: String(created.id) });
    expect((await getAgreement(request(path, { cookie: otherSupplier }), ctx)).status).toBe(404);
    const body = {
      buyerEnterpriseId: DEMO.buyerEnterprise,
      skuId: sku.skuId,
      price: '0.01',
      startDate: day(0),
      endDate: day(2),
    };
    expect(
      (await putAgreement(request(path, { method: 'PUT', body, cookie: otherSupplier }), ctx))
        .status,
    ).toBe(404);
    expect(
      (await deleteAgreement(request(path, { method: 'DELETE', cookie: otherSupplier }), ctx))
        .status,
    ).toBe(404);
    expect(
      (await putAgreement(request(path, { method: 'PUT', body, cookie: buyer }), ctx)).status,
    ).toBe(403);
    expect((await deleteAgreement(request(path, { method: 'DELETE' }), ctx)).status).toBe(401);
    const [row] = await db.select().from(skuAgreements).where(eq(skuAgreements.id, created.id));
    expect(row!.price).toBe(8880);
  });

  it('lets the owner edit and delete it', async () => {
    const path = `/v1/api/supplier/agreements/${created.id}`;
    const ctx = withParams({ id: String(created.id) });
    const body = {
      buyerEnterpriseId: DEMO.buyerEnterprise,
      skuId: sku.skuId,
      price: 75,
      startDate: day(10),
      endDate: day(40),
      agreementNo: 'HT-2026-001',
    };
    const res = await json<AgreementRow>(
      await putAgreement(request(path, { method: 'PUT', body, cookie: supplier }), ctx),
    );
    expect(res.data).toMatchObject({ price: 7500, state: 'pending', agreementNo: 'HT-2026-001' });
    expect(
      (await deleteAgreement(request(path, { method: 'DELETE', cookie: supplier }), ctx)).status,
    ).toBe(200);
    expect((await getAgreement(request(path, { cookie: supplier }), ctx)).status).toBe(404);
  });
});

// ---------------------------------------------------------------- inquiries and quotes

describe('inquiries and quotes', () => {
  let target: SupplierInquiryItem;
  const list = async (tab: string, cookie = supplier) =>
    (
      await json<Page<SupplierInquiryItem>>(
        await inquiryList(
          request(`/v1/api/supplier/inquiries?tab=${tab}&pageSize=100`, { cookie }),
        ),
      )
    ).data;
  const detail = async (id: number, cookie = supplier) =>
    inquiryDetail(
      request(`/v1/api/supplier/inquiries/${id}`, { cookie }),
      withParams({ id: String(id) }),
    );
  const quote = (id: number, body: unknown, cookie = supplier) =>
    putQuote(
      request(`/v1/api/supplier/inquiries/${id}/quote`, { method: 'PUT', body, cookie }),
      withParams({ id: String(id) }),
    );
  // The seed has other suppliers quote too; these are the quotes of the two suppliers here.
  const quotesOf = async (id: number) =>
    db
      .select()
      .from(inquiryQuotes)
      .where(
        and(
          eq(inquiryQuotes.inquiryId, id),
          inArray(inquiryQuotes.supplierId, [DEMO.supplierEnterprise, otherSupplierId]),
        ),
      );

  it('lists at least two open inquiries in the supplier categories, not yet quoted (seed)', async () => {
    const pending = await list('pending');
    expect(pending.total).toBeGreaterThanOrEqual(2);
    for (const r of pending.records) {
      expect(r.tab).toBe('pending');
      expect(r.quotedTotal).toBeNull();
    }
    target = pending.records[0]!;
    expect((await list('pending', otherSupplier)).total).toBe(0);
  });

  it('refuses buyers (403) and visitors (401)', async () => {
    expect(
      (await inquiryList(request('/v1/api/supplier/inquiries', { cookie: buyer }))).status,
    ).toBe(403);
    expect((await inquiryList(request('/v1/api/supplier/inquiries'))).status).toBe(401);
    expect((await quote(target.id, {}, buyer)).status).toBe(403);
    expect((await quote(target.id, {}, '')).status).toBe(401);
  });

  it('hides an inquiry outside the supplier categories: 404, and no quote written', async () => {
    expect((await detail(target.id, otherSupplier)).status).toBe(404);
    const d = await json<SupplierInquiryDetail>(await detail(target.id));
    const body = {
      lines: d.data.lines.map((l) => ({ lineId: l.id, unitPrice: '1' })),
      validUntil: day(5),
    };
    expect((await quote(target.id, body, otherSupplier)).status).toBe(404);
    expect(await quotesOf(target.id)).toHaveLength(0);
  });

  it('checks the lines, prices and validity of a quote', async () => {
    const d = (await json<SupplierInquiryDetail>(await detail(target.id))).data;
    const lines = d.lines.map((l) => ({ lineId: l.id, unitPrice: '10' }));
    let res = await json(await quote(target.id, { lines: lines.slice(1), validUntil: day(5) }));
    expect([res.status, res.msg]).toEqual([400, QUOTE_MSG.lineMismatch]);
    res = await json(
      await quote(target.id, {
        lines: [{ lineId: lines[0]!.lineId, unitPrice: '-1' }, ...lines.slice(1)],
        validUntil: day(5),
      }),
    );
    expect([res.status, res.msg]).toEqual([400, `第 1 行：${QUOTE_MSG.priceRange}`]);
    res = await json(await quote(target.id, { lines, validUntil: day(-1) }));
    expect([res.status, res.msg]).toEqual([400, QUOTE_MSG.validPast]);
    expect(await quotesOf(target.id)).toHaveLength(0);
  });

  it('stores a quote with its total, tells the buyer, and updates it on a second submit', async () => {
    const d = (await json<SupplierInquiryDetail>(await detail(target.id))).data;
    const [inq] = await db.select().from(inquiries).where(eq(inquiries.id, target.id));
    const members = await db
      .select({ userId: userEnterprises.userId })
      .from(userEnterprises)
      .where(eq(userEnterprises.enterpriseId, inq!.enterpriseId!));
    const messagesOf = async () =>
      (
        await db
          .select({ n: count() })
          .from(websiteMessages)
          .where(
            and(
              inArray(
                websiteMessages.userId,
                members.map((m) => m.userId),
              ),
              eq(websiteMessages.kind, 'inquiry'),
            ),
          )
      )[0]!.n;
    const before = await messagesOf();
    const lines = d.lines.map((l, i) => ({ lineId: l.id, unitPrice: (12.5 + i).toFixed(2) }));
    const expected = d.lines.reduce(
      (sum, l, i) => sum + Math.round((1250 + i * 100) * Number(l.quantity)),
      0,
    );
    const res = await json<SupplierInquiryDetail>(
      await quote(target.id, { lines, validUntil: day(20), remark: '含税含运' }),
    );
    expect(res.status, res.msg).toBe(200);
    expect(res.data.tab).toBe('quoted');
    expect(res.data.quote).toMatchObject({
      totalAmount: expected,
      remark: '含税含运',
      validUntil: day(20),
    });
    if (members.length) expect(await messagesOf()).toBe(before + 1);

    const again = await json<SupplierInquiryDetail>(
      await quote(target.id, {
        lines: lines.map((l) => ({ ...l, unitPrice: '1' })),
        validUntil: day(25),
      }),
    );
    const rows = await quotesOf(target.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.totalAmount).toBe(
      d.lines.reduce((s, l) => s + Math.round(100 * Number(l.quantity)), 0),
    );
    expect(again.data.quote!.remark).toBeNull();
    expect((await list('quoted')).records.map((r) => r.id)).toContain(target.id);
    expect((await list('pending')).records.map((r) => r.id)).not.toContain(target.id);
  });

  it('closes the form at the deadline (server time): 409 and the old quote kept', async () => {
    await db
      .update(inquiries)
      .set({ quoteEnd: new Date(Date.now() - 60_000) })
      .where(eq(inquiries.id, target.id));
    const d = (await json<SupplierInquiryDetail>(await detail(target.id))).data;
    expect(d.open).toBe(false);
    expect(d.tab).toBe('closed');
    const before = await quotesOf(target.id);
    const res = await json(
      await quote(target.id, {
        lines: d.lines.map((l) => ({ lineId: l.id, unitPrice: '999' })),
        validUntil: day(5),
      }),
    );
    expect([res.status, res.msg]).toEqual([409, QUOTE_MSG.closed]);
    expect(await quotesOf(target.id)).toEqual(before);
    expect((await list('closed')).records.map((r) => r.id)).toContain(target.id);
    expect((await list('quoted')).records.map((r) => r.id)).not.toContain(target.id);
  });
});
