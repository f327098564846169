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
  experimental: {
    optimizePackageImports: ['antd', '@ant-design/icons'],
  },
};

export default nextConfig;
