import { expect, test } from './fixtures';
import { pageLink, readPopups } from './helpers';

test('the information list keeps its column, page and scroll across an article and Back', async ({
  page,
}) => {
  await readPopups(page.request);
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.goto('/information/list');
  await page.getByRole('list', { name: '栏目' }).getByRole('link', { name: '行业动态' }).click();
  await expect(page).toHaveURL(/\/information\/list\?type=1$/);
  await page.waitForLoadState('networkidle');
  await pageLink(page, 2).click();
  await expect(page).toHaveURL(/\/information\/list\?type=1&pageNo=2$/);
  const rows = page.getByRole('list', { name: '资讯列表' }).getByRole('listitem');
  await expect(rows.first()).toContainText('行业动态');

  // Scroll down to the last article and open it.
  const last = rows.last().getByRole('heading').getByRole('link');
  await last.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const before = await page.evaluate(() => window.scrollY);
  const title = (await last.textContent())!;
  await last.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/information\/list\?type=1&pageNo=2$/);
  await expect(
    page.getByRole('list', { name: '栏目' }).getByRole('link', { name: '行业动态' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 40);
  await expect(rows.last()).toBeInViewport();

  // A full reload of the article followed by Back restores the same way (sessionStorage).
  await last.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.reload();
  await page.goBack();
  await expect(page).toHaveURL(/type=1&pageNo=2$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 40);
});
