import sharp from 'sharp';
import { expect, test } from './fixtures';
import { clickUntil, DEMO, MAIN, PARTNER, signIn, type Envelope } from './helpers';

// The operator schedules a banner for the jinwan realm in /ops → 轮播图; it is not on that realm's
// home page before its start and appears there on time, whatever the page cache held. Then an
// article written with the editor keeps its formatting and loses an injected script.

test.describe.configure({ mode: 'serial' });

/** Asia/Shanghai wall-clock text, as the schedule fields take it. */
const shanghai = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(at);

test('a banner scheduled for a realm appears on its home page at its start', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `定时轮播${Date.now() % 100000}`;
  const slide = page.locator(`img[alt="${title}"]`);
  await signIn(page.request, DEMO.operator);
  // The realm's home is cached before the banner exists.
  await page.goto(PARTNER);
  await expect(page.locator('[aria-label="首页轮播"]')).toBeVisible();

  await page.goto(`${MAIN}/ops?s=banners`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const drawer = page.getByRole('dialog', { name: '新增轮播图' });
  // The table is server markup: a click before the section hydrated opens nothing.
  await clickUntil(page.getByRole('button', { name: '新增轮播图' }), () =>
    expect(drawer).toBeVisible({ timeout: 1_000 }),
  );
  await drawer.getByRole('combobox', { name: '所属专区' }).click();
  await page.locator('.ant-select-item-option', { hasText: '金湾' }).click();
  await drawer.getByLabel('标题', { exact: true }).fill(title);
  await drawer.getByLabel('上传轮播图片', { exact: true }).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 1200, height: 400, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer(),
  });
  await expect(drawer.getByRole('img', { name: '轮播图片预览' })).toBeVisible();
  await drawer.getByLabel('链接').fill('/product');
  const start = new Date(Date.now() + 25_000);
  start.setMilliseconds(0);
  await drawer.getByPlaceholder('立即开始').fill(shanghai(start));
  await drawer.getByPlaceholder('立即开始').press('Enter');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存轮播图「${title}」`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('待开始');
  expect(Date.now()).toBeLessThan(start.getTime() - 5_000);

  // Saving expired the realm's cached home: it renders again, still without the banner.
  await page.goto(PARTNER);
  await expect(page.locator('[aria-label="首页轮播"]')).toBeVisible();
  await expect(slide).toHaveCount(0);

  // Reload until it shows: the page's cache life ended at the banner's start.
  await page.waitForTimeout(Math.max(0, start.getTime() - Date.now() - 2_000));
  await expect(async () => {
    await page.reload();
    await expect(slide.first()).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  const seenAt = Date.now();
  expect(seenAt).toBeGreaterThanOrEqual(start.getTime());
  expect(seenAt - start.getTime()).toBeLessThan(15_000);
});

test('an article keeps its formatting and loses an injected script', async ({ page }) => {
  const title = `集采周报${Date.now() % 100000}`;
  await signIn(page.request, DEMO.operator);
  await page.goto(`${MAIN}/ops?s=articles`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const drawer = page.getByRole('dialog', { name: '新增文章' });
  // The section and its editor load on demand: a click before they are ready is lost.
  await expect(async () => {
    await page.getByRole('button', { name: '新增文章' }).click();
    await expect(drawer).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await drawer.getByLabel('标题', { exact: true }).fill(title);
  const editor = drawer.getByRole('textbox', { name: '正文' });
  await editor.click();
  await drawer.getByRole('button', { name: '二级标题' }).click();
  await page.keyboard.type('本周要点');
  await page.keyboard.press('Enter');
  await drawer.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('钢材价格回落');
  await drawer.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.press('Enter');
  await drawer.getByRole('button', { name: '项目符号列表' }).click();
  await page.keyboard.type('瓷砖供应稳定');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存文章「${title}」`)).toBeVisible();

  // A script slipped past the editor (a direct call) is dropped by the server all the same.
  const list = (await (
    await page.request.get(`${MAIN}/v1/api/ops/articles?keyword=${encodeURIComponent(title)}`)
  ).json()) as Envelope<{ records: { id: number }[] }>;
  const id = list.data.records[0]!.id;
  const stored = (await (
    await page.request.get(`${MAIN}/v1/api/ops/articles/${id}`)
  ).json()) as Envelope<Record<string, unknown> & { content: string }>;
  const res = await page.request.put(`${MAIN}/v1/api/ops/articles/${id}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: {
      ...stored.data,
      content: `${stored.data.content}<script>window.__injected = 1</script><img src="/files/seed/avatar-08.png" alt="" onerror="window.__injected = 2">`,
    },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.goto(`${MAIN}/information/details/${id}`);
  const article = page.locator('main');
  await expect(article.getByRole('heading', { name: '本周要点' })).toBeVisible();
  await expect(article.locator('strong', { hasText: '钢材价格回落' })).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: '瓷砖供应稳定' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  await expect(
    article.locator('script:not([src]):not([type])', { hasText: '__injected' }),
  ).toHaveCount(0);
  await expect(article.locator('[onerror]')).toHaveCount(0);
});
