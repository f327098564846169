import type { Page } from '@playwright/test';
import type { OpsCategory } from '@/api/modules/ops-catalog';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { apiData, clickUntil, DEMO, signIn } from './helpers';

// The operator adds a search synonym in /ops → 搜索同义词 and the mall's search applies it at
// once; then renames a category in /ops → 类目管理 and its cached listing shows the new name.

test.describe.configure({ mode: 'serial' });

const productCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^共 [\d,]+ 件商品$/ });

test('a synonym saved in the console is applied by the next search', async ({ page }) => {
  // A word of rare characters: nothing in the catalogue holds it, so only the synonym finds. Both
  // are drawn anew, so a retry shares no character with the synonym its first attempt saved.
  const n = Date.now() % 6000;
  const term = String.fromCodePoint(0x3400 + n, 0x3400 + ((n + 3001) % 6000));
  await signIn(page.request, DEMO.operator);
  await page.goto(`/product?keyword=${encodeURIComponent(term)}`);
  await expect(page.getByRole('region', { name: '没有找到商品' })).toBeVisible();

  await page.goto('/ops?s=synonyms');
  const drawer = page.getByRole('dialog', { name: '新增同义词' });
  // The section loads on demand: a click before it has hydrated opens nothing.
  await clickUntil(page.getByRole('button', { name: '新增同义词' }), () =>
    expect(drawer).toBeVisible({ timeout: 2_000 }),
  );
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入搜索词', { exact: true })).toBeVisible();
  await drawer.getByLabel('搜索词', { exact: true }).fill(term);
  await drawer.getByLabel('同义词', { exact: true }).fill('地板，木地板');
  // Off the 保存 button just clicked: antd's lighter hover fill is a state axe would judge.
  await page.mouse.move(0, 0);
  expect(await axeViolations(page, '.ant-drawer')).toEqual([]);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存「${term}」的同义词，搜索立即生效`)).toBeVisible();
  // The zero-result list beside it names the term too: the synonym's row is the one with 等同.
  await expect(
    page.getByRole('row').filter({ hasText: term }).filter({ hasText: '等同' }),
  ).toContainText('地板、木地板');

  await page.goto(`/product?keyword=${encodeURIComponent(term)}`);
  await expect(productCount(page)).toBeVisible();
  await expect(
    page.getByRole('list', { name: '商品列表', exact: true }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('a category renamed in the console shows its new name on its listing', async ({ page }) => {
  await signIn(page.request, DEMO.operator);
  const rows = await apiData<OpsCategory[]>(page.request, '/v1/api/ops/categories');
  const leaf = rows.find((c) => c.level === 3 && c.visible && c.productCount > 0)!;
  const parent = rows.find((c) => c.id === leaf.pid)!;
  const listing = `/product/${parent.pid}_${parent.id}_${leaf.id}`;
  // The listing is cached under its old name before the rename.
  await page.goto(listing);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText(leaf.name);

  const renamed = `${leaf.name.slice(0, 14)}精选`;
  await page.goto('/ops?s=categories');
  const find = page.getByRole('search', { name: '查找类目' }).getByRole('searchbox');
  const row = page.getByRole('row').filter({ hasText: leaf.name }).last();
  // The section loads on demand: a search typed before its tree has loaded is lost.
  await expect(async () => {
    await find.fill(leaf.name);
    await find.press('Enter');
    await expect(row.getByRole('button', { name: '编辑' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await row.getByRole('button', { name: '编辑' }).click();
  const drawer = page.getByRole('dialog', { name: `编辑类目：${leaf.name}` });
  await drawer.getByLabel('类目名称').fill(renamed);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存「${renamed}」`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(listing);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText(renamed);
  await expect(productCount(page)).toBeVisible();
});
