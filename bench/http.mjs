// Load figures for the pages and calls a visitor hits most, against a running server.
// Usage: npm run build && npm start (in another shell), then
//   node bench/http.mjs [baseUrl] [seconds]
// Traffic goes only to the given base URL (loopback by default); each run is bounded in time.
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const duration = Number(process.argv[3] ?? 10);
const connections = 10;

const targets = [
  { name: '首页（主主题，ISR 缓存）', path: '/', host: 'localhost' },
  { name: '首页（伙伴主题，ISR 缓存）', path: '/', host: 'jinwan.localhost' },
  { name: '404 页', path: '/no-such-page', host: 'localhost' },
  { name: 'homeBasicInfo', path: '/v1/api/homepage/homeBasicInfo', host: 'localhost' },
  { name: '前台类目树', path: '/v1/api/category/findAllFront', host: 'localhost' },
  { name: '省市数据', path: '/v1/api/address/getServerArea', host: 'localhost' },
];

console.log(`base ${base}, ${connections} connections, ${duration}s each`);
console.log('| 目标 | req/s | p50 ms | p99 ms | 非 2xx |');
console.log('| --- | --- | --- | --- | --- |');
for (const t of targets) {
  // Warm the cache so the figures describe steady state, not the first render.
  await fetch(`${base}${t.path}`, { headers: { host: t.host } });
  const r = await autocannon({
    url: `${base}${t.path}`,
    connections,
    duration,
    headers: { host: t.host },
  });
  console.log(
    `| ${t.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`,
  );
}
