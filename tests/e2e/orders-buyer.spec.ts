import { expect, test, type Page } from '@playwright/test';
import { DEMO, latestSmsCode, passSliderCaptcha, readPopups, signIn } from './helpers';
import type { Page as ListPage } from '../../api/types';
import { data, getOrder, placeOrder, waitForNextSms } from './order-helpers';

const GAO = { id: 191, phone: '13700009002', name: '高雅琴' };

const failOnConsoleError = (page: Page) =>
  page.on('console', (msg) => {
    if (msg.type() === 'error') throw new Error(`console error: ${msg.text()}`);
  });

test.describe('buyer order screens (采购中心)', () => {
  // Several pages and an SMS login each; dev servers compile pages on first visit.
  test.describe.configure({ timeout: 300_000 });

  test.beforeEach(async ({ page, context }) => {
    failOnConsoleError(page);
    for (const scene of ['home', 'workbench']) {
      await readPopups(context.request, undefined, scene);
    }
  });

  test('the buyer finds an order by tab and keyword, opens it and sees its timeline', async ({
    page,
  }) => {
    await signIn(page.request, DEMO.buyer);

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
    await page.getByLabel('关键词').fill(orderNo);
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${orderNo}`));
    await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await page.reload();
    await expect(page.getByLabel('关键词')).toHaveValue(orderNo);
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

  test('an approver signs in by SMS, lands on 待我审核 and approves the order there', async ({
    page,
    browser,
  }) => {
    await signIn(page.request, DEMO.buyer);
    const remark = `请周三上午送货 ${Date.now().toString(36)}`;
    const placed = await placeOrder(page.request, { qty: 2, remark, auditorId: GAO.id });
    const before = await getOrder(page.request, placed.id);
    expect(before.status).toBe('pending_approval');
    expect(before.approvals[0]!.approverName).toBe(GAO.name);

    // The approver's own browser: SMS login with the slide captcha, no return URL.
    const approver = await (await browser.newContext()).newPage();
    failOnConsoleError(approver);
    for (const scene of ['home', 'workbench']) {
      await readPopups(approver.request, undefined, scene);
    }
    await waitForNextSms(approver.request, GAO.phone);
    await approver.goto('/reg/login', { timeout: 120_000 });
    await approver.getByRole('tab', { name: '验证码登录' }).click();
    await approver.getByLabel('手机号').fill(GAO.phone);
    await passSliderCaptcha(approver, () =>
      approver.getByRole('button', { name: '获取验证码' }).click(),
    );
    await expect(approver.getByText('发送成功，请注意查收')).toBeVisible();
    await approver.getByLabel('验证码').fill(await latestSmsCode(approver.request, GAO.phone));
    await approver.getByRole('button', { name: '登录' }).click();
    await expect(approver).toHaveURL(/\/workbench\/developer\/approvals$/, { timeout: 60_000 });

    // Oldest first, ten a page: open the page that holds this order (earlier runs may have left some).
    const waiting = await data<ListPage<{ id: number }>>(
      approver.request.get('/v1/api/orderAudit/pending?pageNo=1&pageSize=100'),
    );
    const at = waiting.records.findIndex((o) => o.id === placed.id);
    expect(at).toBeGreaterThanOrEqual(0);
    if (at >= 10)
      await approver.goto(`/workbench/developer/approvals?pageNo=${Math.floor(at / 10) + 1}`);
    const card = approver.getByTestId('approval-card').filter({ hasText: placed.orderNo });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText(remark);
    await expect(card).toContainText(placed.itemName);
    await expect(card).toContainText(`第 1/${before.approvals.length} 级审核`);
    await card.getByRole('button', { name: '审核通过' }).click();
    const dialog = approver.getByRole('dialog').filter({ hasText: '审核意见' });
    await dialog.getByLabel('审核意见').fill('同意采购');
    await dialog.getByRole('button', { name: '审核通过' }).click();
    await expect(card).toBeHidden();

    // The buyer sees the decision in the order's timeline.
    await page.goto(`/workbench/developer/orders/${placed.id}`, { timeout: 120_000 });
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.getByText('审核通过', { exact: true })).toBeVisible();
    await expect(timeline).toContainText('同意采购');
    await expect(timeline).toContainText(GAO.name);
    const after = await getOrder(page.request, placed.id);
    expect(after.approvals[0]!.status).toBe('approved');
    await approver.context().close();
  });
});
