import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { DEMO, MAIN, PARTNER, selectTab, signIn } from './helpers';

// The operator puts an ad in the 商品列表 slot (/ops → 页面文案 → 广告位); the product listing of
// every realm shows it at once, marked 广告 and linked, and taking it offline removes it.

/** 页面文案 → 广告位. The section loads on demand: a click on its tab before then is lost. */
async function openAdsTab(page: Page) {
  await page.goto(`${MAIN}/ops?s=site-texts`);
  await selectTab(page, '广告位');
}

test('an ad saved in the console shows beside the product list of every realm', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `列表广告${Date.now() % 100000}`;
  const slot = page.getByRole('list', { name: '推广' });
  await signIn(page.request, DEMO.operator);
  // The listing is cached before the ad exists. A stale cached copy is answered while Next renders
  // it again in the background; a render that read the ads before the save and is stored after
  // it would pass for fresh until the page's own revalidate (an ISR race, not the expiry under
  // test), so both realms' listings are let settle before the save.
  for (const origin of [MAIN, PARTNER]) {
    await page.goto(`${origin}/product`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.waitForTimeout(3_000);

  await openAdsTab(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: '新增广告' }).click();
  const drawer = page.getByRole('dialog', { name: '新增广告' });
  await drawer.getByRole('combobox', { name: '广告位' }).click();
  await page.locator('.ant-select-item-option', { hasText: '商品列表' }).click();
  await drawer.getByLabel('标题', { exact: true }).fill(title);
  await drawer.getByLabel('上传广告图片', { exact: true }).setInputFiles({
    name: 'ad.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 900, height: 300, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  });
  await expect(drawer.getByRole('img', { name: '广告图片预览' })).toBeVisible();
  await drawer.getByLabel('链接').fill('/yeation');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存「${title}」`)).toBeVisible();

  // Within seconds on every realm: the save expired the slot's cached pages.
  const ad = slot.getByRole('listitem').filter({ hasText: title });
  for (const origin of [MAIN, PARTNER]) {
    await expect(async () => {
      await page.goto(`${origin}/product`);
      await expect(ad).toContainText('广告', { timeout: 1_000 });
    }).toPass({ timeout: 15_000, intervals: [1_000] });
    await expect(ad.getByRole('link')).toHaveAttribute('href', '/yeation');
  }

  await openAdsTab(page);
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: '编辑' })
    .click();
  const edit = page.getByRole('dialog', { name: `编辑广告：${title}` });
  await edit.getByRole('switch').click();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存「${title}」`)).toBeVisible();
  await expect(async () => {
    await page.goto(`${MAIN}/product`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 1_000 });
    await expect(slot.getByText(title)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000, intervals: [1_000] });
});
