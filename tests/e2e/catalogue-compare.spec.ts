import { expect, test } from './fixtures';
import { readPopups, type Envelope } from './helpers';

test.describe('catalogue: compare, preview, brands', () => {
  test('compares 3 products side by side with differences highlighted', async ({ page }) => {
    await readPopups(page.request);
    const res = await page.request.get('/v1/api/homepage/recommendedItems?pageNo=1&pageSize=3');
    const { data } = (await res.json()) as Envelope<{ records: { id: number; name: string }[] }>;
    const ids = data.records.map((r) => r.id);
    expect(ids).toHaveLength(3);

    await page.goto(`/compare-item?ids=${ids.join(',')}`);
    const table = page.getByRole('table', { name: '商品对比' });
    await expect(table.getByTestId('compare-column')).toHaveCount(3);
    await expect(table.locator('tr[data-differs="true"]').first()).toBeVisible();

    await page.getByRole('switch', { name: '只看不同' }).click();
    await expect(table.locator('tbody tr:not([data-differs])')).toHaveCount(0);

    await table.getByRole('button', { name: `移除 ${data.records[1]!.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`ids=${ids[0]},${ids[2]}$`));
    await expect(table.getByTestId('compare-column')).toHaveCount(2);
  });

  test('opens a seeded PDF in the preview window', async ({ page }) => {
    await page.goto('/preview?url=/files/seed/notice-1.pdf&type=pdf&name=招标公告.pdf');
    await expect(page.getByTitle('PDF 预览：招标公告.pdf')).toHaveAttribute(
      'src',
      '/files/seed/notice-1.pdf',
    );

    await page.evaluate(() =>
      sessionStorage.setItem(
        'preview-1763800000000',
        JSON.stringify({ url: '/files/seed/notice-2.pdf', type: 'pdf', name: '公告二.pdf' }),
      ),
    );
    await page.goto('/preview?key=preview-1763800000000');
    await expect(page.getByTitle('PDF 预览：公告二.pdf')).toBeVisible();

    await page.goto('/preview?url=https://example.com/a.pdf&type=pdf');
    await expect(page.getByText('只能预览本站的文件')).toBeVisible();
  });

  test('goes from the brand directory to a brand page with products', async ({
    page,
    consoleErrors,
  }) => {
    await readPopups(page.request);
    const res = await page.request.get('/v1/api/product/brands');
    const { data } = (await res.json()) as Envelope<
      { name: string; webmap: string; initial: string; productCount: number }[]
    >;
    const brand = data.find((b) => b.productCount > 0)!;

    await page.goto('/brand');
    await expect(page.getByRole('heading', { level: 1, name: '品牌馆' })).toBeVisible();
    const group = page.getByRole('region', { name: brand.initial, exact: true });
    await group.locator(`a[href="/brand/${brand.webmap}"]`).click();

    await expect(page).toHaveURL(new RegExp(`/brand/${brand.webmap}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.name);
    const products = page.getByRole('region', { name: '品牌商品' });
    await expect(products.locator('a[href^="/product/item/"]').first()).toBeVisible();

    consoleErrors.allow(/status of 404/);
    const missing = await page.goto('/brand/no-such-brand');
    expect(missing?.status()).toBe(404);
  });
});
