import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ProductDetail } from '../../api/types';
import { formatPrice, skuPrice } from '../../lib/price';
import { initialSku } from '../../lib/sku-selection';
import { DEMO, readPopups, signInQuietly, type Envelope } from './helpers';

async function detail(request: APIRequestContext, id: number): Promise<ProductDetail | null> {
  const res = await request.get(`/v1/api/item/${id}`);
  if (res.status() !== 200) return null;
  return ((await res.json()) as Envelope<ProductDetail>).data;
}

/** On-shelf products among the first ids (the seed pins every price case in products 1-4). */
async function products(request: APIRequestContext, ids: number[]): Promise<ProductDetail[]> {
  const found = await Promise.all(ids.map((id) => detail(request, id)));
  return found.filter((p): p is ProductDetail => p !== null);
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
// Clicks before hydration would be lost.
const open = async (page: Page, id: number) => {
  await page.goto(`/product/item/${id}`);
  await page.waitForLoadState('networkidle');
};
const priceBlock = (page: Page) => page.getByTestId('detail-price');
const addButton = (page: Page) => page.getByRole('button', { name: /加入采购车/ });
const buyable = (p: ProductDetail) => {
  const sku = initialSku(p.skuDtoList);
  return sku && sku.stock > 0 && skuPrice(sku).kind !== 'inquiry' ? sku : undefined;
};

test.describe('catalogue: product detail', () => {
  test('shows the price rule for every price type and 询价', async ({ page }) => {
    await readPopups(page.request);
    const list = await products(page.request, range(1, 40));
    const byDefaultType = (type: number) =>
      list.find((p) => initialSku(p.skuDtoList)?.priceType === type);
    const cases = [
      byDefaultType(1),
      byDefaultType(2),
      byDefaultType(3),
      list.find((p) => skuPrice(initialSku(p.skuDtoList)).kind === 'inquiry'),
    ];
    for (const product of cases) {
      expect(product, 'a seeded product for each price case').toBeDefined();
      const expected = formatPrice(skuPrice(initialSku(product!.skuDtoList)));
      await page.goto(`/product/item/${product!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
      await expect(priceBlock(page)).toContainText(expected);
    }
  });

  test('never defaults to a type-4 SKU and switching SKU changes the price', async ({ page }) => {
    await readPopups(page.request);
    const list = await products(page.request, range(1, 40));
    const product = list.find(
      (p) => p.skuDtoList[0]?.priceType === 4 && p.skuDtoList.some((s) => s.priceType !== 4),
    )!;
    expect(product).toBeDefined();
    const first = product.skuDtoList[0]!;
    const chosen = initialSku(product.skuDtoList)!;
    await open(page, product.id);
    await expect(priceBlock(page)).toContainText(formatPrice(skuPrice(chosen)));

    const differing = first.salesAttributes.find(
      (a) => !chosen.salesAttributes.some((c) => c.key === a.key && c.value === a.value),
    )!;
    const group = page.getByRole('group', { name: differing.key });
    await group.getByRole('button', { name: differing.value, exact: true }).click();
    await expect(group.getByRole('button', { name: differing.value, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(priceBlock(page)).toContainText(formatPrice(skuPrice(first)));
  });

  test('a visitor adding to the cart is told 请先登录 and sent to login', async ({ page }) => {
    await readPopups(page.request);
    const product = (await products(page.request, range(1, 40))).find(buyable)!;
    await open(page, product.id);
    await addButton(page).click();
    await expect(toast(page, '请先登录')).toBeVisible();
    await expect(page).toHaveURL(/\/reg\/login\?returnUrl=/, { timeout: 10_000 });
  });

  test('a buyer adds to the cart and the top bar count goes up', async ({ page }) => {
    await signInQuietly(page.request, DEMO.buyer);
    const countOf = async () =>
      ((await (await page.request.get('/v1/api/developer/cart/count')).json()) as Envelope<number>)
        .data;
    const before = await countOf();
    // Late ids are unlikely to be among the few seeded cart lines.
    const list = await products(page.request, range(360, 400).reverse());
    const product = list.find(buyable)!;
    expect(product).toBeDefined();

    await open(page, product.id);
    const cart = page.getByRole('navigation', { name: '用户服务' }).getByRole('link', {
      name: /采购车/,
    });
    await expect(cart).toBeVisible();
    await addButton(page).click();
    await expect(toast(page, '已加入采购车')).toBeVisible();
    const after = await countOf();
    expect(after).toBe(before + 1);
    await expect(cart.locator('sup')).toHaveAttribute('title', String(after));
  });
});
