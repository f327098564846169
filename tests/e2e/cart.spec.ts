import ExcelJS from 'exceljs';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { CartLine } from '../../api/modules/shopping-cart';
import type { Page as ListPage, ProductDetail } from '../../api/types';
import { skuPrice } from '../../lib/price';
import { initialSku } from '../../lib/sku-selection';
import { DEMO, readPopups, signInQuietly, type Envelope, apiData } from './helpers';

/** A product whose default SKU can be bought, not yet in the buyer's cart. */
async function buyableProduct(request: APIRequestContext): Promise<ProductDetail> {
  const inCart = new Set(
    (await apiData<CartLine[]>(request, '/v1/api/shopping-cart/carts')).map((l) => l.itemId),
  );
  for (let id = 300; id > 4; id--) {
    if (inCart.has(id)) continue;
    const res = await request.get(`/v1/api/item/${id}`);
    if (res.status() !== 200) continue;
    const product = ((await res.json()) as Envelope<ProductDetail>).data;
    const sku = initialSku(product.skuDtoList);
    if (sku && sku.stock >= 20 && skuPrice(sku).kind !== 'inquiry') return product;
  }
  throw new Error('no buyable product in the seed');
}

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);

/** Opens a dialog, clicking again if a click landed while another dialog was still opening. */
async function openDialog(button: Locator, dialog: Locator) {
  await expect(async () => {
    await button.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass();
}

/** Picks an option of an antd Select (searchable) by its exact label. */
async function choose(scope: Locator, page: Page, name: string, option: string) {
  const box = scope.getByRole('combobox', { name });
  await box.click();
  await page.keyboard.type(option.slice(0, 2));
  // Only this select's dropdown: the one just closed may still be fading out, and 上海市 is
  // both a province and a city.
  await expect(box).toHaveAttribute('aria-controls', /_list$/);
  const listbox = await box.getAttribute('aria-controls');
  const dropdown = page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${listbox}"]`) });
  // The typed text leaves this option first and active; Enter picks it without chasing an
  // option that the filter is still re-rendering.
  await expect(dropdown.locator(`.ant-select-item-option[title="${option}"]`)).toHaveClass(
    /ant-select-item-option-active/,
  );
  await page.keyboard.press('Enter');
  await expect(box).not.toHaveAttribute('aria-controls', /_list$/);
}

test.describe('cart and checkout', () => {
  test('a buyer adds, edits, moves a line to a project, confirms with a new address and project, places, sees and exports the order', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Unique per run, so a retry on the same database finds its own projects.
    const run = Date.now().toString(36);
    const movedTo = `临港科创园样板区 ${run}`;
    const orderedFor = `深圳湾总部大厦 ${run}`;
    const receiver = `钱工${run}`;
    await signInQuietly(page.request, DEMO.buyer, [
      'home',
      'product',
      'shopping-cart',
      'confirm-order',
      'orders',
    ]);
    const product = await buyableProduct(page.request);

    // Add from the product detail page.
    await page.goto(`/product/item/${product.id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /加入采购车/ }).click();
    await expect(toast(page, '已加入采购车')).toBeVisible();

    // The cart: grouped lines; edit the quantity.
    await page.goto('/shopping-cart');
    await expect(page.getByRole('heading', { level: 1, name: '我的采购车' })).toBeVisible();
    const mine = page.getByRole('group', { name: product.name, exact: true });
    await expect(mine).toBeVisible();
    const quantity = mine.getByRole('spinbutton', { name: `${product.name} 采购数量` });
    const edited = page.waitForResponse(
      (r) => r.url().endsWith('/v1/api/developer/cart') && r.request().method() === 'PUT',
    );
    await quantity.fill('6');
    await quantity.press('Enter');
    expect((await edited).status()).toBe(200);
    await expect(mine.getByRole('spinbutton')).toHaveValue('6');

    // Move another line into a new project.
    const lines = page.getByTestId('cart-line');
    const before = await lines.count();
    const other = lines.filter({ hasNot: page.getByText(product.name, { exact: true }) }).first();
    const otherName = (await other.getAttribute('aria-label'))!;
    await other.getByRole('button', { name: '移入项目' }).click();
    const move = page.getByRole('dialog', { name: '移入项目' });
    const projectDialog = page.getByRole('dialog', { name: '新建项目' });
    await openDialog(move.getByRole('button', { name: '新建项目' }), projectDialog);
    await projectDialog.getByLabel('项目名称').fill(movedTo);
    await choose(projectDialog, page, '省份', '上海市');
    await choose(projectDialog, page, '城市', '上海市');
    await projectDialog.getByRole('button', { name: '创建项目' }).click();
    await expect(move.getByRole('radio', { name: new RegExp(movedTo) })).toBeChecked();
    await move.getByRole('button', { name: '移入' }).click();
    await expect(toast(page, `已移入项目「${movedTo}」`)).toBeVisible();
    await expect(lines).toHaveCount(before - 1);
    await expect(page.getByRole('group', { name: otherName, exact: true })).toHaveCount(0);
    const badge = page
      .getByRole('navigation', { name: '用户服务' })
      .getByRole('link', { name: /采购车/ })
      .locator('sup');
    await expect(badge).toHaveAttribute('title', String(before - 1));

    // Only our line goes to checkout.
    const all = page.getByRole('checkbox', { name: '全选' });
    await all.check();
    await all.uncheck();
    await mine.getByRole('checkbox', { name: `选择 ${product.name}` }).check();
    await page.getByRole('button', { name: '去结算' }).click();
    await expect(page).toHaveURL(/\/confirm-order\?ids=\d+$/);
    await expect(page.getByTestId('confirm-line')).toHaveCount(1);
    await expect(page.getByTestId('confirm-line')).toContainText(product.name);

    // A new address, checked like the server checks it.
    await page.getByRole('button', { name: '新增收货地址' }).click();
    const addressDialog = page.getByRole('dialog', { name: '新增收货地址' });
    await addressDialog.getByLabel('收货人').fill(receiver);
    await addressDialog.getByLabel('手机号').fill('1234');
    await addressDialog.getByRole('button', { name: '保存地址' }).click();
    await expect(
      addressDialog.getByText('请输入正确的11位手机号码', { exact: true }),
    ).toBeVisible();
    await addressDialog.getByLabel('手机号').fill('13698765432');
    await choose(addressDialog, page, '省份', '广东省');
    await choose(addressDialog, page, '城市', '深圳市');
    await addressDialog.getByLabel('详细地址').fill('南山区科苑路 15 号科兴科学园项目部');
    await addressDialog.getByRole('button', { name: '保存地址' }).click();
    await expect(toast(page, '收货地址已保存')).toBeVisible();
    await expect(
      page.getByRole('radio', { name: new RegExp(`${receiver} 13698765432`) }),
    ).toHaveAttribute('aria-checked', 'true');

    // A new project for the order.
    const newProject = page.getByRole('dialog', { name: '新建项目' });
    await openDialog(page.getByRole('button', { name: '新建项目' }), newProject);
    await newProject.getByLabel('项目名称').fill(orderedFor);
    await choose(newProject, page, '省份', '广东省');
    await choose(newProject, page, '城市', '深圳市');
    await newProject.getByRole('button', { name: '创建项目' }).click();
    await expect(
      page.locator('.ant-select', { has: page.getByRole('combobox', { name: '所属项目' }) }),
    ).toContainText(orderedFor);
    await page.getByLabel('订单备注').fill('请提前一天电话联系');

    // Place it; a double click still makes one order.
    const ordersBefore = (
      await apiData<ListPage<unknown>>(page.request, '/v1/api/developer/orders')
    ).total;
    const placed = page.waitForResponse(
      (r) => r.url().endsWith('/v1/api/developer/order') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '提交订单' }).dblclick();
    expect((await placed).status()).toBe(200);
    await expect(page).toHaveURL(/\/confirm-order\/complete\?orderNos=DD\d+/);
    await expect(page.getByText('订单提交成功', { exact: true })).toBeVisible();
    const orderNo = (await page.getByTestId('order-no').first().textContent())!.trim();
    await expect(badge).toHaveAttribute('title', String(before - 2));
    await expect(page.getByTestId('order-no')).toHaveCount(1);
    expect((await apiData<ListPage<unknown>>(page.request, '/v1/api/developer/orders')).total).toBe(
      ordersBefore + 1,
    );

    // See the order.
    await page.getByRole('link', { name: '查看我的订单' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const row = page.getByRole('row', { name: new RegExp(orderNo) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(orderedFor);
    await expect(row).toContainText('待审核');
    await row.getByRole('link', { name: orderNo, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
    await expect(page.getByText(`${receiver} 13698765432`)).toBeVisible();
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();

    // Export it: an xlsx with the order's line.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出选中订单/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('采购订单.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('采购订单')!;
    expect(sheet.rowCount).toBe(2);
    const cells = (sheet.getRow(2).values as unknown[]).map(String);
    expect(cells).toContain(orderNo);
    expect(cells).toContain(product.name);
    expect(cells).toContain('6');
  });

  test('a supplier is told why there is no cart', async ({ page, consoleErrors }) => {
    // The cart answers a supplier 403 with the reason, which the page shows.
    consoleErrors.allow(/status of 403/);
    await signInQuietly(page.request, DEMO.supplier, ['shopping-cart']);
    const res = await page.request.get('/v1/api/shopping-cart/carts');
    expect(res.status()).toBe(403);
    await page.goto('/shopping-cart');
    await expect(page.getByText('仅采购商可以使用购物车').first()).toBeVisible();
    await expect(page.getByText(/采购车和订单只属于采购商身份/)).toBeVisible();
  });

  test('a visitor opening the cart is asked to log in', async ({ page }) => {
    await readPopups(page.request, undefined, 'shopping-cart');
    await page.goto('/shopping-cart');
    await expect(toast(page, '请先登录')).toBeVisible();
    await expect(page).toHaveURL(/\/reg\/login\?returnUrl=/, { timeout: 10_000 });
  });
});
