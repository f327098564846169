import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { startS3Server, type S3TestServer } from '../fixtures/s3-server';
import { startServer, stopServer, type MallServer } from '../scale/cluster';
import { expect, test } from './fixtures';
import { DEMO, signIn } from './helpers';

// A second server of the same build whose files live in an S3 bucket (s3rver on a loopback
// port, STORAGE_DRIVER=s3): the browser posts each file straight to the bucket under the POST
// policy the mall signs, the mall only confirms it (docs/storage.md). The run's own server
// keeps files on its disk, so this one has its own small embedded database.

let s3: S3TestServer;
let mall: MallServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  s3 = await startS3Server();
  dataDir = mkdtempSync(path.join(tmpdir(), 'mall-e2e-bucket-'));
  const env = {
    ...s3.env,
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    DATABASE_URL: '',
    REDIS_URL: '',
    TZ: 'Asia/Shanghai',
  };
  // Not execFileSync: the bucket answers from this process, and the seed writes its images there.
  const setUp = { env: { ...process.env, ...env } };
  await promisify(execFile)('npm', ['run', 'db:migrate'], setUp);
  await promisify(execFile)('npm', ['run', 'db:seed', '--', '--products', '40'], setUp);
  mall = await startServer('bucket', env);
});

test.afterAll(async () => {
  await stopServer(mall);
  await s3?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const png = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();

/** A signed-in context on the bucket server, and the POSTs its pages make. */
async function signedIn(
  browser: Browser,
  phone: string,
): Promise<{ context: BrowserContext; page: Page; posts: string[] }> {
  const context = await browser.newContext({ baseURL: mall.origin });
  await signIn(context.request, phone, mall.origin);
  const page = await context.newPage();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  return { context, page, posts };
}

async function choose(page: Page, button: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

test.describe('uploads straight to an S3 bucket', () => {
  test('a product image goes from the browser to the bucket and is served back by the mall', async ({
    browser,
  }) => {
    const { context, page, posts } = await signedIn(browser, DEMO.supplier);
    const opened = await page.goto('/workbench/supplier/products/import', { timeout: 120_000 });
    // The bucket is a setting of this process, not of the build: the page's policy names it.
    expect(opened!.headers()['content-security-policy']).toContain(
      `connect-src 'self' ${s3.env.S3_ENDPOINT}`,
    );
    const image = await png('#2a6fdb');
    await choose(page, '上传导入用的图片', '样板间.png', image);
    const address = page.getByRole('list', { name: '图片地址' }).getByRole('listitem');
    await expect(address).toHaveCount(1, { timeout: 30_000 });
    const url = new URL((await address.textContent())!.trim(), mall.origin);

    // The bytes went to the bucket, not through the mall's own upload endpoint.
    expect(posts.some((u) => u.startsWith(s3.env.S3_ENDPOINT))).toBe(true);
    expect(posts.filter((u) => u.includes('/v1/api/file/publicUpload'))).toEqual([]);
    expect(s3.written.length).toBeGreaterThan(0);
    const served = await context.request.get(url.href);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(image)).toBe(true);
    await context.close();
  });

  test('a licence is private in the bucket: its owner follows the link, another user cannot', async ({
    browser,
  }) => {
    const { context, page, posts } = await signedIn(browser, DEMO.personal);
    await page.goto('/auth', { timeout: 120_000 });
    await page
      .locator('label')
      .filter({ hasText: /^采购商$/ })
      .click();
    const licence = await png('#f0f2f5');
    await choose(page, '上传营业执照', '营业执照.png', licence);
    const link = page.getByRole('link', { name: '营业执照.png' });
    await expect(link).toBeVisible({ timeout: 30_000 });
    const href = new URL((await link.getAttribute('href'))!, mall.origin).href;
    expect(posts.some((u) => u.startsWith(s3.env.S3_ENDPOINT))).toBe(true);
    expect(posts.filter((u) => u.includes('/v1/api/file/privateUpload'))).toEqual([]);

    // The owner is sent on to a short-lived signed address of the bucket.
    const mine = await context.request.get(href, { maxRedirects: 0 });
    expect(mine.status()).toBe(302);
    expect(mine.headers().location).toContain(s3.env.S3_ENDPOINT);
    const bytes = await context.request.get(href);
    expect(Buffer.from(await bytes.body()).equals(licence)).toBe(true);

    const stranger = await signedIn(browser, DEMO.supplier);
    expect((await stranger.context.request.get(href, { maxRedirects: 0 })).status()).toBe(404);
    await stranger.context.close();
    await context.close();
  });
});
