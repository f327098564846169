import { expect, test } from './fixtures';
import { hasRestOfAntd } from './helpers';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const partner = `http://jinwan.localhost:${PORT}`;
const alternate = `http://nancheng.localhost:${PORT}`;

test.describe('themed home page', () => {
  test('the main realm shows its name, logo, navigation, categories and footer', async ({
    page,
  }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle('筑采建材集采商城');
    await expect(page.getByRole('banner').getByRole('img', { name: '筑采商城' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link')).toHaveText([
      '选产品',
      '找供方',
      '查SCI',
      '招投标',
      '保质量',
      '找商机',
      '找资金',
    ]);
    await expect(page.getByRole('heading', { name: '全部产品分类' })).toBeVisible();
    await expect(page.getByRole('link', { name: '地板', exact: true })).toHaveAttribute(
      'href',
      /\/product\/\d+_5$/,
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/help');
    await expect(footer.getByRole('link', { name: '关于我们' })).toHaveAttribute(
      'href',
      '/help/aboutUs',
    );
    await expect(footer).toContainText('400-820-6688');
    await expect(footer).toContainText('service@zhucai-mall.cn');
  });

  test('partner realms on their own host have their own name, colour and contacts', async ({
    page,
  }) => {
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mall-primary').trim(),
      );
    await page.goto('/');
    expect(await primary()).toBe('#1d4ed8');

    await page.goto(`${partner}/`);
    await expect(page).toHaveTitle('金湾建材集采平台');
    await expect(page.getByRole('banner').getByRole('img', { name: '金湾集采' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('400-660-1818');
    expect(await primary()).toBe('#0e8058');
    await expect(
      page
        .getByRole('search', { name: '商城搜索' })
        .getByRole('button', { name: '搜索', exact: true }),
    ).toHaveCSS('background-color', 'rgb(14, 128, 88)');

    await page.goto(`${alternate}/`);
    await expect(page).toHaveTitle('南城供应链商城');
  });

  test('南城 has its own home layout, banners, picks, footer links and ICP number', async ({
    page,
  }) => {
    const sectionTitles = () =>
      page.locator('main h2').evaluateAll((hs) => hs.map((h) => h.textContent?.trim()));
    const footer = page.getByRole('contentinfo');

    await page.goto('/');
    expect(await sectionTitles()).toEqual([
      '全部产品分类',
      '商机市场',
      '推荐商品',
      '入驻供应商',
      '合作开发商',
      '供应商招募',
      '行业资讯',
    ]);
    await expect(page.getByRole('img', { name: '年度建材集采节' }).first()).toBeAttached();
    await expect(footer.getByRole('link', { name: '沪ICP备2026000000号' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '询价大厅' })).toHaveCount(0);

    await page.goto(`${alternate}/`);
    expect(await sectionTitles()).toEqual([
      '全部产品分类',
      '南城供应链精选',
      '供应商招募',
      '行业资讯',
      '推荐商品',
    ]);
    await expect(page.getByRole('img', { name: '南城供应链开放日' }).first()).toBeAttached();
    await expect(page.getByRole('img', { name: '年度建材集采节' })).toHaveCount(0);
    const picks = page.getByRole('list', { name: '精选品类' });
    await expect(picks.getByRole('link', { name: '光伏储能' })).toHaveAttribute(
      'href',
      '/product?categoryId=43',
    );
    await expect(footer.getByRole('link', { name: '粤ICP备2026093366号-2' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    await expect(
      footer.getByRole('navigation', { name: '帮助' }).getByRole('link', { name: '询价大厅' }),
    ).toHaveAttribute('href', '/inquiry/list');
  });

  test('antd controls take the realm colour', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await page.goto(`${partner}/no-such-page`);
    const button = page.getByRole('button', { name: '返回上一页' });
    await expect(button).toHaveCSS('background-color', 'rgb(14, 128, 88)');
  });

  test('each realm links its own favicon', async ({ page, request }) => {
    await page.goto(`${partner}/`);
    const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
    expect(href).toMatch(/^\/v1\/api\/mall\/favicon/);
    // The test runner's own HTTP client does not resolve *.localhost, so it names the realm in Host.
    const icon = await request.get(href!, { headers: { host: 'jinwan.localhost' } });
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
    expect(await icon.text()).toContain('#0e8058');
  });
});

test.describe("antd's styles", () => {
  test('the pages opened first load only the core; pages that render antd add the rest', async ({
    page,
  }) => {
    // The account site's login a shared link opens on a phone is plain controls too.
    for (const path of [
      '/',
      '/product?keyword=地板',
      '/product/item/1',
      '/mobile/poster/home?id=1',
      '/reg/login',
      '/mobile/reg/login',
      '/mobile/reg/register',
    ]) {
      await page.goto(path);
      expect(await hasRestOfAntd(page), path).toBe(false);
    }
    await page.goto('/bid/list');
    expect(await hasRestOfAntd(page), '/bid/list').toBe(true);
    await expect(page.locator('.ant-select').first()).toHaveCSS('list-style-type', 'none');

    // A client navigation from a page without it brings it along.
    await page.goto('/product?keyword=地板');
    await page
      .getByRole('list', { name: '商品列表' })
      .getByRole('listitem')
      .first()
      .locator('a[href^="/supplier/"]')
      .click();
    await expect(page).toHaveURL(/\/supplier\/\d+$/);
    await expect.poll(() => hasRestOfAntd(page)).toBe(true);
  });
});

test.describe('error page', () => {
  test('an unknown page answers 404 with the spec texts and goes back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    consoleErrors.allow(/status of 404/);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle('找不到页面');
    await expect(page.getByTestId('error-text')).toHaveText('404 - This page could not be found');
    await page.getByRole('button', { name: '返回上一页' }).click();
    await expect(page).toHaveURL(`http://localhost:${PORT}/`);
  });
});

test.describe('Apple devices', () => {
  test('get a 1400 px minimum width, others the 1200 px of the layout', async ({ browser }) => {
    const mac = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      viewport: { width: 1024, height: 800 },
    });
    const macPage = await mac.newPage();
    await macPage.goto('/');
    await expect(macPage.locator('body')).toHaveCSS('min-width', '1400px');
    await mac.close();

    const win = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    });
    const winPage = await win.newPage();
    await winPage.goto('/');
    await expect(winPage.locator('body')).toHaveCSS('min-width', '1200px');
    await win.close();
  });
});
