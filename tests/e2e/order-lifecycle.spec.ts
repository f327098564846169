import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { OrderSummary } from '../../api/modules/order';
import type { CartLine } from '../../api/modules/shopping-cart';
import type { Page as ListPage, ProductDetail } from '../../api/types';
import { skuPrice } from '../../lib/price';
import { DEMO, readPopups, signInBySms, signInQuietly, type Envelope } from './helpers';

const GAO = '13700009002'; // 高雅琴, first of the two levels above ¥50,000
const LIU = '13700009001'; // 刘振华, the second level, and the approver picked for small orders

const data = async <T>(res: Promise<{ json(): Promise<unknown> }>): Promise<T> =>
  ((await (await res).json()) as Envelope<T>).data;

/** A SKU with a fixed price and the stock to buy `minAmount` fen of it. */
async function pickSku(request: APIRequestContext, minAmount: number) {
  for (let id = 5; id < 300; id++) {
    const res = await request.get(`/v1/api/item/${id}`);
    if (res.status() !== 200) continue;
    const product = ((await res.json()) as Envelope<ProductDetail>).data;
    for (const sku of product.skuDtoList) {
      const price = skuPrice(sku);
      if (price.kind !== 'fixed' || sku.priceType !== 2 || !sku.price) continue;
      const qty = Math.ceil(minAmount / sku.price) + 1;
      if (qty <= sku.stock && qty <= 9999) return { productId: product.id, skuId: sku.id, qty };
    }
  }
  throw new Error('no SKU with enough stock in the seed');
}

async function stockOf(request: APIRequestContext, productId: number, skuId: number) {
  const product = await data<ProductDetail>(request.get(`/v1/api/item/${productId}`));
  return product.skuDtoList.find((s) => s.id === skuId)!.stock;
}

/** Empties the buyer's cart and puts exactly this line in it. */
async function onlyLine(request: APIRequestContext, skuId: number, qty: number): Promise<CartLine> {
  for (const line of await data<CartLine[]>(request.get('/v1/api/shopping-cart/carts'))) {
    await request.delete(`/v1/api/cart/${line.id}`);
  }
  const put = await request.put('/v1/api/developer/cart', { data: { skuId, quantity: qty } });
  expect(put.status(), await put.text()).toBe(200);
  const [line] = await data<CartLine[]>(request.get('/v1/api/shopping-cart/carts'));
  return line!;
}

/** Places an order of one line through the API, as the confirm page would. */
async function placeThroughApi(request: APIRequestContext, minAmount: number, auditorId: number) {
  const sku = await pickSku(request, minAmount);
  const line = await onlyLine(request, sku.skuId, sku.qty);
  const res = await request.post('/v1/api/developer/order', {
    data: {
      idempotencyKey: randomUUID(),
      items: [{ cartId: line.id, price: line.price }],
      receiveAddressId: 1,
      auditorId,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const placed = ((await res.json()) as Envelope<{ orders: { id: number; orderNo: string }[] }>)
    .data.orders[0]!;
  return { ...placed, ...sku };
}

/** A signed-in approver's own browser, kept for the file (SMS codes come once a minute). */
const approvers = new Map<string, Page>();
async function approverPage(browser: Browser, phone: string): Promise<Page> {
  const known = approvers.get(phone);
  if (known) return known;
  const page = await (await browser.newContext()).newPage();
  await signInBySms(page, phone);
  // With orders waiting for them and no return URL, approvers land on 待我审核.
  await expect(page).toHaveURL(/\/workbench\/developer\/approvals$/);
  for (const scene of ['home', 'workbench']) await readPopups(page.request, undefined, scene);
  approvers.set(phone, page);
  return page;
}

async function approveFromList(
  page: Page,
  orderNo: string,
  kind: 'approve' | 'reject',
  reason?: string,
) {
  await page.goto('/workbench/developer/approvals');
  const card = page.getByTestId('approval-card').filter({ hasText: orderNo });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: kind === 'approve' ? '审核通过' : '驳回' }).click();
  const dialog = page.getByRole('dialog');
  if (reason) await dialog.getByLabel('驳回原因').fill(reason);
  // The decision, then the list's reload: on a loaded CI machine either can outlast the
  // default wait, so the test waits on the calls themselves before looking at the card.
  const decided = page.waitForResponse(
    (r) => r.url().endsWith(`/${kind}`) && r.request().method() === 'POST',
  );
  const reloaded = page.waitForResponse(
    (r) => r.url().includes('/pending') && r.request().method() === 'GET',
  );
  await dialog.getByRole('button', { name: kind === 'approve' ? '审核通过' : '确认驳回' }).click();
  expect((await decided).status()).toBe(200);
  await reloaded;
  await expect(card).toBeHidden();
}

const timeline = (page: Page) => page.getByTestId('order-timeline');

test.describe('the order lifecycle across buyer, approvers and supplier', () => {
  test.beforeEach(async ({ context }) => {
    await signInQuietly(context.request, DEMO.buyer, ['home', 'confirm-order', 'workbench']);
  });

  test('an order above ¥50,000 goes 高雅琴 → 刘振华 (both by SMS login) and reaches the supplier', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const sku = await pickSku(page.request, 5_100_000);
    const line = await onlyLine(page.request, sku.skuId, sku.qty);

    await page.goto(`/confirm-order?ids=${line.id}`);
    await expect(
      page.getByText('本单金额超过 ¥50,000.00，需 高雅琴 → 刘振华 两级审核'),
    ).toBeVisible();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByText('订单提交成功', { exact: true })).toBeVisible();
    const [order] = (
      await data<ListPage<OrderSummary>>(
        page.request.get('/v1/api/developer/orders?tab=pending_approval&pageSize=1'),
      )
    ).records;

    await page.goto(`/workbench/developer/orders/${order!.id}`);
    await expect(page.getByRole('heading', { name: new RegExp(order!.orderNo) })).toBeVisible();
    await expect(page.getByRole('list', { name: '审核人' })).toContainText('高雅琴');
    await expect(page.getByRole('list', { name: '审核人' })).toContainText('刘振华');

    const gao = await approverPage(browser, GAO);
    await approveFromList(gao, order!.orderNo, 'approve');
    const liu = await approverPage(browser, LIU);
    await approveFromList(liu, order!.orderNo, 'approve');

    await page.reload();
    await expect(page.getByText('待供应商确认').first()).toBeVisible();
    await expect(timeline(page).getByText('审核通过')).toHaveCount(2);
    await expect(timeline(page)).toContainText('高雅琴');
    await expect(timeline(page)).toContainText('刘振华');

    await page.goto('/workbench/developer/message');
    await expect(page.getByText('订单审核通过').first()).toBeVisible();
    await expect(page.getByText(new RegExp(`订单 ${order!.orderNo} 已审核通过`))).toBeVisible();
  });

  test('an approver rejects with a reason; the buyer sees it and the stock returns', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const placed = await placeThroughApi(page.request, 100_000, 190);
    const before = await stockOf(page.request, placed.productId, placed.skuId);

    const liu = await approverPage(browser, LIU);
    await approveFromList(liu, placed.orderNo, 'reject', '规格与图纸不符，请核对后重新下单');

    await page.goto(`/workbench/developer/orders/${placed.id}`);
    await expect(page.getByText('审核驳回').first()).toBeVisible();
    await expect(timeline(page)).toContainText('规格与图纸不符，请核对后重新下单');
    expect(await stockOf(page.request, placed.productId, placed.skuId)).toBe(before + placed.qty);
  });

  test('the buyer cancels before the supplier confirms and the stock returns', async ({ page }) => {
    const placed = await placeThroughApi(page.request, 100_000, 190);
    const before = await stockOf(page.request, placed.productId, placed.skuId);

    await page.goto(`/workbench/developer/orders/${placed.id}`);
    await page
      .getByRole('group', { name: '订单操作' })
      .getByRole('button', { name: '取消订单' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '确认取消' }).click();
    await expect(page.getByText('已取消').first()).toBeVisible();
    await expect(timeline(page)).toContainText('取消订单');
    expect(await stockOf(page.request, placed.productId, placed.skuId)).toBe(before + placed.qty);
  });

  test('the supplier confirms and ships in two parts, then the buyer confirms receipt', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const supplier = await (await browser.newContext()).newPage();
    await signInQuietly(supplier.request, DEMO.supplier, ['home', 'workbench']);
    // An order that has passed the buyer's approval (the seed keeps some waiting for the supplier).
    const [placed] = (
      await data<ListPage<OrderSummary>>(
        supplier.request.get('/v1/api/supplier/orders?tab=awaiting_supplier&pageSize=1'),
      )
    ).records;
    await supplier.goto('/workbench/supplier/orders?tab=awaiting_supplier');
    await supplier.getByRole('link', { name: placed!.orderNo, exact: true }).click();
    const actions = supplier.getByRole('group', { name: '订单操作' });
    await actions.getByRole('button', { name: '确认订单' }).click();
    await supplier.getByRole('dialog').getByRole('button', { name: '确认订单' }).click();
    await expect(actions.getByRole('button', { name: '发货' })).toBeVisible();

    // First part: one unit less than ordered; then the rest.
    await actions.getByRole('button', { name: '发货' }).click();
    let dialog = supplier.getByRole('dialog', { name: '发货' });
    await dialog.getByLabel('物流公司').fill('顺丰速运');
    await dialog.getByLabel('物流单号').fill('SF7788001');
    const first = dialog.getByRole('spinbutton').first();
    await first.fill(String(Number(await first.inputValue()) - 1));
    await dialog.getByRole('button', { name: '确认发货' }).click();
    await expect(supplier.getByText('部分发货').first()).toBeVisible();
    await actions.getByRole('button', { name: '发货' }).click();
    dialog = supplier.getByRole('dialog', { name: '发货' });
    await dialog.getByLabel('物流公司').fill('德邦物流');
    await dialog.getByLabel('物流单号').fill('DB5566002');
    await dialog.getByRole('button', { name: '确认发货' }).click();
    await expect(timeline(supplier)).toContainText('DB5566002');
    await expect(actions.getByRole('button', { name: '发货' })).toBeHidden();

    await page.goto(`/workbench/developer/orders/${placed!.id}`);
    await expect(page.getByText('SF7788001').first()).toBeVisible();
    await expect(page.getByText('DB5566002').first()).toBeVisible();
    await page
      .getByRole('group', { name: '订单操作' })
      .getByRole('button', { name: '确认收货' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
    await expect(page.getByText('已收货').first()).toBeVisible();
    await supplier.reload();
    await expect(timeline(supplier)).toContainText('确认收货');
  });
});
