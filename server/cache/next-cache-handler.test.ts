import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The handler without Redis: the page cache every process has. Each test loads a fresh copy of
// the module, whose LRU is module-wide (Next constructs a handler per request).
async function handler(maxMemoryCacheSize = 1024 * 1024) {
  const { default: MallCacheHandler } = await import('./next-cache-handler.mjs');
  return new MallCacheHandler({ maxMemoryCacheSize, serverDistDir: '/nowhere' });
}

function page(html: string, tags = '') {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([['/_index', Buffer.from('segment')]]),
    headers: tags ? { 'x-next-cache-tags': tags } : {},
    status: 200,
  };
}

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('REDIS_URL', '');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('page cache handler (one process)', () => {
  it('gives back what was stored, Buffers and Maps included', async () => {
    const cache = await handler();
    const stored = page('<p>地板</p>', 'product-list');
    await cache.set('/product/x', stored, { cacheControl: { revalidate: 60 } });

    const hit = await cache.get('/product/x');
    expect(hit?.value).toEqual(stored);
    expect(Buffer.isBuffer((hit?.value as { rscData: Buffer }).rscData)).toBe(true);
    expect(await cache.get('/product/other')).toBeNull();
  });

  it('counts packed bytes against its size and drops the least recently used', async () => {
    // Random bytes do not compress: three 80 kB pages do not fit in 200 kB.
    const cache = await handler(200 * 1024);
    const noise = () => ({ ...page('x'), rscData: randomBytes(80 * 1024) });
    await cache.set('/a', noise());
    await cache.set('/b', noise());
    expect(await cache.get('/a')).not.toBeNull();
    await cache.set('/c', noise());

    expect(await cache.get('/b')).toBeNull();
    expect(await cache.get('/a')).not.toBeNull();
    expect(await cache.get('/c')).not.toBeNull();
  });

  it('serves the newest version of a page read before it was replaced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    const cache = await handler();
    await cache.set('/product/x', page('旧'));
    expect((await cache.get('/product/x'))?.value).toMatchObject({ html: '旧' });
    vi.setSystemTime(2_000);
    await cache.set('/product/x', page('新'));

    expect((await cache.get('/product/x'))?.value).toMatchObject({ html: '新' });
  });

  it('holds many more ordinary pages than their unpacked size allows', async () => {
    const cache = await handler(200 * 1024);
    const html = `<ul>${Array.from({ length: 2000 }, (_, i) => `<li>商品 ${i % 50}</li>`).join('')}</ul>`;
    for (let i = 0; i < 10; i += 1) await cache.set(`/p${i}`, page(html));
    // Ten pages of over 50 kB each, all still there.
    for (let i = 0; i < 10; i += 1) expect(await cache.get(`/p${i}`)).not.toBeNull();
  });

  it('forgets entries of a revalidated tag, and pages whose path was revalidated', async () => {
    const cache = await handler();
    await cache.set('/product/x', page('x', 'product-list'));
    await cache.set('/brand/y', page('y', 'brand'));
    await cache.revalidateTag('product-list');
    expect(await cache.get('/product/x')).toBeNull();
    expect(await cache.get('/brand/y')).not.toBeNull();

    await cache.revalidateTag('_N_T_/brand/y');
    expect(await cache.get('/brand/y', { softTags: ['_N_T_/brand/y'] })).toBeNull();
  });

  it('does not serve an entry that a revalidation overtook while it was being packed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    const cache = await handler();
    const writing = cache.set('/product/x', page('old', 'product-list'));
    vi.setSystemTime(1_001);
    await cache.revalidateTag('product-list');
    await writing;

    expect(await cache.get('/product/x')).toBeNull();
  });
});
