import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import { metrics } from './metrics';

/** Next's page-cache verdict on a page response (HIT, STALE, MISS, PRERENDER …). */
const CACHE_HEADER = 'x-nextjs-cache';

let installed = false;

/**
 * Counts page-cache hits and misses from the verdict Next writes on each page response, read
 * as the response finishes (Node's `http.server.response.finish` diagnostics channel): Next's
 * cache itself offers no hook. A STALE page was served from the cache while it re-renders.
 */
export function countPageCache(): void {
  if (installed) return;
  installed = true;
  subscribe('http.server.response.finish', (message) => {
    const { response } = message as { response: ServerResponse };
    const verdict = String(response.getHeader(CACHE_HEADER) ?? '').toUpperCase();
    if (!verdict) return;
    const hit = verdict === 'HIT' || verdict === 'STALE';
    metrics.cacheRequests.inc({ cache: 'page', result: hit ? 'hit' : 'miss' });
  });
}
