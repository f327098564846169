import { expect, test } from './fixtures';
import { readPopups } from './helpers';

test.beforeEach(async ({ page }) => {
  await readPopups(page.request);
  await readPopups(page.request, undefined, 'design');
});

test.describe('content pages render seeded content for a visitor', () => {
  test('design hall list, design channel, cases, search and a hall', async ({ page }) => {
    await page.goto('/design');
    await expect(page.getByRole('heading', { level: 1, name: '设计大厅' })).toBeVisible();
    const halls = page.getByRole('list', { name: '设计馆列表' }).getByRole('listitem');
    await expect(halls.first()).toBeVisible();
    await page.getByRole('list', { name: '风格' }).getByRole('link', { name: '新中式' }).click();
    await expect(page).toHaveURL(/\/design\?styleId=2$/);
    await expect(halls.first()).toContainText('新中式');

    await page.goto('/designs');
    await expect(page.getByRole('list', { name: '精选案例' }).getByRole('listitem')).toHaveCount(8);
    await expect(
      page.getByRole('list', { name: '推荐设计馆' }).getByRole('listitem').first(),
    ).toBeVisible();

    await page.goto('/designs/design-case');
    const cases = page.getByRole('list', { name: '设计案例列表' }).getByRole('listitem');
    await expect(cases).toHaveCount(12);
    const title = (await cases.first().getByRole('heading').textContent())!;
    await cases.first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('list', { name: '相关案例' }).getByRole('listitem')).toHaveCount(4);

    await page.goto('/designs/search-filiter?keyword=新中式');
    await expect(page.getByRole('heading', { name: '“新中式”的案例' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: '案例搜索结果' }).getByRole('listitem').first(),
    ).toContainText('新中式');
    await page.goto('/designs/search-filiter?keyword=没有这种设计');
    await expect(page.getByText('没有找到相关案例')).toBeVisible();

    await page.goto('/designHall/1');
    await expect(page.getByRole('heading', { level: 1, name: '周子墨' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: '设计馆案例' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('competition with tracks, stages and the sign-up form', async ({ page }) => {
    await page.goto('/competition');
    await expect(page.getByRole('heading', { name: /筑采杯绿色建材创新设计大赛/ })).toBeVisible();
    await expect(page.getByRole('list', { name: '室内空间组赛程' })).toContainText('初赛');
    await expect(page.getByRole('button', { name: '登录后报名' })).toBeVisible();
    await page
      .getByRole('list', { name: '大赛列表' })
      .getByRole('link', { name: /乡村振兴民宿/ })
      .click();
    await expect(page.getByText('本届大赛当前不在报名时间内。')).toBeVisible();
  });

  test('green / carbon: figures, towns and certified products by category', async ({ page }) => {
    await page.goto('/certificates');
    await expect(page).toHaveTitle('绿色低碳建材 - 筑采商城');
    await expect(page.getByRole('list', { name: '绿色低碳数据' })).toContainText('认证证书');
    await expect(page.getByRole('list', { name: '绿色小镇' }).getByRole('listitem')).toHaveCount(
      12,
    );
    const products = page.getByRole('list', { name: '认证产品列表' }).getByRole('listitem');
    await expect(products.first()).toBeVisible();
    const category = page.getByRole('list', { name: '品类' }).getByRole('link').nth(1);
    const count = Number(/（(\d+)）$/.exec((await category.textContent())!)![1]);
    await category.click();
    await expect(page).toHaveURL(/categoryId=\d+/);
    await expect(category).toHaveAttribute('aria-current', 'page');
    await expect(products).toHaveCount(Math.min(count, 12));
  });

  test('ecology and its five partner pages', async ({ page, consoleErrors }) => {
    // Seven pages, each scanned by axe the first time it opens.
    test.setTimeout(120_000);
    await page.goto('/ecology');
    const partners = page.getByRole('list', { name: '生态伙伴' }).getByRole('listitem');
    await expect(partners).toHaveCount(5);
    for (const [code, name] of [
      ['gold-bay', '金湾生态城'],
      ['south-city', '南城供应链'],
      ['super-community', '超级社区联盟'],
      ['wan-rui', '万瑞置业'],
      ['wan-yi', '万怡物业'],
    ]) {
      await page.goto(`/ecology/${code}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('heading', { name: '合作介绍' })).toBeVisible();
      await expect(page).toHaveTitle(`${name} · 生态伙伴 - 筑采商城`);
    }
    consoleErrors.allow(/status of 404/);
    expect((await page.goto('/ecology/nowhere'))?.status()).toBe(404);
  });

  test('information list and article, and the phone layout of an article', async ({
    page,
    browser,
  }) => {
    await page.goto('/information/list');
    const rows = page.getByRole('list', { name: '资讯列表' }).getByRole('listitem');
    await expect(rows).toHaveCount(10);
    const first = rows.first().getByRole('heading').getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/information\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - 筑采商城`);
    const id = page.url().split('/').pop();

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const mobile = await phone.newPage();
    await mobile.goto(`/mobile/information/details?id=${id}`);
    await expect(mobile.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await phone.close();
  });

  test('rent, help centre and about us', async ({ page }) => {
    await page.goto('/rent');
    await expect(page).toHaveTitle('租赁资讯 - 筑采商城');
    const rows = page.getByRole('list', { name: '租赁资讯列表' }).getByRole('listitem');
    await expect(rows).toHaveCount(10);
    await page.getByRole('list', { name: '类型' }).getByRole('link', { name: '求租' }).click();
    await expect(page).toHaveURL(/kind=/);
    await expect(rows.first()).toContainText('求租');

    await page.goto('/help');
    await expect(page.getByRole('navigation', { name: '帮助目录' })).toContainText('新手指南');
    await page.getByRole('link', { name: '如何进行企业认证' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '如何进行企业认证' })).toBeVisible();
    await expect(page.getByText('上传营业执照和授权委托书')).toBeVisible();

    await page.goto('/help/aboutUs');
    await expect(page.getByRole('heading', { name: '平台介绍' })).toBeVisible();
    await expect(page.getByText('400-820-6688').first()).toBeVisible();
  });
});

test.describe('server-rendered titles and descriptions from the SEO table', () => {
  test('pages carry the title and description of their SEO row', async ({ request }) => {
    for (const [path, title] of [
      ['/product', '建材产品大全 - 筑采商城'],
      ['/certificates', '绿色低碳建材 - 筑采商城'],
      ['/design', '设计大厅 - 筑采商城'],
      ['/help/aboutUs', '关于我们 - 筑采商城'],
      ['/compare-item', '商品对比 - 筑采商城'],
    ]) {
      const html = await (await request.get(path!)).text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toMatch(
        new RegExp(`<meta name="description" content="${title!.split(' - ')[0]}：筑采商城`),
      );
    }
    const home = await (await request.get('/')).text();
    expect(home).toContain('<title>筑采建材集采商城</title>');
    expect(home).toContain('<meta name="keywords" content="建材集采,B2B采购');
    const seo = await (await request.get('/v1/api/common/seo?url=/rent')).json();
    expect(seo.data.title).toBe('租赁资讯');
  });
});
