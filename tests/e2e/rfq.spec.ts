import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { BuyerRfqDetail, SupplierRfqDetail } from '../../api/modules/rfq';
import type { OrderDetail } from '../../api/modules/order';
import type { ProductDetail } from '../../api/types';
import { formatDateTime } from '../../lib/format';
import { DEMO, signInBySms, signInQuietly, type Envelope } from './helpers';

/*
 * 询比价 from request to orders. The deadline is judged by the server clock and there is no
 * test-only way to move it (a hook that moves time would be a hole in the sealed-bid rule in
 * production). So two requests go out to the same suppliers: one quoted through the API alone,
 * with a deadline at the next whole minute at least 30 s ahead (the form takes whole minutes),
 * which then opens for the comparison and the award; and one published and quoted through the
 * pages, whose seal is checked while the first one's deadline runs out, instead of waiting for it.
 */

const LIU = '13700009001'; // 刘振华, the approver picked for orders up to ¥50,000
const S1 = 1; // 佛山市森华木业 (13800000002)
const S2 = 301; // 吴海川's supplier identity (13800000006)
const S3 = 311; // 杭州启航新型建材 (13800000009), invited, never quotes
const QUOTE_FILE = '森华报价单.pdf';

const data = async <T>(res: Promise<{ json(): Promise<unknown>; status(): number }>) => {
  const r = await res;
  const body = (await r.json()) as Envelope<T>;
  expect(r.status(), body.msg).toBe(200);
  return body.data;
};

async function supplierContext(browser: Browser, phone: string) {
  const page = await (await browser.newContext()).newPage();
  await signInQuietly(page.request, phone, ['home', 'workbench']);
  // A user with several identities may have been left as a buyer by another spec: quote as
  // the supplier.
  const identities = await data<{ id: number; type: number; status: number }[]>(
    page.request.get('/v1/api/auth/enterprises'),
  );
  const supplier = identities.find((e) => e.type === 1 && e.status === 1)!;
  await data(page.request.get(`/v1/api/auth/enterprise/switch?enterpriseId=${supplier.id}`));
  return page;
}

/** A catalogue SKU of 森华木业 for the first line (pre-filled from the catalogue). */
async function catalogueSku(request: APIRequestContext) {
  for (let id = 1; id < 300; id++) {
    const res = await request.get(`/v1/api/item/${id}`);
    if (res.status() !== 200) continue;
    const p = ((await res.json()) as Envelope<ProductDetail & { supplierId?: number }>).data;
    if (p.skuDtoList.length)
      return { skuId: p.skuDtoList[0]!.id, name: p.name.slice(0, 60), unit: p.unit };
  }
  throw new Error('no product in the seed');
}

async function quoteThroughApi(
  page: Page,
  id: number,
  prices: number[],
  attachments: { name: string; url: string }[] = [],
) {
  const rfq = await data<SupplierRfqDetail>(page.request.get(`/v1/api/supplier/rfqs/${id}`));
  return data<SupplierRfqDetail>(
    page.request.post(`/v1/api/supplier/rfqs/${id}/quote`, {
      data: {
        freight: 0,
        validUntil: '2030-12-31',
        attachments,
        lines: rfq.lines.map((l, i) => ({
          lineId: l.id,
          unitPrice: prices[i],
          taxRate: 13,
          deliveryDays: 7,
        })),
      },
    }),
  );
}

const quoteFile = () => ({
  name: QUOTE_FILE,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% 森华木业报价单\n'),
});

/** A request for three lines to the three suppliers, saved as a draft; answers its id. */
async function draftRfq(
  request: APIRequestContext,
  sku: Awaited<ReturnType<typeof catalogueSku>>,
  deadline: Date,
) {
  const { id } = await data<{ id: number }>(
    request.post('/v1/api/developer/rfqs', {
      data: {
        title: `e2e 询比价 ${Date.now()}`,
        receiveAddressId: 1,
        deliveryDate: '2030-06-30',
        invoiceType: 'special',
        taxRate: 13,
        paymentTerms: '货到验收合格后 30 天内付款',
        deadline: formatDateTime(deadline),
        openToAll: false,
        supplierIds: [S1, S2, S3],
        lines: [
          { skuId: sku.skuId, name: sku.name, unit: sku.unit.slice(0, 10), qty: 100 },
          { name: '木踢脚线', spec: '80mm', unit: '米', qty: 200 },
          { name: '内墙乳胶漆', spec: '18L', unit: '桶', qty: 20 },
        ],
      },
    }),
  );
  return id;
}

/** The next whole minute at least `lead` ms from now (deadlines are whole minutes). */
const wholeMinuteAfter = (lead: number) =>
  new Date(Math.ceil((Date.now() + lead) / 60_000) * 60_000);

test.describe('询比价: requests to three suppliers, sealed until the deadline, split award', () => {
  test.beforeEach(async ({ context }) => {
    await signInQuietly(context.request, DEMO.buyer, ['home', 'workbench']);
  });

  test('create → quote (one revises) → sealed → deadline → compare → split award → approval → two orders; the third supplier is told', async ({
    page,
    browser,
  }) => {
    test.setTimeout(8 * 60_000);
    const sku = await catalogueSku(page.request);
    const senhua = await supplierContext(browser, DEMO.supplier);
    const second = await supplierContext(browser, DEMO.multi);

    // The request that will open: published and quoted through the API within seconds. 森华木业
    // attaches its quote file; the second supplier quotes and then revises.
    const closing = await draftRfq(page.request, sku, wholeMinuteAfter(30_000));
    await data(page.request.post(`/v1/api/developer/rfqs/${closing}/publish`));
    const uploaded = await data<{ fileUrl: string }>(
      senhua.request.post('/v1/api/file/privateUpload', { multipart: { file: quoteFile() } }),
    );
    await quoteThroughApi(
      senhua,
      closing,
      [120, 15, 330],
      [{ name: QUOTE_FILE, url: uploaded.fileUrl }],
    );
    await quoteThroughApi(second, closing, [130, 16, 310]);
    const revised = await quoteThroughApi(second, closing, [128, 16.5, 300]);
    expect(revised.myQuotes.map((q) => q.revision)).toEqual([2, 1]);

    // The sealed request, open for days: the draft in the buyer centre, published from its page.
    const id = await draftRfq(page.request, sku, new Date(Date.now() + 3 * 86_400_000));
    await page.goto('/workbench/developer/rfq?tab=draft');
    await page.getByRole('link', { name: '编辑草稿' }).first().waitFor();
    await page.goto(`/workbench/developer/rfq/${id}`);
    await page.getByRole('button', { name: '发布询价' }).click();
    await expect(page.getByText(/已收到 0 份报价/).first()).toBeVisible();

    // 森华木业 quotes through its quote form; the second supplier through the API.
    await senhua.goto('/workbench/supplier/rfq');
    await senhua
      .getByRole('link', { name: /^报价 XJ/ })
      .first()
      .waitFor();
    await senhua.goto(`/workbench/supplier/rfq/${id}`);
    await senhua.getByLabel('第 1 行含税单价').fill('120');
    await senhua.getByLabel('第 2 行含税单价').fill('15');
    await senhua.getByLabel('第 3 行含税单价').fill('330');
    for (const i of [1, 2, 3]) await senhua.getByLabel(`第 ${i} 行交货天数`).fill('7');
    await senhua.getByLabel('报价有效期').fill('2030-12-31');
    // Tab leaves the picker with the typed date kept (Enter would already submit the form).
    await senhua.getByLabel('报价有效期').press('Tab');
    // A private file with the quote: sealed like its prices.
    await senhua.locator('input[type=file]#attachments').setInputFiles(quoteFile());
    await expect(senhua.getByRole('link', { name: QUOTE_FILE })).toBeVisible();
    await senhua.getByRole('button', { name: '提交报价' }).click();
    await expect(senhua.getByText('报价已提交，截止前可以继续修改').first()).toBeVisible();
    await expect(
      senhua.getByRole('list', { name: '第 1 轮第 1 次报价的附件' }).getByRole('link'),
    ).toHaveText(QUOTE_FILE);
    await quoteThroughApi(second, id, [128, 16.5, 300]);

    // Before the deadline: a count, no price, for the buyer's API and page; no other's price for a supplier.
    const sealed = await data<BuyerRfqDetail>(page.request.get(`/v1/api/developer/rfqs/${id}`));
    expect(sealed.quoteCount).toBe(2);
    expect(sealed.comparison).toBeNull();
    expect(JSON.stringify(sealed)).not.toMatch(/unitPrice|goodsAmount|森华报价单|file\/private/);
    await page.reload();
    await expect(page.getByText('已收到 2 份报价').first()).toBeVisible();
    await expect(page.getByText('¥120.00')).toHaveCount(0);
    await expect(page.getByText(QUOTE_FILE)).toHaveCount(0);
    const senhuaView = await data<SupplierRfqDetail>(
      senhua.request.get(`/v1/api/supplier/rfqs/${id}`),
    );
    // Only its own revisions: nothing of the second supplier's 300.00.
    expect(senhuaView.myQuotes.flatMap((q) => q.lines.map((l) => l.unitPrice))).not.toContain(
      30000,
    );

    // The first request's real deadline passes (server time); a late quote is refused.
    await expect
      .poll(
        async () =>
          (await data<BuyerRfqDetail>(page.request.get(`/v1/api/developer/rfqs/${closing}`)))
            .status,
        { timeout: 3 * 60_000, intervals: [2_000] },
      )
      .toBe('opened');
    const late = await second.request.post(`/v1/api/supplier/rfqs/${closing}/quote`, {
      data: {
        freight: 0,
        validUntil: '2030-12-31',
        lines: revised.lines.map((l) => ({
          lineId: l.id,
          unitPrice: 1,
          taxRate: 13,
          deliveryDays: 1,
        })),
      },
    });
    expect(late.status()).toBe(400);

    // The comparison marks the lowest per line: 森华 lines 1–2, the revised quote line 3.
    await page.goto(`/workbench/developer/rfq/${closing}`);
    const table = page.getByRole('table', { name: /比价表/ });
    await expect(table).toBeVisible();
    await expect(table.getByText('最低', { exact: true })).toHaveCount(3);
    // The quote's file: the buyer fetches it now; another supplier never.
    const file = table.getByRole('link', { name: QUOTE_FILE });
    const href = (await file.getAttribute('href'))!;
    expect((await page.request.get(href)).status()).toBe(200);
    expect((await second.request.get(href)).status()).toBe(404);
    await page.getByRole('combobox', { name: '订单审核人' }).click();
    await page.locator('.ant-select-item-option', { hasText: '刘振华' }).click();
    await page.getByRole('button', { name: /定标并生成订单（2 个）/ }).click();
    await expect(page.getByRole('heading', { name: '定标结果' })).toBeVisible();

    const awarded = await data<BuyerRfqDetail>(
      page.request.get(`/v1/api/developer/rfqs/${closing}`),
    );
    expect(awarded.status).toBe('awarded');
    const orderIds = [...new Set(awarded.awards.map((a) => a.orderId!))];
    expect(orderIds).toHaveLength(2);

    // 刘振华 approves both orders from 待我审核 (same approval engine as any order).
    const liu = await (await browser.newContext()).newPage();
    await signInBySms(liu, LIU);
    await liu.goto('/workbench/developer/approvals');
    for (const a of awarded.awards.filter(
      (x, i, all) => all.findIndex((y) => y.orderId === x.orderId) === i,
    )) {
      const card = liu.getByTestId('approval-card').filter({ hasText: a.orderNo! });
      await card.getByRole('button', { name: '审核通过' }).click();
      await liu.getByRole('dialog').getByRole('button', { name: '审核通过' }).click();
      await expect(card).toBeHidden();
    }

    for (const orderId of orderIds) {
      const order = await data<OrderDetail>(page.request.get(`/v1/api/order/${orderId}`));
      expect(order.status).toBe('awaiting_supplier');
      const quoted = awarded.awards.filter((a) => a.orderId === orderId).map((a) => a.unitPrice);
      expect(order.lines.map((l) => l.price)).toEqual(quoted);
    }
    await page.reload();
    await expect(page.getByText('已转订单').first()).toBeVisible();

    // The third supplier, invited and silent, gets the polite message.
    const third = await supplierContext(browser, DEMO.signUp);
    await third.goto('/workbench/supplier/message');
    await expect(third.getByText('询价结果通知').first()).toBeVisible();
  });

  test('the public 询价公告 lists an open request without prices', async ({ page }) => {
    await page.goto('/inquiry/list');
    const notices = page.getByRole('list', { name: '询比价公告' });
    await expect(notices).toBeVisible();
    await notices.getByRole('link').first().click();
    await expect(page.getByText('报价密封，不公开价格')).toBeVisible();
    await expect(page.getByRole('table')).not.toContainText('¥');
  });
});
