import { expect, test } from './fixtures';
import sharp from 'sharp';
import { readPopups } from './helpers';

test.describe('image search', () => {
  test('a cropped, resized copy of a product photo finds that product', async ({ page }) => {
    await readPopups(page.request);
    const items = (await (
      await page.request.get('/v1/api/homepage/recommendedItems?pageNo=1&pageSize=1')
    ).json()) as {
      data: { records: { id: number; mainImage: string }[] };
    };
    const product = items.data.records[0]!;
    const original = await (await page.request.get(product.mainImage)).body();
    const { width = 0, height = 0 } = await sharp(original).metadata();
    // A centre crop of 80%, shrunk to 300 px, as a JPEG: not the file the product has.
    const copy = await sharp(original)
      .extract({
        left: Math.round(width * 0.1),
        top: Math.round(height * 0.1),
        width: Math.round(width * 0.8),
        height: Math.round(height * 0.8),
      })
      .resize(300)
      .jpeg({ quality: 85 })
      .toBuffer();

    await page.goto('/');
    // A file chosen before the header has hydrated has no handler yet; choose it again then.
    await expect(async () => {
      // The header's picker: the results page has a second one of the same name.
      await page
        .getByRole('search', { name: '商城搜索' })
        .getByLabel('选择要搜索的图片')
        .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: copy });
      await expect(page).toHaveURL(/\/search-image\?url=%2Ffiles%2F/, { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    const results = page.getByRole('list', { name: '相似商品' });
    await expect(results).toBeVisible();
    await expect(results.locator(`a[href="/product/item/${product.id}"]`).first()).toBeVisible();
  });
});
