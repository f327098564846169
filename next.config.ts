import path from 'node:path';
import type { NextConfig } from 'next';
import { parseEnv } from './lib/env';
import { assertSafeSettings, unsafeSettings } from './lib/env-guard';
import { JSON_BODY_LIMIT } from './lib/body-limits';
import { securityHeaders } from './lib/security-headers';

// A bad environment fails the build and the start, not the first request; so does an unsafe
// production setting (the standalone server does not read this file: instrumentation.ts checks too).
const env = parseEnv(process.env);
assertSafeSettings(env, unsafeSettings(env));

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every page body in JavaScript, character by character, for its ETag: about 5 ms
  // of the event loop per listing page, cached or not (docs/benchmarks.md). A revisit without a
  // 304 costs the compressed page, about 25 kB.
  generateEtags: false,
  // Only the container image (Dockerfile) is built standalone: `npm start` runs `next start`,
  // which does not serve a standalone build.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Native/wasm packages load files relative to themselves; keep them out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', '@node-rs/jieba', 'pinyin-pro'],
  images: { unoptimized: true },
  // Listings are cached per query (proxy.ts), so the number of cached pages grows with what
  // visitors type: the page cache is a bounded in-memory LRU of packed entries (our handler) and
  // never on disk, where crawlers could fill it. After a restart pages render again on first
  // visit. With REDIS_URL every process shares the page and data caches and their tag
  // revalidation, the LRU being each process's copy in front of Redis (docs/scaling.md).
  cacheMaxMemorySize: 96 * 1024 * 1024,
  cacheHandler: path.join(process.cwd(), 'server/cache/next-cache-handler.mjs'),
  experimental: {
    // The proxy buffers each body it passes on (10 MB by default): keep no more of a JSON body
    // than the handlers accept, plus one byte so the handler still sees it is too long (413).
    // Uploads bypass the proxy (proxy.ts matcher) and are limited by their handlers.
    proxyClientMaxBodySize: JSON_BODY_LIMIT + 1,
    optimizePackageImports: ['antd', '@ant-design/icons'],
    // forbidden()/unauthorized(): /ops answers 401 and 403 pages with those statuses.
    authInterrupts: true,
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders(env),
      },
    ];
  },
};

export default nextConfig;
