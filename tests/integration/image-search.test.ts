import { rm } from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImageSearchItem } from '@/api/modules/item';
import type { Page } from '@/api/types';
import { GET } from '@/app/v1/api/item/imageSearch/route';
import { db } from '@/server/db';
import { productImages, products } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { IMAGE_URL_INVALID } from '@/server/services/image-search';
import { storage } from '@/server/storage';
import { json, request } from './fixtures';

// Seed images and uploads go to a throw-away directory, set before the storage module reads it.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-image-search-'));
});

const kindOf = (url: string) =>
  url
    .split('/')
    .pop()!
    .replace(/-\d+\.png$/, '');

let source: { id: number; mainImage: string };

async function search(url: string, pageSize = 100) {
  const res = await GET(
    request(
      `/v1/api/item/imageSearch?url=${encodeURIComponent(url)}&pageNo=1&pageSize=${pageSize}`,
    ),
  );
  return json<Page<ImageSearchItem>>(res);
}

beforeAll(async () => {
  await seed(db, { products: 60 });
  const [row] = await db
    .select({ id: products.id, mainImage: products.mainImage })
    .from(products)
    .where(and(eq(products.status, 1), eq(products.id, 7)));
  source = row!;
});

afterAll(() => rm(process.env.UPLOAD_DIR!, { recursive: true, force: true }));

describe('seeded product images', () => {
  it('carry features for every image', async () => {
    const missing = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(isNull(productImages.phash));
    expect(missing).toEqual([]);
  });
});

describe('imageSearch', () => {
  it.each([
    ['a resized jpeg copy', (png: Buffer) => sharp(png).resize(300, 300).jpeg({ quality: 80 })],
    [
      'an 80% centre crop',
      (png: Buffer) => sharp(png).extract({ left: 80, top: 80, width: 640, height: 640 }).png(),
    ],
  ])('finds the source image kind first for %s', async (_, transform) => {
    const original = await storage.read(source.mainImage.replace(/^\/files\//, ''));
    expect(original).toBeDefined();
    const copy = await transform(original!).toBuffer();
    const key = `public/test/${Math.random().toString(36).slice(2)}.img`;
    await storage.write(key, copy);

    const { status, data } = await search(`/files/${key}`);
    expect(status).toBe(200);
    expect(data.total).toBeGreaterThan(0);
    const first = data.records[0]!;
    expect(kindOf(first.picUrl!)).toBe(kindOf(source.mainImage));
    expect(data.records.map((r) => r.id)).toContain(source.id);
    // Ranked by similarity, best first.
    const scores = data.records.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it.each([
    ['a foreign host', 'https://example.com/files/seed/wood-01.png'],
    ['a missing file', '/files/public/none.png'],
    ['a private file', '/files/private/202601/x.png'],
    ['a path escaping the store', '/files/..%2F..%2Fetc%2Fpasswd'],
    ['no url', ''],
    ['a file that is no image', '/files/seed/notice-1.pdf'],
  ])('refuses %s with 400', async (_, url) => {
    const { status, msg } = await search(url);
    expect(status).toBe(400);
    expect(msg).toBe(IMAGE_URL_INVALID);
  });
});
