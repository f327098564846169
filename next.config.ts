import type { NextConfig } from 'next';
import { parseEnv } from './lib/env';

// A bad environment fails the build and the start, not the first request.
parseEnv(process.env);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native/wasm packages load files relative to themselves; keep them out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  images: { unoptimized: true },
  // Listings are cached per query (proxy.ts), so the number of cached pages grows with what
  // visitors type: the page cache lives in a bounded in-memory LRU and never on disk, where
  // crawlers could fill it. After a restart pages render again on first visit.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: {
    optimizePackageImports: ['antd', '@ant-design/icons'],
    isrFlushToDisk: false,
  },
};

export default nextConfig;
