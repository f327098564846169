import { expect, test } from './fixtures';
import { Base64 } from 'js-base64';
import { ALTERNATE, DEMO, MAIN, PARTNER, readPopups, readPopupsInPage, signIn } from './helpers';

test.describe('top bar by role', () => {
  test('a visitor is offered login with a base64 returnUrl and registration', async ({ page }) => {
    await readPopups(page.request);
    await page.goto('/');
    const login = page.getByRole('link', { name: '登录', exact: true });
    const href = (await login.getAttribute('href')) ?? '';
    const url = new URL(href, MAIN);
    expect(url.pathname).toBe('/reg/login');
    expect(Base64.decode(url.searchParams.get('returnUrl') ?? '')).toMatch(
      /^(http:\/\/localhost:\d+)?\/$/,
    );
    expect(url.searchParams.get('from')).toBeTruthy();
    await expect(page.getByRole('link', { name: '免费注册' })).toHaveAttribute(
      'href',
      /\/reg\/register\?/,
    );
    await expect(page.getByRole('link', { name: /采购车/ })).toHaveCount(0);
  });

  test('a buyer sees the cart, messages and 采购中心', async ({ page }) => {
    await signIn(page.request, DEMO.buyer);
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: '用户服务' });
    await expect(bar.getByRole('link', { name: /采购车/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: /消息/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: '采购中心' })).toBeVisible();
    await expect(page.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
  });

  test('a supplier sees 供应中心 and no cart', async ({ page }) => {
    await signIn(page.request, DEMO.supplier);
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: '用户服务' });
    await expect(bar.getByRole('link', { name: '供应中心' })).toBeVisible();
    await expect(bar.getByRole('link', { name: /采购车/ })).toHaveCount(0);
  });

  test('a personal account sees 个人中心', async ({ page }) => {
    await signIn(page.request, DEMO.personal);
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: '用户服务' }).getByRole('link', { name: '个人中心' }),
    ).toBeVisible();
  });

  test('logging out from the user menu returns to the visitor bar', async ({ page }) => {
    await signIn(page.request, DEMO.buyer);
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: '用户服务' });
    await expect(bar.getByRole('link', { name: '采购中心' })).toBeVisible();
    await page.locator('header').getByRole('button').filter({ hasText: /\S/ }).first().click();
    await page.getByRole('menuitem', { name: /退出/ }).click();
    await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
    const me = await page.request.get('/v1/api/user/current');
    expect(me.status()).toBe(401);
  });

  test('isPortal=1 hides the whole top area: top bar, logo and search, navigation', async ({
    page,
  }) => {
    await readPopups(page.request);
    await page.goto('/?isPortal=1');
    await expect(page.getByRole('heading', { name: '推荐商品' })).toBeVisible();
    await expect(page.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
    await expect(page.getByRole('search', { name: '商城搜索' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '频道导航' })).toHaveCount(0);

    await page.goto('/?isPortal=0');
    await expect(page.getByRole('search', { name: '商城搜索' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  });
});

test.describe('navigation panels', () => {
  test('选产品, 招投标 and 找商机 open their panels on hover', async ({ page }) => {
    await readPopups(page.request);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    // A hover that lands before hydration does nothing, as for a person; move and hover again.
    const open = async (label: string) => {
      const panel = page.getByRole('region', { name: label });
      await expect(async () => {
        await page.mouse.move(0, 0);
        await nav.getByRole('link', { name: label }).hover();
        await expect(panel).toBeVisible({ timeout: 1_000 });
      }).toPass();
      return panel;
    };

    const products = await open('选产品');
    await expect(products.getByRole('link', { name: '地板', exact: true })).toBeVisible();

    const bids = await open('招投标');
    const bidLinks = bids.getByRole('listitem');
    await expect(bidLinks.first()).toBeVisible();
    expect(await bidLinks.count()).toBeLessThanOrEqual(12);

    const chances = await open('找商机');
    await expect(chances.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('search', () => {
  test('an empty search flashes and goes nowhere; a keyword goes to the product listing', async ({
    page,
  }) => {
    await readPopups(page.request);
    await page.goto('/');
    const search = page.getByRole('search', { name: '商城搜索' });
    // A click before hydration does nothing, and the flash lasts 500 ms: click until it shows.
    await expect(async () => {
      await search.getByRole('button', { name: '搜索', exact: true }).click();
      await expect(search).toHaveAttribute('data-flashing', 'true', { timeout: 400 });
    }).toPass();
    await expect(page).toHaveURL(`${MAIN}/`);

    const box = search.getByRole('combobox', { name: '搜索关键词' });
    await box.fill('  复合地板 ');
    const options = page.getByRole('listbox', { name: '搜索联想' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(10);
    await box.press('Escape');
    await search.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/\/product\?keyword=%E5%A4%8D%E5%90%88%E5%9C%B0%E6%9D%BF$/);
  });

  test('words typed before the scripts run stay in the box and are searched', async ({ page }) => {
    await readPopups(page.request);
    // Typing as soon as the markup arrives: the header hydrates, it is not built again.
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByRole('search', { name: '商城搜索' });
    const box = search.getByRole('combobox', { name: '搜索关键词' });
    await box.fill('石塑地板');
    const typedInto = await box.elementHandle();
    await page.waitForLoadState('networkidle');
    expect(await typedInto!.evaluate((input) => input.isConnected)).toBe(true);
    await expect(box).toHaveValue('石塑地板');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\?keyword=%E7%9F%B3%E5%A1%91%E5%9C%B0%E6%9D%BF$/);
  });

  test('the alternate theme has its own search with the three recommended categories', async ({
    page,
  }) => {
    await readPopupsInPage(page, `${ALTERNATE}/`);
    const kinds = page.getByRole('group', { name: '搜索类型' });
    await expect(kinds.getByRole('button', { name: '搜产品' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await kinds.getByRole('button', { name: '搜供应商' }).click();
    await expect(kinds.getByRole('button', { name: '搜供应商' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const recommended = page.getByRole('navigation', { name: '推荐分类' });
    for (const [name, id] of [
      ['地板', 5],
      ['涂料', 22],
      ['墙体保温', 37],
    ] as const) {
      await expect(recommended.getByRole('link', { name })).toHaveAttribute(
        'href',
        `/product?categoryId=${id}`,
      );
    }
    await page.getByRole('searchbox', { name: '搜索关键词' }).fill('  建材 ');
    await page
      .getByRole('search', { name: '商城搜索' })
      .getByRole('button', { name: '搜索' })
      .click();
    await expect(page).toHaveURL(/\/yeation\/more\?keyword=%E5%BB%BA%E6%9D%90$/);
    await expect(page.getByRole('button', { name: '以图搜图' })).toHaveCount(0);
  });

  test('image search is offered in the default theme', async ({ page }) => {
    await readPopups(page.request);
    await page.goto('/');
    await expect(page.getByRole('button', { name: '以图搜图' })).toBeVisible();
  });
});

test.describe('home page', () => {
  test('shows seeded content in every block', async ({ page }) => {
    await readPopupsInPage(page, `${PARTNER}/`);
    for (const heading of [
      '全部产品分类',
      '商机市场',
      '推荐商品',
      '入驻供应商',
      '合作开发商',
      '供应商招募',
      '行业资讯',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.locator('.swiper-slide img').first()).toBeVisible();
    const prices = page.getByTestId('product-price');
    expect(await prices.count()).toBe(10);
    await expect(prices.first()).toHaveText(/^(¥[\d,]+\.\d{2}|询价)/);
  });
});
