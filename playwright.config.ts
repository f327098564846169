import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A server already running (e.g. `next dev` while writing a spec) instead of a fresh build.
const externalBaseUrl = process.env.E2E_BASE_URL;
const reportDir = process.env.MALL_REPORT_DIR;

/**
 * End-to-end tests run the production build against its own embedded database, seeded
 * fresh for the run, in Debian's Chromium (Playwright's browser download is not used).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two files at a time: Chromium's CPU, not the server's, is what a test waits on, and one
  // worker leaves the second core mostly idle (18 min against 31 for the whole suite). Tests
  // share the seeded database, so each makes or names its own data.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reportDir
    ? [['list'], ['json', { outputFile: `${reportDir}/playwright.json` }]]
    : [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${PORT}`,
    locale: 'zh-CN',
    // Writes need the mark the mall's API client puts on its calls (lib/request-origin); the
    // API calls tests make themselves (page.request, request contexts) carry it too.
    extraHTTPHeaders: { 'x-requested-with': 'XMLHttpRequest' },
    timezoneId: 'Asia/Shanghai',
    // A click or page load that cannot happen fails in seconds instead of using up the test.
    actionTimeout: 15_000,
    navigationTimeout: 60_000,
    // Recording a trace (a screenshot and DOM snapshot per action) cost a fifth of the suite's
    // time when every test recorded one to keep it on failure. A failure still leaves its
    // error-context.md page snapshot; its retry is traced.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `rm -rf .data/e2e && npm run db:migrate && npm run db:seed -- --products 400 && npx next start -p ${PORT} --keepAliveTimeout 65000`,
        // Idle keep-alive sockets stay open longer than any test waits between two API calls: at
        // Node's 5 s default, a request sent as the server closed its socket failed ECONNRESET.
        url: `http://localhost:${PORT}/v1/api/homepage/homeBasicInfo`,
        timeout: 300_000,
        reuseExistingServer: false,
        env: {
          PGLITE_DIR: '.data/e2e/pglite',
          UPLOAD_DIR: '.data/e2e/uploads',
          APP_ENV: 'local',
          TZ: 'Asia/Shanghai',
          DATABASE_URL: '',
        },
      },
});
