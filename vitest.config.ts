import { readdirSync, readFileSync } from 'node:fs';
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

/** Test files under `dirs` whose names end with `suffix`, relative to the root. */
function testFiles(dirs: string[], suffix: string): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(suffix))
      .map((file) => path.join(dir, file)),
  );
}

// A component test that replaces modules or globals gets a module cache of its own; the others
// share one per worker, which halves their time (a mock does not take on a module another file
// has loaded already).
const replaces = (file: string) =>
  /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv)\(/.test(
    readFileSync(path.join(root, file), 'utf8'),
  );
const componentFiles = testFiles(['components', 'api', 'stores'], '.test.tsx');
const dom = {
  globals: true,
  environment: 'happy-dom' as const,
  setupFiles: ['tests/setup-dom.ts'],
  // antd forms render slowly in happy-dom on a busy 2-core machine.
  testTimeout: 20_000,
};

// CI collects every run's counts from JSON reports (see .ci/run).
const reportDir = process.env.MALL_REPORT_DIR;
const reportLabel = process.env.MALL_REPORT_LABEL ?? 'vitest';

// Two production servers of the built app on PostgreSQL and Redis (tests/scale): only when asked
// (MALL_SCALE=1, as .ci/run does after the build), never in a plain `vitest run`.
const scale = {
  ...shared,
  test: {
    name: 'scale',
    globals: true,
    environment: 'node',
    include: ['tests/scale/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
};

export default defineConfig({
  test: {
    globals: true,
    // Vitest's default on 2 cores is one worker. Two halve the run; on PostgreSQL the server does
    // much of the work in its own processes, so a third worker still pays.
    maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/${reportLabel}.json` }]]
      : ['default'],
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          globals: true,
          environment: 'node',
          include: ['{lib,api,stores,themes,server,components,scripts}/**/*.test.ts'],
          // Pure functions: one module cache per worker instead of one per file, a quarter of
          // the time. A test that mocks modules or needs fresh module state belongs elsewhere.
          isolate: false,
        },
      },
      {
        ...shared,
        test: { ...dom, name: 'component', include: componentFiles.filter(replaces) },
      },
      {
        ...shared,
        test: {
          ...dom,
          name: 'component-shared',
          include: componentFiles.filter((file) => !replaces(file)),
          isolate: false,
        },
      },
      {
        ...shared,
        test: {
          name: 'integration',
          globals: true,
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.MALL_SCALE === '1' ? [scale] : []),
    ],
  },
});
