// Catalogue load figures against a running server (targets with 100,000 products, 10 connections:
// keyword search API p95 ≤ 50 ms, listing page render p95 ≤ 150 ms, suggestions p95 ≤ 30 ms).
// Usage: seed with `npm run db:seed -- --reset --products 100000`, `npm run build && npm start`,
// then  node bench/catalogue.mjs [baseUrl] [seconds]
// Traffic goes only to the given base URL (loopback by default); each run is bounded in time.
// p95 is computed from every response time autocannon reports (its summary stops at p97.5).
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const duration = Number(process.argv[3] ?? 10);
const connections = 10;
const host = 'localhost';

const keywords = ['地板', '涂料', '瓷砖', '防水', '实木地板', '保温', '墙面 涂料', '石材'];
const q = encodeURIComponent;

const targets = [
  {
    name: '关键词搜索 API（item/v2/search）',
    target: 50,
    paths: keywords.map((k) => `/v1/api/item/v2/search?keyword=${q(k)}&pageNo=1&pageSize=20`),
  },
  {
    name: '列表页渲染（/product?keyword= 与分类路径）',
    target: 150,
    paths: [
      ...keywords.slice(0, 4).map((k) => `/product?keyword=${q(k)}`),
      '/product/1_5',
      '/product/2_22?sort=price_asc',
    ],
  },
  {
    name: '搜索联想（search/suggest）',
    target: 30,
    paths: keywords.map((k) => `/v1/api/search/suggest?name=${q(k)}&type=1&pageSize=10`),
  },
];

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function run(paths) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        headers: { host },
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve({ result, times })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

console.log(`base ${base}, ${connections} connections, ${duration}s each`);
console.log('| 目标 | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | 非 2xx | 目标 p95 |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const t of targets) {
  // One pass first, so the figures describe steady state rather than the first render.
  for (const path of t.paths) await fetch(`${base}${path}`, { headers: { host } });
  const { result, times } = await run(t.paths);
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `| ${t.name} | ${Math.round(result.requests.average)} | ${percentile(times, 50).toFixed(1)} | ` +
      `${p95.toFixed(1)} | ${result.latency.p97_5} | ${result.latency.p99} | ${result.non2xx} | ` +
      `≤ ${t.target}${p95 <= t.target ? ' ✓' : ' ✗'} |`,
  );
}
