import { expect, test, type Page } from '@playwright/test';
import { DEMO, readPopups, signIn } from './helpers';
import { approveAll, getOrder, placeOrder } from './order-helpers';

const LIU = 190; // 刘振华: the approver picked for this spec's orders (高雅琴 has the buyer spec's)

const failOnConsoleError = (page: Page) =>
  page.on('console', (msg) => {
    if (msg.type() === 'error') throw new Error(`console error: ${msg.text()}`);
  });

/** Fills the ship dialog: carrier, tracking number and the quantity of each line. */
async function ship(page: Page, carrier: string, trackingNo: string, qty?: Record<string, number>) {
  await page.getByRole('group', { name: '订单操作' }).getByRole('button', { name: '发货' }).click();
  const dialog = page.getByRole('dialog', { name: '发货' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('物流公司').fill(carrier);
  await dialog.getByLabel('物流单号').fill(trackingNo);
  for (const [name, n] of Object.entries(qty ?? {})) {
    await dialog.getByLabel(`「${name}」本次发货数量`).fill(String(n));
  }
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

test.describe('supplier order screens (供应中心)', () => {
  // Several pages and an SMS login each; dev servers compile pages on first visit.
  test.describe.configure({ timeout: 300_000 });

  test.beforeEach(async ({ page, context }) => {
    failOnConsoleError(page);
    for (const scene of ['home', 'workbench']) {
      await readPopups(context.request, undefined, scene);
    }
  });

  test('the supplier confirms an order, ships part then the rest, and the buyer confirms receipt', async ({
    page,
  }) => {
    const run = Date.now().toString(36);

    // An order awaiting the demo supplier: placed by the buyer, approved by its approver.
    await signIn(page.request, DEMO.buyer);
    const placed = await placeOrder(page.request, {
      qty: 3,
      remark: `供应商端测试 ${run}`,
      auditorId: LIU,
    });
    expect((await approveAll(page.request, placed.id)).status).toBe('awaiting_supplier');

    // The supplier finds it under 待供应商确认 by its number.
    await page.request.post('/v1/api/auth/logout');
    await signIn(page.request, DEMO.supplier);
    await page.goto('/workbench/supplier/orders?tab=awaiting_supplier', { timeout: 120_000 });
    await expect(page.getByRole('heading', { level: 1, name: '订单管理' })).toBeVisible();
    await expect(page.getByTestId('tab-count-awaiting_supplier')).toHaveText(/^[1-9]\d*$/, {
      timeout: 60_000,
    });
    await page.getByLabel('关键词').fill(placed.orderNo);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.locator('tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('中筑远景地产集团有限公司');
    await expect(row).toContainText('待供应商确认');
    await row.getByRole('link', { name: placed.orderNo, exact: true }).click();

    // Confirm it.
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(placed.orderNo) }),
    ).toBeVisible({
      timeout: 60_000,
    });
    const actions = page.getByRole('group', { name: '订单操作' });
    await expect(actions.getByRole('button')).toHaveText(['确认订单', '拒绝', '导出选中订单（1）']);
    await actions.getByRole('button', { name: '确认订单' }).click();
    await page
      .getByRole('dialog', { name: '确认订单' })
      .getByRole('button', { name: '确认订单' })
      .click();
    await expect(page.getByTestId('order-status')).toHaveText('供应商已确认');
    await expect(page.getByTestId('order-next')).toHaveText('供应商已确认，等待发货');

    // Ship one unit, then the rest (the dialog offers what is left).
    await ship(page, '顺丰速运', `SF${run}A`.toUpperCase(), { [placed.itemName]: 1 });
    await expect(page.getByTestId('order-status')).toHaveText('部分发货');
    await expect(page.getByTestId('shipment')).toHaveCount(1);
    await expect(page.getByTestId('shipment').first()).toContainText(placed.itemName);
    await expect(page.getByTestId('shipment').first()).toContainText('× 1');
    await ship(page, '德邦物流', `DB${run}B`.toUpperCase());
    await expect(page.getByTestId('order-status')).toHaveText('已发货');
    await expect(page.getByTestId('shipment')).toHaveCount(2);
    await expect(page.getByTestId('shipment').nth(1)).toContainText('× 2');
    await expect(page.getByTestId('order-next')).toContainText('自动确认收货时间');
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.getByText('发货', { exact: true })).toHaveCount(2);
    await expect(timeline).toContainText('部分发货 → 已发货');
    await expect(actions.getByRole('button')).toHaveText(['导出选中订单（1）']);

    // The buyer confirms receipt.
    await page.request.post('/v1/api/auth/logout');
    await signIn(page.request, DEMO.buyer);
    await page.goto(`/workbench/developer/orders/${placed.id}`, { timeout: 120_000 });
    await expect(page.getByTestId('order-next')).toContainText('自动确认收货时间');
    await page
      .getByRole('group', { name: '订单操作' })
      .getByRole('button', { name: '确认收货' })
      .click();
    await page
      .getByRole('dialog', { name: '确认收货' })
      .getByRole('button', { name: '确认收货' })
      .click();
    await expect(page.getByTestId('order-status')).toHaveText('已收货');
    await expect(
      page.getByTestId('order-timeline').getByText('确认收货', { exact: true }),
    ).toBeVisible();
    expect((await getOrder(page.request, placed.id)).status).toBe('received');
  });
});
