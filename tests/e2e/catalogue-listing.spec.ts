import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, pageLink, readPopupsInPage, signIn } from './helpers';

const resultCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^共 [\d,]+ 件商品$/ });
const productList = (page: Page) => page.getByRole('list', { name: '商品列表', exact: true });

test.describe('product listing', () => {
  // The listing has its own popup scene ('product'); both are marked read so no dialog covers it.
  test.beforeEach(async ({ page }) => {
    await readPopupsInPage(page, '/product', 'product');
    await readPopupsInPage(page, '/');
  });

  test('search from the top bar, re-sort, then Back restores the previous listing', async ({
    page,
  }) => {
    const search = page.getByRole('search', { name: '商城搜索' });
    await search.getByRole('combobox', { name: '搜索关键词' }).fill('  地板 ');
    await search.getByRole('button', { name: '搜索', exact: true }).click();

    await expect(page).toHaveURL(/\/product\?keyword=%E5%9C%B0%E6%9D%BF$/);
    await expect(resultCount(page)).toBeVisible();
    await expect(productList(page).locator('mark').first()).toHaveText(/地板/);
    const firstByRelevance = await productList(page).getByRole('listitem').first().textContent();

    const sortBar = page.getByRole('navigation', { name: '排序', exact: true });
    await expect(sortBar.getByRole('link', { name: '综合' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await sortBar.getByRole('link', { name: '销量' }).click();
    await expect(page).toHaveURL(/keyword=%E5%9C%B0%E6%9D%BF&sort=sales/);
    await expect(sortBar.getByRole('link', { name: '销量' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/product\?keyword=%E5%9C%B0%E6%9D%BF$/);
    await expect(sortBar.getByRole('link', { name: '综合' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(productList(page).getByRole('listitem').first()).toHaveText(firstByRelevance!);

    // The pager is links: page 2 has its own URL and marks itself current.
    await pageLink(page, 2).click();
    await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
    await expect(productList(page).getByRole('listitem').first()).not.toHaveText(firstByRelevance!);
    await page.goBack();
    await expect(pageLink(page, 1)).toHaveAttribute('aria-current', 'page');
  });

  test('a category path shows its breadcrumb, sub-categories and results', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/product/1_5');
    const crumbs = page.getByRole('navigation', { name: '面包屑', exact: true });
    await expect(crumbs.getByRole('link', { name: '地面材料' })).toHaveAttribute(
      'href',
      '/product/1',
    );
    await expect(crumbs.getByText('地板', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(resultCount(page)).toBeVisible();
    await expect(productList(page).getByRole('listitem').first()).toBeVisible();
    const sub = page.getByRole('list', { name: '分类', exact: true }).getByRole('link').first();
    await expect(sub).toHaveAttribute('href', /^\/product\/1_5_\d+$/);

    consoleErrors.allow(/status of 404/);
    const missing = await page.goto('/product/1_5_9_9');
    expect(missing?.status()).toBe(404);
  });

  test('choosing brands puts brandIds in the URL', async ({ page }) => {
    await page.goto('/product/1_5');
    const confirm = page
      .getByRole('button', { name: '确 定' })
      .or(page.getByRole('button', { name: '确定' }));
    await expect(confirm).toBeDisabled();
    await page
      .getByRole('list', { name: '品牌', exact: true })
      .getByRole('checkbox')
      .first()
      .check();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page).toHaveURL(/\/product\/1_5\?brandIds=\d+$/);
    await expect(
      page.getByRole('list', { name: '品牌', exact: true }).getByRole('checkbox').first(),
    ).toBeChecked();
    await expect(resultCount(page)).toBeVisible();
  });

  test('a keyword without results shows the empty state with suggestions', async ({ page }) => {
    await page.goto(`/product?keyword=${encodeURIComponent('完全不存在的商品词')}`);
    await expect(page.getByText('没有找到相关商品')).toBeVisible();
    await expect(resultCount(page)).toHaveText('共 0 件商品');
    const empty = page.getByRole('region', { name: '没有找到商品' });
    for (const name of ['地板', '涂料', '墙体保温']) {
      await expect(empty.getByRole('link', { name })).toBeVisible();
    }
    await expect(empty.getByText(/减少关键词/)).toBeVisible();
  });

  test('products picked on the listing go to the compare bar and side by side', async ({
    page,
  }) => {
    await page.goto('/product?keyword=%E5%9C%B0%E6%9D%BF');
    const cards = productList(page).getByRole('listitem');
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const button = cards.nth(i).getByRole('button', { name: /^加入对比 / });
      names.push((await button.getAttribute('aria-label'))!.replace(/^加入对比 /, ''));
      await button.click();
    }
    const bar = page.getByRole('complementary', { name: '商品对比栏' });
    for (const name of names) await expect(bar.getByText(name, { exact: true })).toBeVisible();
    await bar.getByRole('link', { name: '对比', exact: true }).click();
    await expect(page).toHaveURL(/\/compare-item\?ids=\d+,\d+,\d+$/);
    await expect(
      page.getByRole('table', { name: '商品对比' }).getByTestId('compare-column'),
    ).toHaveCount(3);
  });
});

test('a buyer exports the products ticked on the listing and follows the task', async ({
  page,
}) => {
  await signIn(page.request, DEMO.buyer);
  await readPopupsInPage(page, '/product', 'product');
  await readPopupsInPage(page, '/');
  await page.goto('/product?keyword=%E5%9C%B0%E6%9D%BF');
  const cards = productList(page).getByRole('listitem');
  await cards.nth(0).getByRole('checkbox').check();
  await cards.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: '导出所选商品（2）' }).click();

  const drawer = page.getByRole('dialog', { name: '导出任务' });
  const task = drawer.getByRole('listitem').filter({ hasText: '商品导出（2件）' }).first();
  await expect(task.getByText('已完成')).toBeVisible({ timeout: 20_000 });
  const href = await task.getByRole('link', { name: /下载文件/ }).getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 2).toString()).toBe('PK');
});
