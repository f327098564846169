import { expect, test } from './fixtures';
import { DEMO, signInQuietly } from './helpers';

test.describe('buyer order screens (采购中心)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the buyer finds an order by tab and keyword, opens it and sees its timeline', async ({
    page,
  }) => {
    await signInQuietly(page.request, DEMO.buyer, ['home', 'workbench']);

    // The old address leads to the workbench list.
    await page.goto('/orders', { timeout: 120_000 });
    await expect(page).toHaveURL(/\/workbench\/developer\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();

    // The counts arrive once the list has hydrated; a click before that does nothing.
    await expect(page.getByTestId('tab-count-all')).toHaveText(/^\d+$/, { timeout: 60_000 });
    await page.getByRole('tab', { name: /已完成/ }).click();
    await expect(page).toHaveURL(/tab=completed/);
    const completed = page.getByTestId('tab-count-completed');
    await expect(completed).toHaveText(/^[1-9]\d*$/);
    const firstRow = page.locator('tbody tr.ant-table-row').first();
    await expect(firstRow).toContainText('已完成');
    const orderNo = (await firstRow.getByRole('link').first().textContent())!.trim();

    // Search by the order number: one row, and the state is in the URL.
    await page.getByRole('textbox', { name: '关键词' }).fill(orderNo);
    await page
      .getByRole('search', { name: '搜索订单' })
      .getByRole('button', { name: '搜索' })
      .click();
    await expect(page).toHaveURL(new RegExp(`keyword=${orderNo}`));
    await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('textbox', { name: '关键词' })).toHaveValue(orderNo);
    await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);

    await page.getByRole('link', { name: orderNo, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNo) })).toBeVisible();
    await expect(page.getByTestId('order-next')).toHaveText('订单已完成');
    const timeline = page.getByTestId('order-timeline');
    for (const step of ['提交订单', '审核通过', '供应商确认', '发货', '确认收货', '订单完成']) {
      await expect(timeline.getByText(step, { exact: true }).first()).toBeVisible();
    }
    await expect(timeline).toContainText('已收货 → 已完成');
    await expect(page.getByTestId('shipment').first()).toContainText('单号');
    // Only what the server allows: nothing but 再次购买 and the export on a completed order.
    const actions = page.getByRole('group', { name: '订单操作' }).getByRole('button');
    await expect(actions).toHaveText(['再次购买', '导出选中订单（1）']);

    // An order that is not the viewer's is the mall's not-found page.
    // (Fetched aside: the browser would log the 404 document as a console error.)
    const missing = await page.request.get('/workbench/developer/orders/2147483000');
    expect(missing.status()).toBe(404);
  });
});
