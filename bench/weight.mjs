// What a browser really loads on a first visit to each page: scripts, stylesheets, requests,
// API calls and router prefetches, counted in Debian's Chromium (see playwright.config.ts).
// Usage: npm run build && npm start (in another shell), then
//   node bench/weight.mjs [baseUrl] [--mobile]
// --vitals also opens the phone pages under Lighthouse's mobile conditions (4× slower CPU,
// 150 ms / 1.6 Mbit/s network) and the desktop pages under its desktop ones (40 ms / 10 Mbit/s),
// and prints FCP, LCP, TBT and CLS from the page's own PerformanceObserver with a score on
// Lighthouse's curves: an approximation of Lighthouse, which is not installed here.
// Traffic goes only to the given base URL (loopback by default). Prints figures, asserts nothing.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const base = process.argv[2]?.startsWith('http') ? process.argv[2] : 'http://127.0.0.1:3000';
const withVitals = process.argv.includes('--vitals');

const pages = [
  { name: '首页', path: '/' },
  { name: '列表', path: `/product?keyword=${encodeURIComponent('地板')}` },
  { name: '详情', path: '/product/item/1' },
  { name: '手机海报', path: '/mobile/poster/home?id=1', mobile: true },
  // Where a shared poster sends a visitor to sign in, sign up or sign in on site.
  { name: '手机登录', path: '/mobile/reg/login', mobile: true },
  { name: '手机注册', path: '/mobile/reg/register', mobile: true },
  { name: '手机签到', path: '/mobile/poster/signin?id=1', mobile: true },
  { name: '手机资讯', path: '/mobile/information/details?id=1', mobile: true },
  // Signed in as the demo buyer (docs/demo-accounts.md): the form is for a signed-in user.
  // The approved company as it stands; with type=1, the form for another identity.
  { name: '手机认证', path: '/mobile/authentication', mobile: true, signedIn: true },
  { name: '手机认证表单', path: '/mobile/authentication?type=1', mobile: true, signedIn: true },
];

/** A fresh context (nothing cached, no cookies: a first visit), signed in when the page asks. */
async function freshContext({ mobile, signedIn }, viewport) {
  const context = await browser.newContext({ locale: 'zh-CN', ...(mobile ? phone : { viewport }) });
  if (signedIn) {
    const answer = await context.request.post(`${base}/v1/api/auth/login`, {
      data: { phone: '13800000001', password: 'Mall@2026' },
      headers: { 'x-requested-with': 'XMLHttpRequest', origin: base },
    });
    if (!answer.ok()) throw new Error(`demo buyer login: HTTP ${answer.status()}`);
  }
  return context;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});

const kB = (n) => (n / 1024).toFixed(1);
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

async function weigh(p) {
  const { path } = p;
  const context = await freshContext(p, { width: 1440, height: 900 });
  const page = await context.newPage();
  const seen = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    seen.push({ request, body });
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Prefetches and popups start when the browser is idle after load.
  await page.waitForTimeout(2_000);
  await context.close();

  const sum = (list) => list.reduce((n, r) => n + r.body.length, 0);
  const gz = (list) => list.reduce((n, r) => n + gzipSync(r.body).length, 0);
  const js = seen.filter((r) => r.request.resourceType() === 'script');
  const css = seen.filter((r) => r.request.resourceType() === 'stylesheet');
  const api = seen.filter((r) => new URL(r.request.url()).pathname.startsWith('/v1/api/'));
  const prefetch = seen.filter((r) => r.request.headers()['next-router-prefetch']);
  return {
    requests: seen.length,
    jsFiles: js.length,
    jsRaw: sum(js),
    jsGzip: gz(js),
    cssFiles: css.length,
    cssRaw: sum(css),
    cssGzip: gz(css),
    api: api.map((r) => new URL(r.request.url()).pathname.replace('/v1/api/', '')),
    prefetch: prefetch.map((r) => new URL(r.request.url()).pathname),
  };
}

console.log(`base ${base}; gzip = zlib level 6 of each body; first visit, empty cache`);
console.log(
  '| 页面 | 请求数 | JS 文件 | JS 原始 kB | JS gzip kB | CSS 文件 | CSS 原始 kB | CSS gzip kB | API 调用 | 预取 |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const details = [];
for (const p of pages) {
  const w = await weigh(p);
  console.log(
    `| ${p.name} \`${decodeURIComponent(p.path)}\` | ${w.requests} | ${w.jsFiles} | ${kB(w.jsRaw)} | ${kB(w.jsGzip)} | ${w.cssFiles} | ${kB(w.cssRaw)} | ${kB(w.cssGzip)} | ${w.api.length} | ${w.prefetch.length} |`,
  );
  details.push(`${p.name}: API ${w.api.join(', ') || '—'}; 预取 ${w.prefetch.join(', ') || '—'}`);
}
console.log(`\n${details.join('\n')}`);

// Lighthouse's log-normal scoring curves (v10+): control points p10 and median, and weights.
const CURVES = {
  mobile: {
    fcp: { p10: 1800, median: 3000, weight: 0.1 },
    lcp: { p10: 2500, median: 4000, weight: 0.25 },
    tbt: { p10: 200, median: 600, weight: 0.3 },
    cls: { p10: 0.1, median: 0.25, weight: 0.25 },
  },
  desktop: {
    fcp: { p10: 934, median: 1600, weight: 0.1 },
    lcp: { p10: 1200, median: 2400, weight: 0.25 },
    tbt: { p10: 150, median: 350, weight: 0.3 },
    cls: { p10: 0.1, median: 0.25, weight: 0.25 },
  },
};

// Complementary error function (Abramowitz–Stegun 7.1.26), as Lighthouse's statistics use.
function erfc(x) {
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152057 + t * 1.061405429))));
  return 1 - sign * (1 - y * Math.exp(-x * x));
}

function logNormalScore({ p10, median }, value) {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  const score = erfc(standardized) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, score));
  if (value <= median) return Math.max(0.5, Math.min(0.89, score));
  return Math.min(0.49, score);
}

async function vitals(p) {
  const { path } = p;
  const mobile = p.mobile === true;
  const context = await freshContext(p, { width: 1350, height: 940 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobile ? 4 : 1 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mobile ? 150 : 40,
    downloadThroughput: ((mobile ? 1.6 : 10) * 1024 * 1024) / 8,
    uploadThroughput: ((mobile ? 0.75 : 10) * 1024 * 1024) / 8,
  });
  await page.addInitScript(() => {
    const vitals = { lcp: 0, cls: 0, longTasks: [] };
    window.__vitals = vitals;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) vitals.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) vitals.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) vitals.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(3_000);
  const v = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const { lcp, cls, longTasks } = window.__vitals;
    // Total blocking time as Lighthouse counts it: the part of each long task past 50 ms
    // after the first contentful paint (until the page settled, here the end of the wait).
    const tbt = longTasks
      .filter(([start]) => start >= fcp)
      .reduce((n, [, duration]) => n + Math.max(0, duration - 50), 0);
    return { fcp, lcp, cls, tbt };
  });
  await context.close();
  const curves = CURVES[mobile ? 'mobile' : 'desktop'];
  const weights = Object.values(curves).reduce((n, c) => n + c.weight, 0);
  const score = Object.entries(curves).reduce(
    (n, [key, curve]) => n + logNormalScore(curve, v[key]) * curve.weight,
    0,
  );
  return { ...v, score: Math.round((score / weights) * 100) };
}

if (withVitals) {
  console.log(
    '\nLighthouse 条件的近似（不含速度指数；手机：CPU 4× 减速、150 ms / 1.6 Mbit/s；桌面：40 ms / 10 Mbit/s），每页 3 次：',
  );
  console.log('| 页面 | 次 | FCP ms | LCP ms | TBT ms | CLS | 估算分 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const p of pages) {
    for (let i = 1; i <= 3; i++) {
      const r = await vitals(p);
      console.log(
        `| ${p.name} | ${i} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.score} |`,
      );
    }
  }
}

await browser.close();
