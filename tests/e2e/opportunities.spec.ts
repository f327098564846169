import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, MAIN, pageLink, readPopupsInPage, signIn, type PageOf, apiData } from './helpers';

/** Loads a page and waits until the client knows who is signed in (the top bar asks). */
async function gotoSignedIn(page: Page, url: string) {
  const known = page.waitForResponse((r) => r.url().includes('/v1/api/user/current'));
  await page.goto(url);
  await known;
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

test.describe('opportunities for a visitor', () => {
  test.beforeEach(async ({ page }) => {
    await readPopupsInPage(page, '/activitys/home', 'activity');
    await readPopupsInPage(page, '/');
  });

  test('bids: list with SRM notices, public details, members-only details behind login', async ({
    page,
    request,
  }) => {
    const bids = await apiData<PageOf<{ projectId: string; title: string; showType: number }>>(
      request,
      '/v1/api/bid/bids?pageSize=12',
    );
    const pub = bids.records.find((b) => b.showType === 2)!;
    const member = bids.records.find((b) => b.showType !== 2)!;

    // The 招投标 item of the main navigation lands on the list.
    await page.getByRole('link', { name: '招投标', exact: true }).first().click();
    await expect(page).toHaveURL(/\/bid\/list$/);
    await expect(heading(page, '招标信息')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^共 \d+ 条招标$/ })).toBeVisible();
    const list = page.getByRole('region', { name: '招标列表' });
    await expect(list.getByRole('link', { name: pub.title })).toBeVisible();
    const srm = page.getByRole('region', { name: 'SRM招标公告' });
    await expect(srm.getByRole('listitem')).toHaveCount(8);
    await expect(srm.getByRole('button', { name: '进入SRM系统' })).toBeVisible();

    await list.getByRole('link', { name: pub.title }).click();
    await expect(heading(page, pub.title)).toBeVisible();
    await expect(page.getByRole('region', { name: '招标公告' })).toContainText(
      '欢迎符合条件的供应商',
    );
    await expect(page.getByRole('link', { name: /招标文件\.pdf/ })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${pub.title} - 招标详情`));

    await page.goto(`/bid/details/${member.projectId}`);
    await expect(heading(page, member.title)).toBeVisible();
    await expect(
      page.getByText('该招标为会员项目，登录后可查看招标公告全文与招标文件。'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: '招标公告' })).toHaveCount(0);
    await page.getByRole('button', { name: '登录后查看' }).click();
    await expect(page).toHaveURL(/\/reg\/login\?returnUrl=/);

    await signIn(page.request, DEMO.supplier);
    await page.goto(`/bid/details/${member.projectId}`);
    await expect(page.getByRole('region', { name: '招标公告' })).toContainText('招标');
  });

  test('quick bid publishing: 暂无权限 for a supplier', async ({ page }) => {
    await signIn(page.request, DEMO.supplier);
    await gotoSignedIn(page, '/bid/list');
    await page.getByRole('button', { name: '快速发布招标' }).click();
    await expect(page.getByText('暂无权限')).toBeVisible();
  });

  test('open bids: areas, the list and the three kinds of original', async ({ page }) => {
    await page.goto('/other-bid/area');
    await expect(heading(page, '按地区浏览公开招标')).toBeVisible();
    const area = page.getByRole('list', { name: '地区' }).getByRole('link').first();
    const areaName = (await area.locator('strong').textContent())!;
    await area.click();
    await expect(heading(page, `${areaName}公开招标公告`)).toBeVisible();
    const rows = page.getByRole('list', { name: '公开招标列表' }).getByRole('listitem');
    await expect(rows.first()).toContainText(areaName);

    // Seed ids 1, 2, 3 hold a pdf, inline content and an outside url.
    await page.goto('/other-bid/details?id=1&title=x');
    const original = page.getByRole('region', { name: '公告原文' });
    await expect(original.locator('iframe')).toHaveAttribute('src', /\.pdf$/);
    const preview = original.getByRole('link', { name: '在新窗口中预览PDF' });
    await expect(preview).toHaveAttribute('href', /^\/preview\?url=/);
    await page.goto('/other-bid/details?id=2&title=x');
    await expect(page.getByRole('region', { name: '公告原文' })).toContainText(
      '现对该项目进行公开招标',
    );
    await page.goto('/other-bid/details?id=3&title=x');
    await expect(page.getByRole('link', { name: '查看公告原文' })).toHaveAttribute(
      'href',
      /^https:\/\/ggzy\./,
    );
  });

  test('inquiries: status labels, details with lines', async ({ page }) => {
    await page.goto('/inquiry/list');
    await expect(heading(page, '询价公告')).toBeVisible();
    const list = page.getByRole('list', { name: '询价列表' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(list.getByText('已截止').first()).toBeVisible();
    const first = list.getByRole('listitem').first().getByRole('link');
    const name = (await first.textContent())!;
    await first.click();
    await expect(heading(page, name)).toBeVisible();
    const lines = page.getByRole('region', { name: '询价清单' });
    await expect(lines.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/已有 \d+ 家供应商报价/)).toBeVisible();
  });

  test('self-service inquiry: a buyer posts, a supplier sees it with the phone', async ({
    page,
    browser,
  }) => {
    await page.goto('/inquiry/find-rice');
    await expect(heading(page, '自助询价')).toBeVisible();
    await page.getByRole('button', { name: '发布询价' }).click();
    await expect(page.getByText('请输入产品名称', { exact: true })).toBeVisible();

    await signIn(page.request, DEMO.buyer);
    await gotoSignedIn(page, '/inquiry/find-rice');
    const form = page.getByRole('form', { name: '发布自助询价' });
    const item = `防火门${Date.now() % 100000}`;
    await form.getByLabel('产品名称').fill(item);
    await form.getByLabel('采购数量').fill('30');
    await form.getByLabel('单位').fill('樘');
    await form.getByLabel('联系人').fill('王建国');
    await form.getByLabel('手机号').fill('13800000001');
    await form.getByRole('button', { name: '发布询价' }).click();
    await expect(page.getByText('询价已发布，供应商将尽快与您联系')).toBeVisible();
    const mine = page.getByRole('list', { name: '自助询价列表' }).getByRole('listitem').first();
    await expect(mine).toContainText(item);
    await expect(mine).toContainText('我的');

    const context = await browser.newContext();
    const supplierPage = await context.newPage();
    await signIn(supplierPage.request, DEMO.supplier);
    await supplierPage.goto(`${MAIN}/inquiry/find-rice`);
    const seen = supplierPage
      .getByRole('list', { name: '自助询价列表' })
      .getByRole('listitem')
      .first();
    await expect(seen).toContainText(item);
    await expect(seen).toContainText('13800000001');
    await context.close();
  });

  test('activities: market home, list, review details for visitors, others behind login, posters', async ({
    page,
    request,
  }) => {
    const reviews = await apiData<PageOf<{ id: number; marketingName: string }>>(
      request,
      '/v1/api/mall/activities?status=0&pageSize=1',
    );
    const open = await apiData<PageOf<{ id: number; marketingName: string }>>(
      request,
      '/v1/api/mall/activities?status=1&pageSize=1',
    );
    const review = reviews.records[0]!;
    const live = open.records[0]!;

    await page.goto('/activitys/home');
    await expect(heading(page, '商机市场')).toBeVisible();
    await expect(
      page.getByRole('list', { name: '近期活动' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: '活动回顾' }).getByRole('listitem')).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: '最新招标' }).getByRole('link').nth(1),
    ).toBeVisible();

    await page.goto('/activitys/list');
    await expect(heading(page, '线下活动')).toBeVisible();
    await expect(page.getByRole('list', { name: '活动列表' }).getByRole('listitem')).toHaveCount(
      12,
    );

    await page.goto(`/activitys/details?id=${review.id}`);
    await expect(heading(page, review.marketingName)).toBeVisible();
    await expect(page.getByRole('region', { name: '活动介绍' })).toContainText('活动回顾');
    await expect(
      page.getByRole('table', { name: '参会人员' }).getByRole('row').nth(1),
    ).toBeVisible();

    await page.goto(`/activitys/details?id=${live.id}`);
    await expect(heading(page, live.marketingName)).toBeVisible();
    await expect(page.getByText('登录后可查看活动详情并在线报名。')).toBeVisible();
    await expect(page.getByRole('region', { name: '活动介绍' })).toHaveCount(0);

    await signIn(page.request, DEMO.supplier);
    await page.reload();
    await expect(page.getByRole('region', { name: '活动介绍' })).toBeVisible();

    await page.goto(`/activitys/poster/home?id=${live.id}`);
    await expect(page.getByRole('article', { name: '活动海报' })).toContainText(live.marketingName);
    await page.getByRole('link', { name: '报名名单 ›' }).click();
    await expect(heading(page, `${live.marketingName} · 报名名单`)).toBeVisible();
    await expect(
      page.getByRole('table', { name: '报名名单' }).getByRole('row').nth(1),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: '报名名单' })).toContainText('****');
  });

  test('demands: list, details with comments, collect and cancel', async ({ page }) => {
    await page.goto('/demand/list');
    await expect(heading(page, '设计需求')).toBeVisible();
    const cards = page.getByRole('list', { name: '设计需求列表' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    const title = (await cards.first().getByRole('heading').textContent())!;
    await cards.first().getByRole('link').click();
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole('region', { name: '需求描述' })).toContainText('项目位于');

    await signIn(page.request, DEMO.designer);
    await gotoSignedIn(page, page.url());
    // Not anchored at the start: antd's loading icon (named "loading") can linger in the name
    // while its leave motion ends, after the count has already changed.
    const collect = page.getByRole('button', { name: /(收藏|取消收藏)（\d+）$/ });
    const before = (await collect.textContent())!;
    await collect.click();
    await expect(collect).not.toHaveText(before);
    await collect.click();
    await expect(collect).toHaveText(before);

    await page.getByLabel('评论内容').fill('我们可以提供概念方案');
    await page.getByRole('button', { name: '发表评论' }).click();
    await expect(
      page.getByRole('list', { name: '评论列表' }).getByRole('listitem').first(),
    ).toContainText('我们可以提供概念方案');
  });
});

/** Picks an option of an antd Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  // Lets the list record the offset (it saves shortly after scrolling stops).
  await page.waitForTimeout(300);
}

async function expectScrollNear(page: Page, y: number) {
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5000 })
    .toBeGreaterThan(y - 40);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(y + 40);
}

test.describe('keep-alive lists', () => {
  test.beforeEach(async ({ page }) => {
    await readPopupsInPage(page, '/activitys/home', 'activity');
    await readPopupsInPage(page, '/');
  });

  test('the bid list keeps its filters, page and scroll across a detail visit', async ({
    page,
  }) => {
    await page.goto('/bid/list');
    await choose(page, '顺序', '由旧到新');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/\/bid\/list\?desc=false$/);
    await pageLink(page, 3).click();
    await expect(page).toHaveURL(/desc=false&pageNo=3$/);
    await scrollTo(page, 400);
    const link = page.getByRole('region', { name: '招标列表' }).getByRole('link').nth(6);
    const title = (await link.textContent())!;
    await link.click();
    await expect(heading(page, title)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/bid\/list\?desc=false&pageNo=3$/);
    await expect(page.getByRole('search', { name: '筛选' })).toContainText('由旧到新');
    await expect(pageLink(page, 3)).toHaveAttribute('aria-current', 'page');
    await expectScrollNear(page, 400);
  });

  test('the inquiry list keeps its filters, page and scroll across a detail visit', async ({
    page,
  }) => {
    await page.goto('/inquiry/list');
    await choose(page, '状态', '已截止');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/\/inquiry\/list\?status=0$/);
    await pageLink(page, 2).click();
    await expect(page).toHaveURL(/status=0&pageNo=2$/);
    const rows = page.getByRole('list', { name: '询价列表' }).getByRole('listitem');
    await expect(rows.first()).toContainText('已截止');
    await scrollTo(page, 350);
    await rows.nth(6).getByRole('link').click();
    await expect(page).toHaveURL(/\/inquiry\/details\/\d+$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/inquiry\/list\?status=0&pageNo=2$/);
    await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
    await expect(rows.first()).toContainText('已截止');
    await expectScrollNear(page, 350);
  });

  test('the activity list keeps its filters, page and scroll across a detail visit', async ({
    page,
  }) => {
    await page.goto('/activitys/list');
    await page.getByLabel('活动名称').fill('站');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/\/activitys\/list\?name=%E7%AB%99$/);
    await pageLink(page, 2).click();
    await expect(page).toHaveURL(/name=%E7%AB%99&pageNo=2$/);
    await scrollTo(page, 500);
    const cards = page.getByRole('list', { name: '活动列表' }).getByRole('listitem');
    await cards.nth(7).getByRole('link').click();
    await expect(page).toHaveURL(/\/activitys\/details\?id=\d+$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/activitys\/list\?name=%E7%AB%99&pageNo=2$/);
    await expect(page.getByLabel('活动名称')).toHaveValue('站');
    await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
    await expectScrollNear(page, 500);
  });
});
