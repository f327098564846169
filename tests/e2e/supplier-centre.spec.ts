import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, MAIN, signIn, signInQuietly, type Envelope } from './helpers';

async function asSupplier(page: Page) {
  // The showroom owner's own prompt comes only with the showroom's tenantId.
  await signInQuietly(page.request, DEMO.supplier, [
    'home',
    'supplier',
    'supplier?tenantId=1',
    'workbench',
  ]);
}

/** Today and a day ahead in Asia/Shanghai, as YYYY-MM-DD. */
function shanghaiDay(offsetDays = 0): string {
  return new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Types a date into an antd DatePicker and confirms it. */
async function pickDate(page: Page, picker: ReturnType<Page['getByRole']>, day: string) {
  await picker.click();
  await picker.fill(day);
  await picker.press('Enter');
  await expect(picker).toHaveValue(day);
}

/** First visits compile pages under next dev: wait for the document, not every asset. */
const NAV = { timeout: 180_000, waitUntil: 'domcontentloaded' } as const;

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('supplier centre', () => {
  // The first visit of each page compiles it under next dev; a built server answers at once.
  test.describe.configure({ timeout: 240_000 });

  test('the supplier edits the showroom profile, previews it and sees it on /supplier/1', async ({
    page,
  }) => {
    await asSupplier(page);
    const run = stamp();
    await page.goto('/workbench/supplier/showroom', NAV);
    await expect(page.getByRole('heading', { name: '展厅管理' })).toBeVisible();
    const editor = page.getByRole('textbox', { name: '公司简介' });
    await expect(editor).not.toBeEmpty();
    // A click before hydration does nothing: open the preview until it shows, then edit.
    const preview = page.getByRole('dialog', { name: '展厅预览（尚未发布）' });
    await expect(async () => {
      await page.getByRole('button', { name: '预览' }).click();
      await expect(preview).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await preview.getByRole('button', { name: '继续编辑' }).click();
    await expect(preview).toBeHidden();

    const slogan = `品质地板 ${run}`;
    const intro = `森华木业专注实木复合地板二十年，本次更新编号 ${run}。`;
    await page.getByLabel('宣传语').fill(slogan);
    await editor.click();
    await editor.fill(intro);
    await page.getByRole('button', { name: '加粗' }).click();

    await page.getByRole('button', { name: '预览' }).click();
    await expect(preview.getByText(intro)).toBeVisible();
    await expect(preview.getByText(slogan)).toBeVisible();
    await expect(preview.getByRole('heading', { name: '佛山市森华木业有限公司' })).toBeVisible();

    await preview.getByRole('button', { name: '发布' }).click();
    await expect(page.getByText('展厅已发布，公开页面已更新')).toBeVisible({ timeout: 60_000 });

    await page.goto('/supplier/1', NAV);
    await expect(page.getByText(intro)).toBeVisible();
    await expect(page.getByText(slogan)).toBeVisible();
  });

  test('the supplier creates an agreement price for a buyer company', async ({ page }) => {
    await asSupplier(page);
    // One agreement per SKU and buyer: clear the one a previous run made on the same pair.
    const buyerName = '中筑远景';
    const skus = (await (
      await page.request.get('/v1/api/supplier/agreements/skus')
    ).json()) as Envelope<{ skuId: number; productName: string }[]>;
    const sku = skus.data[0]!;
    const existing = (await (
      await page.request.get(
        `/v1/api/supplier/agreements?buyer=${encodeURIComponent(buyerName)}&pageSize=100`,
      )
    ).json()) as Envelope<{ records: { id: number; skuId: number }[] }>;
    for (const a of existing.data.records.filter((r) => r.skuId === sku.skuId)) {
      expect((await page.request.delete(`/v1/api/supplier/agreements/${a.id}`)).status()).toBe(200);
    }

    await page.goto('/workbench/supplier/agreements', NAV);
    await expect(page.getByRole('heading', { name: '协议价' })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: '新增协议价' });
    // A click before hydration does nothing: retry until the dialog opens.
    await expect(async () => {
      await page.getByRole('button', { name: '新增协议价' }).click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });

    // Submitting empty names the fields.
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请选择采购企业', { exact: true })).toBeVisible();
    await expect(dialog.getByText('请输入协议价（元）', { exact: true })).toBeVisible();

    const buyer = dialog.getByRole('combobox', { name: '采购企业' });
    await buyer.click();
    await buyer.fill(buyerName);
    const buyerOption = page.locator('.ant-select-item-option', { hasText: buyerName }).first();
    await expect(buyerOption).toBeVisible({ timeout: 60_000 });
    const buyerFull = (await buyerOption.innerText()).trim();
    await buyerOption.click();

    const skuBox = dialog.getByRole('combobox', { name: '商品规格' });
    await skuBox.click();
    await skuBox.fill(sku.productName.slice(0, 6));
    await page.locator('.ant-select-item-option', { hasText: sku.productName }).first().click();

    const cents = Math.floor(Math.random() * 90000) + 10000;
    const price = (cents / 100).toFixed(2);
    await dialog.getByLabel('协议价（元）').fill(price);
    await pickDate(page, dialog.getByLabel('开始日期'), shanghaiDay(0));
    await pickDate(page, dialog.getByLabel('结束日期'), shanghaiDay(-1));
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('结束日期须晚于开始日期', { exact: true })).toBeVisible();
    await pickDate(page, dialog.getByLabel('结束日期'), shanghaiDay(365));
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('协议价已新增')).toBeVisible({ timeout: 60_000 });

    const row = page
      .getByRole('row')
      .filter({ hasText: buyerFull })
      .filter({
        hasText: `¥${Number(price).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`,
      });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('生效中');
    await expect(row).toContainText(`${shanghaiDay(0)} 至 ${shanghaiDay(365)}`);
  });

  test('the supplier answers an inquiry with prices and sees it as 已报价', async ({ page }) => {
    await asSupplier(page);
    await page.goto('/workbench/supplier/inquiries', NAV);
    await expect(page.getByRole('heading', { name: '询价与报价' })).toBeVisible();
    await expect(page.getByRole('link', { name: '待报价' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The seed leaves two open inquiries unquoted; a rerun re-quotes one already answered.
    let open = page.getByRole('link', { name: '去报价' }).first();
    if (!(await open.isVisible())) {
      await page.getByRole('link', { name: '已报价' }).click();
      open = page.getByRole('link', { name: '修改报价' }).first();
    }
    const href = await open.getAttribute('href');
    expect(href).toMatch(/^\/workbench\/supplier\/inquiries\/\d+$/);
    await page.goto(href!, NAV);
    await expect(
      page
        .getByRole('heading', { name: '填写报价' })
        .or(page.getByRole('heading', { name: '我的报价' })),
    ).toBeVisible({ timeout: 60_000 });
    const code = (await page.locator('dd').nth(1).innerText()).trim();

    const prices = page.getByRole('spinbutton', { name: /单价（元）/ });
    const count = await prices.count();
    expect(count).toBeGreaterThan(0);
    const totalBox = page.getByTestId('quote-total');
    // Typed before hydration the values would be lost: type until the total follows them.
    await expect(async () => {
      await prices.first().fill('1');
      await expect(totalBox).not.toHaveText('¥0.00', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    for (let i = 0; i < count; i++) {
      await prices.nth(i).fill(`${10 + i + Math.floor(Math.random() * 90)}.5`);
    }
    await prices.first().blur();
    const total = (await totalBox.innerText()).trim();
    expect(total).not.toBe('¥0.00');
    await pickDate(page, page.getByLabel('报价有效期至'), shanghaiDay(30));
    await page.getByLabel('报价备注').fill(`含税含运，第 ${stamp()} 次报价`);
    await page.getByRole('button', { name: /提交报价|更新报价/ }).click();
    await expect(page.getByText(/报价已(提交|更新)/).first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: '我的报价' })).toBeVisible();

    await page.goto('/workbench/supplier/inquiries?tab=quoted');
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('已报价');
    await expect(row).toContainText(total);
  });

  test('buyers and visitors cannot use the supplier endpoints', async ({ page, playwright }) => {
    const visitor = await playwright.request.newContext({ baseURL: MAIN });
    expect((await visitor.get('/v1/api/supplier/agreements')).status()).toBe(401);
    expect(
      (await visitor.put('/v1/api/supplier/companyHall', { data: { shortName: 'x' } })).status(),
    ).toBe(401);
    await visitor.dispose();
    await signIn(page.request, DEMO.buyer);
    expect((await page.request.get('/v1/api/supplier/inquiries')).status()).toBe(403);
    expect(
      (
        await page.request.put('/v1/api/supplier/inquiries/1/quote', {
          data: { lines: [], validUntil: shanghaiDay(3) },
        })
      ).status(),
    ).toBe(403);
  });
});
