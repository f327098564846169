import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { metrics } from './metrics';
import { countPageCache } from './page-cache-metrics';

const pageCount = async (result: 'hit' | 'miss') =>
  (await metrics.cacheRequests.get()).values.find(
    (v) => v.labels.cache === 'page' && v.labels.result === result,
  )?.value ?? 0;

function get(port: number, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    request({ port, path }, (res) => res.resume().on('end', resolve))
      .on('error', reject)
      .end();
  });
}

describe('page-cache metrics', () => {
  it('count HIT and STALE as hits, MISS as a miss, and ignore responses without a verdict', async () => {
    countPageCache();
    const server = createServer((req, res) => {
      const verdict = req.url!.slice(1);
      if (verdict !== 'none') res.setHeader('x-nextjs-cache', verdict);
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const [hits, misses] = [await pageCount('hit'), await pageCount('miss')];
    for (const v of ['HIT', 'STALE', 'MISS', 'none']) await get(port, `/${v}`);
    server.close();
    // The finish message is published as the response ends, before the client sees the end.
    expect(await pageCount('hit')).toBe(hits + 2);
    expect(await pageCount('miss')).toBe(misses + 1);
  });
});
