import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db';
import { opsRoles, products, urlAnnouncements } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { env } from '@/server/env';
import { reviewProduct } from '@/server/services/product-review';
import { announceUrls } from '@/server/services/url-announce';

// A stand-in for Baidu's link-submission API on a free loopback port: it records each push.
const pushes: { path: string; body: string }[] = [];
const baidu = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    pushes.push({ path: req.url ?? '', body });
    res.writeHead(req.url?.includes('token=bad') ? 401 : 200, {
      'Content-Type': 'application/json',
    });
    res.end('{"success":1}');
  });
});

beforeAll(async () => {
  await seed(db, { products: 60, writeImages: false });
  await new Promise<void>((resolve) => baidu.listen(0, '127.0.0.1', resolve));
}, 120_000);

afterAll(() => {
  baidu.close();
  Object.assign(env, { SEO_PUSH_PROVIDER: 'outbox' });
});

const rowsFor = (url: string) =>
  db.select().from(urlAnnouncements).where(eq(urlAnnouncements.url, url));

describe('announcing pages to search engines', () => {
  it('records an approved product on the main domain (the embedded default sends nothing)', async () => {
    // A product sent back to review (an edit of its name) and then approved.
    const [pending] = await db
      .update(products)
      .set({ auditStatus: 'pending', status: 0, onShelf: true })
      .where(eq(products.id, 5))
      .returning();
    const [operator] = await db.select().from(opsRoles).where(eq(opsRoles.role, 'super')).limit(1);
    await reviewProduct(pending!.id, { action: 'approve' }, operator!.userId);
    const url = `http://localhost/product/item/${pending!.id}`;
    await vi.waitFor(async () =>
      expect(await rowsFor(url)).toMatchObject([
        { action: 'update', provider: 'outbox', status: 'queued' },
      ]),
    );
  });

  it('pushes new and withdrawn pages to Baidu when configured, and keeps a failure on the row', async () => {
    const port = (baidu.address() as AddressInfo).port;
    Object.assign(env, {
      SEO_PUSH_PROVIDER: 'baidu',
      BAIDU_PUSH_ENDPOINT: `http://127.0.0.1:${port}`,
      BAIDU_PUSH_SITE: 'https://www.example.com',
      BAIDU_PUSH_TOKEN: 'secret',
    });
    await announceUrls(['/bid/details/1', '/bid/details/2'], 'update');
    await announceUrls(['/product/item/9'], 'delete');
    expect(pushes).toEqual([
      {
        path: '/urls?site=https%3A%2F%2Fwww.example.com&token=secret',
        body: 'http://localhost/bid/details/1\nhttp://localhost/bid/details/2',
      },
      {
        path: '/del?site=https%3A%2F%2Fwww.example.com&token=secret',
        body: 'http://localhost/product/item/9',
      },
    ]);
    expect(await rowsFor('http://localhost/bid/details/2')).toMatchObject([
      { provider: 'baidu', status: 'sent' },
    ]);

    Object.assign(env, { BAIDU_PUSH_TOKEN: 'bad' });
    await announceUrls(['/bid/details/3'], 'update');
    const [failed] = await rowsFor('http://localhost/bid/details/3');
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.error).toContain('401');
  });
});
