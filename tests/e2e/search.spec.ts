import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, readPopupsInPage, signIn } from './helpers';

// The search as a buyer types it (docs/search.md): word order, synonyms, pinyin, slips, and the
// notice when the search widened the query; then ops see the query that found nothing.

const productList = (page: Page) => page.getByRole('list', { name: '商品列表', exact: true });

async function searchFor(page: Page, keyword: string) {
  const search = page.getByRole('search', { name: '商城搜索' });
  // A click that lands before the header's island has hydrated does nothing: type and search
  // again until the listing opens.
  await expect(async () => {
    await search.getByRole('combobox', { name: '搜索关键词' }).fill(keyword);
    await search.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`), {
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
}

test.describe('search that understands a buyer', () => {
  // Each test opens two pages to read their popups, then searches several times (and signs in
  // as ops): a minute is not enough on a busy two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await readPopupsInPage(page, '/product', 'product');
    await readPopupsInPage(page, '/');
  });

  test('finds by reversed words, a trade synonym and pinyin', async ({ page }) => {
    await page.goto('/');
    await searchFor(page, '地板实木');
    await expect(productList(page).getByRole('listitem').first()).toContainText('实木地板');

    await searchFor(page, '坐便器');
    await expect(productList(page).getByRole('listitem').first()).toContainText('马桶');
    await expect(productList(page).locator('mark').first()).toBeVisible();

    await searchFor(page, 'diban');
    await expect(productList(page).getByRole('listitem').first()).toContainText('地板');
  });

  test('says how it read a slip, and ops see a query that found nothing', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await searchFor(page, '瓷转');
    // The listing's own note: the shell's robot tip is a note too, shown 3 s of every 6.
    await expect(page.getByRole('main').getByRole('note')).toHaveText(
      '没有找到“瓷转”的结果，已为您显示“瓷砖”的结果',
    );
    await expect(productList(page).getByRole('listitem').first()).toBeVisible();

    const nothing = `量子纠缠${Date.now() % 100_000}`;
    await searchFor(page, nothing);
    await expect(page.getByRole('region', { name: '没有找到商品' })).toBeVisible();

    const ops = await browser.newContext();
    const opsPage = await ops.newPage();
    await signIn(opsPage.request, DEMO.operator);
    await opsPage.goto('/ops?s=search-words');
    // Search records are written in batches within a second.
    await expect(async () => {
      await opsPage.getByRole('combobox', { name: '时间范围' }).press('Escape');
      await opsPage.getByRole('menuitem', { name: '审核中心' }).click();
      await opsPage.getByRole('menuitem', { name: '搜索词' }).click();
      await expect(opsPage.getByRole('link', { name: nothing })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await ops.close();
  });
});

test('a search sent before any script runs lands on the listing of the trimmed words', async ({
  browser,
}) => {
  // The header's form is plain HTML: with scripts off, as before its island hydrates, the
  // browser's own GET carries the words as typed and the mall redirects to the trimmed address.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const search = page.getByRole('search', { name: '商城搜索' });
  await search.getByRole('combobox', { name: '搜索关键词' }).fill(' 地板 ');
  await search.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/product\?keyword=%E5%9C%B0%E6%9D%BF$/);
  await expect(productList(page).getByRole('listitem').first()).toContainText('地板');
  await context.close();
});
