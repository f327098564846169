import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CartLine } from '../../api/modules/shopping-cart';
import type { ProductDetail } from '../../api/types';
import { skuPrice } from '../../lib/price';
import { initialSku } from '../../lib/sku-selection';
import { expect, test } from './fixtures';
import { apiData, DEMO, MAIN, PASSWORD, signInQuietly, type Envelope } from './helpers';

type Sku = ProductDetail['skuDtoList'][number];

/**
 * A product with a second variant worth choosing: in stock, priced (not 询价), and one sales
 * attribute away from the variant the page shows first, so one key press selects it. Not yet
 * in the buyer's cart, so its cart line is the only one with its name.
 */
async function productWithVariant(
  request: APIRequestContext,
): Promise<{ product: ProductDetail; attribute: string; value: string }> {
  const inCart = new Set(
    (await apiData<CartLine[]>(request, '/v1/api/shopping-cart/carts')).map((l) => l.itemId),
  );
  // Ids below cart.spec's range, so the two specs do not pick the same product.
  for (let id = 240; id > 4; id--) {
    if (inCart.has(id)) continue;
    const res = await request.get(`/v1/api/item/${id}`);
    if (res.status() !== 200) continue;
    const product = ((await res.json()) as Envelope<ProductDetail>).data;
    const first = initialSku(product.skuDtoList);
    if (!first) continue;
    const buyable = (s: Sku) => (s.stock ?? 0) >= 20 && skuPrice(s).kind !== 'inquiry';
    for (const sku of product.skuDtoList) {
      if (sku.id === first.id || !buyable(sku)) continue;
      const differing = sku.salesAttributes.filter(
        (a) => !first.salesAttributes.some((b) => b.key === a.key && b.value === a.value),
      );
      const only = differing[0];
      if (
        differing.length === 1 &&
        only &&
        sku.salesAttributes.length === first.salesAttributes.length
      ) {
        return { product, attribute: only.key, value: only.value };
      }
    }
  }
  throw new Error('no product with a second buyable variant in the seed');
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks a page.
 * Chromium wraps round past the last stop, so a start anywhere on the page reaches it.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 400 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max && !(await isFocused(target)); i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const skipLink = (page: Page) => page.getByRole('link', { name: '跳到主要内容' });

/**
 * After a client-side navigation the focus is wherever the old page left it: back to the skip
 * link (walking over the header, whose panels must stay shut) and into the new page's content.
 */
async function skipToMain(page: Page) {
  await tabTo(page, skipLink(page), { backwards: true });
  await expect(mainNav(page).locator('[aria-expanded="true"]')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

test.describe('the whole purchase by keyboard', () => {
  test('a buyer signs in, searches, chooses a variant, adds it to the cart, orders it and logs out without the mouse', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Announcements are marked read for the buyer beforehand (read state follows the user);
    // then the browser starts signed out, so the sign-in itself is done by keyboard.
    await signInQuietly(page.request, DEMO.buyer, [
      'home',
      'product',
      'shopping-cart',
      'confirm-order',
    ]);
    const { product, attribute, value } = await productWithVariant(page.request);
    await page.context().clearCookies();

    // Sign in on the account site.
    await page.goto('/reg/login');
    await tabTo(page, page.getByLabel('手机号'));
    await page.keyboard.type(DEMO.buyer);
    await tabTo(page, page.getByLabel('密码', { exact: true }));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${MAIN}/`);
    const userMenu = page.getByRole('button', { name: /王建国/ });
    await expect(userMenu).toBeVisible();

    // Home: the skip link is the first stop; the search box follows the top bar.
    await page.keyboard.press('Tab');
    await expect(skipLink(page)).toBeFocused();
    const keyword = page.getByRole('combobox', { name: '搜索关键词' });
    await tabTo(page, keyword);
    await page.keyboard.type(product.name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\?keyword=/);

    // The results: past the header with the skip link, then to the product.
    await skipToMain(page);
    const card = page.getByRole('main').locator(`a[href="/product/item/${product.id}"]`).first();
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    // Choose the variant and add it to the cart.
    await skipToMain(page);
    const variant = page
      .getByRole('group', { name: attribute, exact: true })
      .getByRole('button', { name: value, exact: true });
    await tabTo(page, variant);
    await page.keyboard.press('Enter');
    await expect(variant).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('button', { name: '加入采购车' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('.ant-message').getByText('已加入采购车')).toBeVisible();

    // Back up to the top bar's cart link.
    await tabTo(
      page,
      page.getByRole('navigation', { name: '用户服务' }).getByRole('link', { name: /^采购车/ }),
      { backwards: true },
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '我的采购车' })).toBeVisible();

    // Only this line goes to checkout: 全选 on then off (Space), then its own checkbox.
    const line = page.getByRole('group', { name: product.name, exact: true });
    await expect(line).toContainText(value);
    await skipToMain(page);
    const all = page.getByRole('checkbox', { name: '全选' });
    await tabTo(page, all);
    if (!(await all.isChecked())) await page.keyboard.press('Space');
    await expect(all).toBeChecked();
    await page.keyboard.press('Space');
    await expect(all).not.toBeChecked();
    const mine = line.getByRole('checkbox', { name: `选择 ${product.name}` });
    await tabTo(page, mine, { backwards: true });
    await page.keyboard.press('Space');
    await expect(mine).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: '去结算' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/confirm-order\?ids=\d+$/);

    // Confirm with the default address.
    await expect(page.getByTestId('confirm-line')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: /王建国/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await skipToMain(page);
    await tabTo(page, page.getByRole('button', { name: '提交订单' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/confirm-order\/complete\?orderNos=DD\d+/);
    await expect(page.getByText('订单提交成功', { exact: true })).toBeVisible();
    await expect(page.getByTestId('order-no')).toHaveCount(1);

    // Log out from the user menu: Enter opens it on its first item, the arrows reach 退出登录.
    await tabTo(page, userMenu, { backwards: true });
    await expect(userMenu).toHaveAttribute('aria-haspopup', 'menu');
    await page.keyboard.press('Enter');
    await expect(userMenu).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: '商城首页' })).toBeFocused();
    const logout = menu.getByRole('menuitem', { name: '退出登录' });
    for (let i = 0; i < 10 && !(await isFocused(logout)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(logout).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
    await expect(userMenu).toHaveCount(0);
  });
});
