import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseEnv as parseEnvFile, promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { APP_ENVS, parseEnv } from '@/lib/env';
import { unsafeSettings } from '@/lib/env-guard';

const run = promisify(execFile);

const SAFE_PROD = {
  APP_ENV: 'prod',
  DATABASE_URL: 'postgres://mall@db:5432/mall',
  PGPASSWORD: 'Zq7vK2pX9wLr4tYe',
  METRICS_TOKEN: 'b1f0c7e2a9d84f3c8e6a',
  ACCOUNT_SITE_URL: 'https://account.example.cn',
};

/** Runs a start path in a clean process with only these variables; resolves its exit and stderr. */
async function start(script: string, vars: Record<string, string>) {
  try {
    const { stderr } = await run(
      process.execPath,
      ['--import', 'tsx', '--conditions=react-server', '--input-type=module', '-e', script],
      { env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...vars } },
    );
    return { code: 0, stderr };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

const NEXT_CONFIG = "await import('./next.config.ts')";

describe('a prod start with an unsafe setting is refused and names it', () => {
  const cases: [string, Record<string, string>][] = [
    ['SMS_OUTBOX_OPEN', { SMS_OUTBOX_OPEN: 'true' }],
    ['DATABASE_URL', { PGPASSWORD: '' }],
    ['DATABASE_URL', { DATABASE_URL: 'postgres://postgres:postgres@db:5432/mall' }],
    ['PGPASSWORD', { PGPASSWORD: 'change-me' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'change-me-to-a-random-token' }],
    ['ACCOUNT_SITE_URL', { ACCOUNT_SITE_URL: 'http://account.example.cn' }],
    ['CHAT_URL', { CHAT_URL: 'http://chat.example.cn/im' }],
    ['TRACKING_SCRIPT_URL', { TRACKING_SCRIPT_URL: 'http://hm.example.cn/hm.js' }],
  ];

  it.each(cases)('next.config.ts (build and next start): %s', async (variable, vars) => {
    const { code, stderr } = await start(NEXT_CONFIG, { ...SAFE_PROD, ...vars });
    expect(code).toBe(1);
    expect(stderr).toContain('APP_ENV=prod 拒绝启动，以下设置不安全：');
    expect(stderr).toContain(`  - ${variable}: `);
  });

  it('the same settings start when safe, and only warn in uat', async () => {
    expect(await start(NEXT_CONFIG, SAFE_PROD)).toEqual({ code: 0, stderr: '' });
    const uat = await start(NEXT_CONFIG, { ...SAFE_PROD, APP_ENV: 'uat', SMS_OUTBOX_OPEN: 'true' });
    expect(uat.code).toBe(0);
    expect(uat.stderr).toContain('[安全配置] APP_ENV=uat SMS_OUTBOX_OPEN: ');
  });

  it('instrumentation register (every start, standalone included) refuses before migrating', async () => {
    const { code, stderr } = await start(
      "const m = await import('./instrumentation.ts'); await m.register()",
      {
        ...SAFE_PROD,
        NEXT_RUNTIME: 'nodejs',
        SMS_OUTBOX_OPEN: 'true',
        DATABASE_URL: 'postgres://mall@127.0.0.1:9/none',
      },
    );
    expect(code).toBe(1);
    expect(stderr).toContain('  - SMS_OUTBOX_OPEN: ');
    expect(stderr).not.toContain('ECONNREFUSED');
  });
});

describe('the page cache', () => {
  it("is the mall's packed LRU handler with or without Redis, so one build serves both", async () => {
    const script = `const { default: c } = await import('./next.config.ts');
      process.stderr.write(JSON.stringify([c.cacheHandler, c.cacheMaxMemorySize]))`;
    for (const vars of [SAFE_PROD, { ...SAFE_PROD, REDIS_URL: 'redis://cache:6379' }]) {
      const { code, stderr } = await start(script, vars);
      expect(code).toBe(0);
      const [handler, bytes] = JSON.parse(stderr) as [string, number];
      expect(handler).toMatch(/server\/cache\/next-cache-handler\.mjs$/);
      expect(bytes).toBe(96 * 1024 * 1024);
    }
  });

  // Next measured every page it stores with JSON.stringify, its RSC buffer becoming an array of
  // numbers: about 7 ms of a cold listing's 55 ms, for a size check that only applies to fetch
  // data without a custom handler (patches/, docs/benchmarks.md). A Next upgrade that drops the
  // patch would bring the cost back without failing anything else.
  it('is written without serialising the page to JSON first (patches/next)', () => {
    const runtime = readFileSync(
      'node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
      'utf8',
    );
    const check = runtime.indexOf('items over 2MB can not be cached');
    expect(check).toBeGreaterThan(0);
    // The statement that sizes the entry, just before the check that uses the size.
    const sizing = runtime.slice(check - 400, check).match(/let \w+=[^;]*JSON\.stringify[^;]*;/);
    expect(sizing?.[0]).toMatch(/^let \w+=\w+\.fetchCache&&!this\.hasCustomCacheHandler\?/);
  });
});

describe('the memory settings (docs/benchmarks.md, 内存)', () => {
  const startScript: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
  const image = readFileSync('Dockerfile', 'utf8');
  const fromStart = (name: string) =>
    startScript.match(new RegExp(`${name}=\\$\\{${name}:-(\\d+)\\}`))?.[1];
  const fromImage = (name: string) => image.match(new RegExp(`${name}=(\\S+)`))?.[1];

  it('are the same for npm start and the image', () => {
    for (const name of ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_']) {
      expect(fromStart(name), name).toBeDefined();
      expect(fromImage(name), name).toBe(fromStart(name));
    }
    const nodeOptions = startScript.match(/NODE_OPTIONS="([^$"]+) \$\{NODE_OPTIONS:-\}"/)?.[1];
    expect(nodeOptions).toBe('--max-semi-space-size=8');
    expect(fromImage('NODE_OPTIONS')).toBe(nodeOptions);
  });

  it('halve the young generation of the database thread too, through NODE_OPTIONS', async () => {
    const newSpaceMb = async (nodeOptions: string) => {
      const { stdout } = await run(
        process.execPath,
        [
          '-e',
          `new (require('node:worker_threads').Worker)(
            "const v8 = require('node:v8'); const keep = [];" +
            "for (let i = 0; i < 2e6; i++) keep.push({ i });" +
            "console.log(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576)",
            { eval: true })`,
        ],
        { env: { PATH: process.env.PATH, NODE_ENV: 'test', NODE_OPTIONS: nodeOptions } },
      );
      return Number(stdout.trim());
    };
    const halved = await newSpaceMb(fromImage('NODE_OPTIONS')!);
    expect(halved).toBeGreaterThan(0);
    expect(halved).toBe((await newSpaceMb('')) / 2);
  });
});

describe('the per-environment example files', () => {
  const file = (env: string) => parseEnvFile(readFileSync(`.env.${env}.example`, 'utf8'));

  it.each(APP_ENVS.filter((e) => e !== 'local'))(
    '.env.%s.example is a valid environment',
    (env) => {
      expect(parseEnv(file(env)).APP_ENV).toBe(env);
    },
  );

  it('prod is safe once its placeholders are replaced by real secrets', () => {
    const prod = file('prod');
    expect(unsafeSettings(parseEnv(prod)).map((f) => f.variable)).toEqual([
      'PGPASSWORD',
      'METRICS_TOKEN',
    ]);
    const filled = {
      ...prod,
      PGPASSWORD: SAFE_PROD.PGPASSWORD,
      METRICS_TOKEN: SAFE_PROD.METRICS_TOKEN,
    };
    expect(unsafeSettings(parseEnv(filled))).toEqual([]);
  });
});
