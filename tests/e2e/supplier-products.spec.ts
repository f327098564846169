import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { DEMO, selectTab, signInQuietly, type Envelope } from './helpers';

// A real PNG: the server checks images by their content and resizes them for thumbnails.
let png: Buffer | null = null;
async function productPng(): Promise<Buffer> {
  png ??= await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#c8a27a' },
  })
    .png()
    .toBuffer();
  return png;
}

async function signedIn(page: Page, phone: string) {
  await signInQuietly(page.request, phone, ['home', 'workbench']);
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function uploadImage(request: APIRequestContext): Promise<string> {
  const res = await request.post('/v1/api/file/publicUpload', {
    multipart: { file: { name: 'product.png', mimeType: 'image/png', buffer: await productPng() } },
  });
  const body = (await res.json()) as Envelope<{ fileUrl: string }>;
  expect(body.code, body.msg).toBe(0);
  return body.data.fileUrl;
}

async function ownProducts(request: APIRequestContext, keyword: string) {
  const res = await request.get('/v1/api/supplier/item/page', {
    params: { keyword, pageSize: '50' },
  });
  return ((await res.json()) as Envelope<{ total: number; records: { name: string }[] }>).data;
}

test.describe('supplier products', () => {
  // The first visit of each page compiles it under next dev; a built server answers at once.
  test.describe.configure({ timeout: 180_000 });

  test('a new product with two SKUs goes through ops review and a visitor finds it within 5 s', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await signedIn(page, DEMO.supplier);
    const run = stamp();
    const name = `森华橡木地板 E2E${run}`;

    // A visitor looks before the product exists: no exact match, the search widens to other
    // 橡木地板 and says so (and these pages are now cached).
    const visitor = await browser.newPage();
    await visitor.goto(`/product?keyword=${encodeURIComponent(name)}`, { timeout: 120_000 });
    await expect(visitor.getByRole('main').getByRole('note')).toContainText(
      `没有找到与“${name}”完全匹配的商品`,
    );
    await expect(visitor.getByRole('link', { name })).toHaveCount(0);

    await page.goto('/workbench/supplier/products/new', { timeout: 120_000 });
    await expect(page.getByRole('heading', { name: '发布商品' })).toBeVisible();

    await page.getByRole('combobox', { name: '三级类目' }).click();
    await page.getByRole('menuitemcheckbox', { name: '地面材料' }).first().click();
    await page.getByRole('menuitemcheckbox', { name: '地板' }).first().click();
    await page.getByRole('menuitemcheckbox', { name: '实木复合地板' }).first().click();
    await expect(page.getByRole('combobox', { name: '三级类目' })).toBeVisible();
    await page.getByRole('textbox', { name: '商品名称' }).fill(name);
    await page.getByRole('textbox', { name: '单位' }).fill('平方米');

    await page.getByRole('button', { name: '添加销售属性' }).click();
    await page.getByLabel('销售属性 1 名称').fill('颜色');
    const values = page.getByLabel('销售属性 1 规格值');
    await values.fill('原木');
    await values.press('Enter');
    await values.fill('胡桃');
    await values.press('Enter');
    await expect(page.getByRole('spinbutton', { name: 'SKU 2 库存' })).toBeVisible();
    await page.getByRole('spinbutton', { name: 'SKU 1 价格' }).fill('199');
    await page.getByRole('spinbutton', { name: 'SKU 1 库存' }).fill('100');
    await page.getByRole('spinbutton', { name: 'SKU 2 价格' }).fill('219.5');
    await page.getByRole('spinbutton', { name: 'SKU 2 库存' }).fill('50');

    await page
      .locator('input#product-images[type=file]')
      .setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: await productPng() });
    await expect(page.getByRole('img', { name: '主图' })).toBeVisible();

    await page.getByRole('button', { name: '提交审核' }).click();
    // The toast is brief; the edit page of the new product is the lasting outcome.
    await expect(page).toHaveURL(/\/workbench\/supplier\/products\/\d+$/, { timeout: 180_000 });
    const id = Number(page.url().split('/').pop());
    await expect(page.getByText('商品正在等待运营审核')).toBeVisible({ timeout: 60_000 });

    // The detail of a product in review is not public.
    consoleErrors.allow(/status of 404/);
    const hidden = await visitor.goto(`/product/item/${id}`, { timeout: 120_000 });
    expect(hidden?.status()).toBe(404);

    // Ops approves in /ops.
    const opsContext = await browser.newContext();
    const ops = await opsContext.newPage();
    await signedIn(ops, DEMO.operator);
    await ops.goto('/ops', { timeout: 120_000 });
    await selectTab(ops, '商品审核');
    const row = ops.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: 60_000 });
    await expect(row.getByText('颜色:原木：¥199.00，库存 100')).toBeVisible();
    await row.getByRole('button', { name: '通过' }).click();
    const confirm = ops.getByRole('dialog', { name: '通过商品审核' });
    // A click while the dialog is still zooming in can miss; the dialog closes once it is taken.
    await expect(async () => {
      await confirm.getByRole('button', { name: /确\s*定/ }).click({ timeout: 2000 });
      await expect(confirm).toBeHidden({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await expect(ops.getByText('已通过')).toBeVisible({ timeout: 60_000 });
    const approvedAt = Date.now();

    // The visitor finds it by keyword (listing and suggestions) and opens it, within 5 s.
    await expect(async () => {
      await visitor.goto(`/product?keyword=${encodeURIComponent(name)}`);
      await expect(visitor.getByRole('link', { name }).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 5000 });
    await expect(async () => {
      const res = await visitor.request.get('/v1/api/search/suggest', {
        params: { name, type: '1' },
      });
      const body = (await res.json()) as Envelope<{ bid: number }[]>;
      expect(body.data.map((s) => Number(s.bid))).toContain(id);
    }).toPass({ timeout: 5000 });
    const detail = await visitor.goto(`/product/item/${id}`);
    expect(detail?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { name })).toBeVisible();
    expect(Date.now() - approvedAt).toBeLessThan(5000 + 3000);

    // The supplier got a message, and the list shows the product on sale.
    await page.goto('/workbench/supplier/products?state=onSale');
    await page.getByLabel('搜索商品名称').fill(name);
    await page.getByLabel('搜索商品名称').press('Enter');
    await expect(page.getByRole('row').filter({ hasText: name }).getByText('已上架')).toBeVisible();

    await opsContext.close();
    await visitor.close();
  });

  test('an import with one bad row lists the error and writes nothing; the corrected file imports all', async ({
    page,
  }) => {
    await signedIn(page, DEMO.supplier);
    const run = stamp();
    const image = await uploadImage(page.request);
    const name = `导入防水涂料 E2E${run}`;
    const category = await firstLeaf(page.request);

    const build = async (badPrice: boolean) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('商品与SKU');
      sheet.addRow([
        '商品编号',
        '商品名称',
        '三级类目ID',
        '品牌ID',
        '型号',
        '单位',
        '起订量',
        '商品属性',
        '图片地址',
        '规格',
        'SKU编码',
        '价格类型',
        '价格(元)',
        '最高价(元)',
        '库存',
        '项目起订量',
      ]);
      sheet.addRow([
        'A',
        name,
        category,
        '',
        '',
        '桶',
        1,
        '容量:20kg',
        image,
        '颜色:白',
        '',
        '固定价',
        199,
        '',
        10,
        '',
      ]);
      sheet.addRow([
        'A',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '颜色:灰',
        '',
        '区间价',
        badPrice ? -5 : 120,
        150,
        10,
        '',
      ]);
      sheet.addRow([
        'B',
        `${name} 二号`,
        category,
        '',
        '',
        '桶',
        1,
        '',
        image,
        '',
        '',
        '协议价',
        88,
        '',
        3,
        '',
      ]);
      return Buffer.from(await book.xlsx.writeBuffer());
    };

    await page.goto('/workbench/supplier/products/import', { timeout: 120_000 });
    await expect(page.getByRole('heading', { name: '批量导入导出' })).toBeVisible();
    const input = page.locator('input[type=file][accept=".xlsx"]');
    await input.setInputFiles({
      name: 'bad.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await build(true),
    });
    await expect(page.getByText('「bad.xlsx」有 1 处错误，未导入任何数据')).toBeVisible({
      timeout: 60_000,
    });
    const errorRow = page.getByRole('table', { name: '导入错误' }).getByRole('row').nth(1);
    await expect(errorRow).toContainText('3');
    await expect(errorRow).toContainText('价格(元)');
    await expect(errorRow).toContainText('价格(元)不能小于 0');
    expect((await ownProducts(page.request, name)).total).toBe(0);

    await input.setInputFiles({
      name: 'good.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await build(false),
    });
    await expect(page.getByText('导入完成：共 2 个商品、3 个SKU，已提交运营审核。')).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByRole('progressbar', { name: '导入进度' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const imported = await ownProducts(page.request, name);
    expect(imported.records.map((r) => r.name).sort()).toEqual([name, `${name} 二号`].sort());
  });
});

/** The first active level-3 category (from the public tree). */
async function firstLeaf(request: APIRequestContext): Promise<number> {
  const res = await request.get('/v1/api/category/findAllFront');
  type Node = { id: number; subordinate?: Node[] };
  const tree = ((await res.json()) as Envelope<Node[]>).data;
  for (const a of tree)
    for (const b of a.subordinate ?? []) for (const c of b.subordinate ?? []) return c.id;
  throw new Error('no level-3 category');
}
