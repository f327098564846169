import { expect, test } from './fixtures';
import { DEMO, readPopups, signIn } from './helpers';

test('a signed-in user collects, cancels and praises a design hall and a case', async ({
  page,
}) => {
  await signIn(page.request, DEMO.supplier);
  await readPopups(page.request, undefined, 'design');
  await page.goto('/designHall/2');
  await page.waitForLoadState('networkidle');
  const collect = page.getByRole('button', { name: /^收藏 / });
  const praise = page.getByRole('button', { name: /^点赞 / });
  const count = async (name: RegExp) =>
    Number((await page.getByRole('button', { name }).textContent())!.replace(/\D/g, ''));
  const collects = await count(/^收藏 /);
  const praises = await count(/^点赞 /);

  await collect.click();
  await expect(page.getByRole('button', { name: /^取消收藏 / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await count(/^取消收藏 /)).toBe(collects + 1);
  await praise.click();
  await expect(page.getByRole('button', { name: /^已点赞 / })).toBeDisabled();
  expect(await count(/^已点赞 /)).toBe(praises + 1);

  // The marks are the user's: they are there after a reload.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /^取消收藏 / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^已点赞 / })).toBeDisabled();
  await page.getByRole('button', { name: /^取消收藏 / }).click();
  await expect(page.getByRole('button', { name: /^收藏 / })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(await count(/^收藏 /)).toBe(collects);

  await page.goto('/designs/design-case?id=3');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /^收藏 / }).click();
  await expect(page.getByRole('button', { name: /^取消收藏 / })).toBeVisible();
});

test('a visitor is sent to log in to collect', async ({ page }) => {
  await readPopups(page.request, undefined, 'design');
  await page.goto('/designHall/2');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /^收藏 / }).click();
  await expect(page.locator('.ant-message').getByText('请先登录')).toBeVisible();
});
