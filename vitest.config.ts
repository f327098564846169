import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const shared = {
  plugins: [react()],
  resolve: {
    alias: {
      '@': root,
      'server-only': path.join(root, 'tests/fixtures/server-only.ts'),
    },
  },
};

export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          globals: true,
          environment: 'node',
          include: ['{lib,api,stores,themes,server,components}/**/*.test.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'component',
          globals: true,
          environment: 'happy-dom',
          include: ['{components,api,stores}/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'integration',
          globals: true,
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
