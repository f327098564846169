import { expect, test } from './fixtures';
import { apiData, readPopupsInPage, type PageOf } from './helpers';

test.describe('rich text and fuller pages (issue #15)', () => {
  test.beforeEach(async ({ page }) => {
    await readPopupsInPage(page, '/');
  });

  test('a public bid notice shows formatted text, never literal tags', async ({
    page,
    request,
  }) => {
    const bids = await apiData<PageOf<{ projectId: string; showType: number }>>(
      request,
      '/v1/api/bid/bids?pageSize=12',
    );
    const pub = bids.records.find((b) => b.showType === 2)!;
    await page.goto(`/bid/details/${pub.projectId}`);
    const notice = page.getByRole('region', { name: '招标公告' });
    await expect(notice.locator('p').first()).toBeVisible();
    await expect(notice).not.toContainText('<p>');
    await expect(notice).not.toContainText('</');
  });

  test('the product detail describes the product and keeps the supplier card compact', async ({
    page,
  }) => {
    await page.goto('/product/item/1');
    await expect(page.getByRole('heading', { level: 2, name: '商品参数' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '商品介绍' })).toBeVisible();
    const supplier = page.getByRole('complementary', { name: '供应商' });
    await expect(supplier.getByRole('link', { name: '进入展厅' })).toBeVisible();
    await expect(supplier).toContainText('在售商品');
    // As tall as its facts, not stretched to the ~500 px gallery beside it.
    expect((await supplier.boundingBox())!.height).toBeLessThan(420);
  });

  test('partner developers on the home page show their whole names', async ({ page }) => {
    await page.goto('/');
    const wall = page.getByRole('region', { name: '合作开发商' }).getByRole('listitem');
    await expect(wall.first()).toBeVisible();
    for (const item of await wall.all()) {
      const name = (await item.getAttribute('title'))!;
      await expect(item).toContainText(name);
      // Not clipped: the name box holds its whole text.
      const clipped = await item
        .getByText(name, { exact: true })
        .evaluate(
          (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
        );
      expect(clipped, name).toBe(false);
    }
  });

  test('/product?categoryId=37 is titled with its category', async ({ page }) => {
    await page.goto('/product?categoryId=37');
    await expect(page).toHaveTitle(/^墙体保温/);
    await expect(page.getByRole('heading', { level: 1, name: '墙体保温' })).toBeAttached();
  });
});
