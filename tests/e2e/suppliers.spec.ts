import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, MAIN, readPopups, selectTab, signIn } from './helpers';

type Envelope<T> = { code: number; data: T };

/** Reads the announcement popups of the pages these tests open, for the signed-in user or visitor. */
async function quietPopups(page: Page) {
  for (const scene of ['home', 'yeation', 'supplier']) await readPopups(page.request, MAIN, scene);
}

/** Chooses an antd Select option; searchable selects are typed into (long lists are virtual). */
async function pickOption(page: Page, combobox: string, option: string, search = true) {
  await page.getByRole('combobox', { name: combobox }).click();
  if (search) await page.getByRole('combobox', { name: combobox }).fill(option);
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

const statusText = (page: Page) => page.getByRole('status');

test.describe('supplier directory', () => {
  test('filters by keyword, category, type, member level and region, all kept in the URL', async ({
    page,
  }) => {
    await quietPopups(page);
    await page.goto('/list');
    await expect(page.getByRole('heading', { name: '合格供方名录' })).toBeVisible();
    const all = Number((await statusText(page).innerText()).replace(/\D/g, ''));
    expect(all).toBeGreaterThan(50);
    const cards = page.getByRole('list', { name: '供应商列表' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);

    const types = page.getByRole('list', { name: '企业类型' });
    await types.getByRole('link', { name: '经销商' }).click();
    await expect(page).toHaveURL(/\/list\?childType=4$/);
    await expect(types.getByRole('link', { name: '经销商' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(cards.first()).toContainText('经销商');
    for (const card of await cards.all()) await expect(card).toContainText('经销商');

    await page.goto('/list');
    await page
      .getByRole('list', { name: '会员等级' })
      .getByRole('link', { name: '高级会员' })
      .click();
    await expect(page).toHaveURL(/memberLevel=best_choice_senior/);
    for (const card of await cards.all()) await expect(card).toContainText('高级会员');

    await page.goto('/list');
    const categories = page.getByRole('list', { name: '分类', exact: true });
    const first = categories.getByRole('link').nth(1);
    const name = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/categoryId=\d+/);
    await expect(page.getByRole('list', { name: `${name}子类` })).toBeVisible();
    await expect(cards.first()).toBeVisible();

    await page.goto('/list');
    await pickOption(page, '省份', '广东省');
    await expect(page).toHaveURL(/provinceId=440000/);
    await pickOption(page, '城市', '佛山市');
    await expect(page).toHaveURL(/provinceId=440000&cityId=440600/);
    for (const card of await cards.all()) await expect(card).toContainText('佛山市');
    const foshan = Number((await statusText(page).innerText()).replace(/\D/g, ''));
    expect(foshan).toBeLessThan(all);

    await page.goto('/list');
    await page.getByRole('textbox', { name: '供应商名称、主营产品或品牌' }).fill('森华');
    await page.getByRole('region', { name: '筛选' }).getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/keyword=/);
    await expect(cards.first()).toContainText('佛山市森华木业有限公司');
    await page.goBack();
    await expect(page).toHaveURL(/\/list$/);
  });
});

test.describe('showroom', () => {
  test('every tab of 森华木业, with the menu lit by route name', async ({ page }) => {
    await quietPopups(page);
    await page.goto('/supplier/1');
    await expect(page.getByRole('heading', { name: '佛山市森华木业有限公司' })).toBeVisible();
    await expect(page).toHaveTitle(/森华木业企业展厅/);
    const menu = page.getByRole('navigation', { name: '展厅导航' });
    const current = menu.locator('[aria-current="page"]');
    await expect(current).toHaveText('展厅首页');
    await expect(current).toHaveAttribute('data-route-name', 'supplier-id');
    await expect(page.getByRole('heading', { name: '公司简介' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '找供方' }),
    ).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: '产品信息' }).click();
    await expect(page).toHaveURL(/\/supplier\/1\/product-info$/);
    await expect(current).toHaveAttribute('data-route-name', 'supplier-id-product-info');
    await expect(
      page.getByRole('list', { name: '商品列表' }).getByRole('listitem').first(),
    ).toBeVisible();

    await menu.getByRole('link', { name: '项目案例' }).click();
    await expect(page).toHaveURL(/\/project-case$/);
    await expect(page.getByRole('list', { name: '项目案例' }).getByRole('listitem')).toHaveCount(6);

    await menu.getByRole('link', { name: '资质证照' }).click();
    await expect(page).toHaveURL(/\/qualification-license$/);
    await expect(
      page.getByRole('list', { name: '资质证照' }).getByRole('listitem').first(),
    ).toBeVisible();

    await menu.getByRole('link', { name: '工厂实景' }).click();
    await expect(page).toHaveURL(/\/factory-map$/);
    const plan = page.getByRole('group', { name: '厂区平面图' });
    await expect(plan.getByRole('link')).toHaveCount(5);
    const spot = (await plan.getByRole('link').first().innerText()).replace(/^1\s*/, '');
    await plan.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/factory-map\/detail\?id=\d+$/);
    await expect(page.getByRole('heading', { name: `1. ${spot}` })).toBeVisible();
    await expect(current).toHaveText('工厂实景');
    await expect(page.getByRole('list', { name: `${spot}照片` }).getByRole('img')).toHaveCount(3);

    await menu.getByRole('link', { name: 'VR看厂' }).click();
    await expect(page).toHaveURL(/\/FactoryVR$/);
    await expect(current).toHaveAttribute('data-route-name', 'supplier-id-FactoryVR');
    const viewer = page.getByRole('application', { name: /森华木业生产车间VR全景/ });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('canvas')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: '森华木业成品仓库VR全景' }).click();
    await expect(page.getByRole('button', { name: '森华木业成品仓库VR全景' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await menu.getByRole('link', { name: '联系我们' }).click();
    await expect(page).toHaveURL(/\/company-contact$/);
    await expect(page.getByRole('link', { name: '13800000002' })).toBeVisible();
  });
});

test.describe('selected-supplier sign-up', () => {
  /** Signs in as `phone` (or not), opens /yeation and clicks 立即报名 while `watch` waits. */
  async function clickSignUp(page: Page, phone?: string, watch?: () => Promise<unknown>) {
    await page.context().clearCookies();
    if (phone) await signIn(page.request, phone);
    await quietPopups(page);
    await page.goto('/yeation');
    const seen = watch?.();
    await page.getByRole('button', { name: '立即报名' }).click();
    await seen;
  }

  test('a visitor is sent to login', async ({ page }) => {
    await clickSignUp(page);
    await expect(page.getByText('请先登录')).toBeVisible();
    await expect(page).toHaveURL(/\/reg\/login/, { timeout: 10_000 });
  });

  test('no company certification: message, then /auth', async ({ page }) => {
    // The message shows for 1.5 s before the page moves on: look for it in every frame, not
    // with expect's retries, which come a second apart and can miss it on a busy machine.
    await clickSignUp(page, DEMO.personal, () =>
      page.waitForFunction(
        (text) => document.querySelector('.ant-message')?.textContent?.includes(text),
        '请提交公司认证后再进行报名',
        { polling: 'raf' },
      ),
    );
    await expect(page).toHaveURL(`${MAIN}/auth`);
  });

  test('a rejected certification: message, then /auth to amend it', async ({ page }) => {
    await clickSignUp(page, DEMO.rejected);
    await expect(page.getByText('您提交的认证审批未通过，请修改后提交')).toBeVisible();
    await expect(page).toHaveURL(`${MAIN}/auth?enterpriseId=310&type=1`);
  });

  test('a certification in review waits', async ({ page }) => {
    await clickSignUp(page, DEMO.topType3);
    await expect(page.getByRole('dialog').getByText('您提交的认证正在审批中')).toBeVisible();
    await page.getByRole('button', { name: '知道了' }).click();
    await expect(page).toHaveURL(`${MAIN}/yeation`);
  });

  test('a selected supplier already is one', async ({ page }) => {
    await clickSignUp(page, DEMO.supplier);
    await expect(page.getByRole('dialog').getByText('您已成为供应商')).toBeVisible();
  });

  test('an approved supplier signs up: 报名成功, and the operator sees it', async ({
    page,
    browser,
  }) => {
    await clickSignUp(page, DEMO.signUp);
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('报名成功');
    await expect(dialog).toContainText('3个工作日内与您联系');
    await dialog.getByRole('button', { name: '知道了' }).click();

    const ops = await browser.newContext();
    const opsPage = await ops.newPage();
    await signIn(opsPage.request, DEMO.operator);
    await opsPage.goto('/ops');
    await selectTab(opsPage, /优选供应商报名/);
    await expect(
      opsPage.getByRole('row').filter({ hasText: '杭州启航新型建材有限公司' }),
    ).toBeVisible();
    await ops.close();

    // Signing up again is refused while the first is in review.
    await page.getByRole('button', { name: '立即报名' }).click();
    await expect(
      page.getByRole('dialog').getByText('您已提交报名，平台正在审核，请耐心等待'),
    ).toBeVisible();
  });
});

test.describe('supplier application', () => {
  const company = `佛山市端到端测试建材有限公司${Date.now() % 10000}`;

  async function applicationTotal(): Promise<number> {
    const api = await playwrightRequest.newContext({ baseURL: MAIN });
    await signIn(api, DEMO.operator);
    const body = (await (await api.get('/v1/api/ops/supplierApplications')).json()) as Envelope<{
      total: number;
    }>;
    await api.dispose();
    return body.data.total;
  }

  test('bad input is explained and not stored; good input reaches the operator', async ({
    page,
    browser,
  }) => {
    const before = await applicationTotal();
    await signIn(page.request, DEMO.personal);
    await quietPopups(page);
    await page.goto('/apply?shareCode=SH1001');
    await expect(page.getByText('您正在通过分享人 孙丽')).toBeVisible();

    await page.getByRole('button', { name: '提交申请' }).click();
    // Every missing field says what it needs, in form order.
    await expect(page.locator('.ant-form-item-explain-error')).toHaveText([
      '请输入公司名称',
      '请输入主营产品',
      '请选择经营模式',
      '请输入联系人',
      '请输入职务',
      '请输入手机号',
      '请选择所在省市',
      '请选择所在省市',
      '请输入详细地址',
    ]);

    await page.getByLabel('公司名称').fill(company);
    await page.getByLabel('主营产品').fill('SPC石塑地板、木塑墙板');
    await pickOption(page, '经营模式', '自产自销', false);
    await page.getByLabel('联系人').fill('黄工');
    await page.getByLabel('职务').fill('销售总监');
    await page.getByLabel('手机号').fill('12345');
    await page.getByLabel('邮箱').fill('bad-mail');
    await pickOption(page, '省份', '广东省');
    await pickOption(page, '城市', '佛山市');
    await page.getByLabel('详细地址').fill('南海区桂城街道 88 号');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请输入正确的11位手机号码', { exact: true })).toBeVisible();
    await expect(page.getByText('请输入正确的邮箱地址', { exact: true })).toBeVisible();
    expect(await applicationTotal()).toBe(before);

    await page.getByLabel('手机号').fill('13912340000');
    await page.getByLabel('邮箱').fill('huang@example.com');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('提交成功', { exact: true })).toBeVisible();
    await expect(page.locator('.ant-result-subtitle')).toContainText('3个工作日内与您联系');
    expect(await applicationTotal()).toBe(before + 1);

    const ops = await browser.newContext();
    const opsPage = await ops.newPage();
    await signIn(opsPage.request, DEMO.operator);
    await opsPage.goto('/ops');
    await selectTab(opsPage, '供应商入驻申请');
    const row = opsPage.getByRole('row').filter({ hasText: company });
    // The console loads the section's list after its own first render.
    await expect(row).toContainText('分享人 孙丽（SH1001）', { timeout: 30_000 });
    await expect(row).toContainText('13912340000');
    await ops.close();
  });
});

test.describe('members-only supplier notices', () => {
  const notice = '关于开展年度优选供应商履约评价的通知';

  test('a visitor is refused with a link to /yeation; a member supplier reads it', async ({
    page,
  }) => {
    await quietPopups(page);
    await page.goto('/supplierNotice/list');
    await page.getByRole('button', { name: notice }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('仅优选会员可查看公告详情')).toBeVisible();
    await expect(dialog.getByRole('link', { name: '了解优选会员' })).toHaveAttribute(
      'href',
      '/yeation',
    );
    await dialog.getByRole('button', { name: '知道了' }).click();

    await signIn(page.request, DEMO.supplier);
    await quietPopups(page);
    await page.reload();
    await page.getByRole('button', { name: notice }).click();
    const detail = page.getByRole('article', { name: '公告详情' });
    await expect(detail).toContainText('各会员供应商');
  });
});

test.describe('recruitment', () => {
  test('lists recruitments with their status and shows one', async ({ page }) => {
    await quietPopups(page);
    await page.goto('/recruit');
    const list = page.getByRole('list', { name: '招募列表' });
    await expect(list.getByRole('listitem').first()).toContainText(/招募中|招募截止|招募中止/);
    await expect(list.getByRole('listitem').first()).toContainText('万元');
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/recruit\/item\?id=\d+$/);
    await expect(page.getByText('注册资本要求')).toBeVisible();
  });
});
