// Long-tail speed against a running server: every URL is new, so the figures describe the
// product rather than its caches (docs/benchmarks.md, "长尾查询").
//
//   npm run db:seed -- --reset --products 100000 && npm run build && npm start
//   node bench/longtail.mjs [baseUrl] [queries]
//
// With METRICS_TOKEN set (the server's), the server's resident memory is printed as the run ends
// and again 90 s later: V8 returns the run's garbage only after 10–40 s idle.
//
// The queries come from the catalogue itself: category names, brands, words of product names
// and their mixes, with random sorts and pages (seeded, so two runs send the same URLs). Each
// URL is sent once by 10 concurrent clients (cold), then the same list once more (warm). Search
// API, suggestions, listing page and product detail are measured separately; the load average
// is printed with the figures, since a busy 2-core machine doubles them.
import os from 'node:os';
import { keywords, listingPath, seeded, vocabulary } from './longtail-queries.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const wanted = Number(process.argv[3] ?? 600);
const CONNECTIONS = 10;

const rng = seeded(20261126);
const { random, page, sortParam } = rng;
const q = encodeURIComponent;

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Sends each path once, CONNECTIONS at a time; returns the times and the rate. */
async function pass(paths) {
  const times = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < paths.length) {
        const path = paths[next++];
        const t = performance.now();
        const res = await fetch(`${base}${path}`, {
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        });
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (res.status >= 400) failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { times, failed, rate: paths.length / seconds };
}

const row = (name, kind, r, target) => {
  const p95 = percentile(r.times, 95);
  return `| ${name} | ${kind} | ${r.times.length} | ${Math.round(r.rate)} | ${percentile(r.times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(r.times, 99).toFixed(1)} | ${r.failed} | ≤ ${target}${kind === 'cold' ? (p95 <= target ? ' ✓' : ' ✗') : ''} |`;
};

const vocab = await vocabulary(base);
const list = keywords(vocab, wanted, rng);
const targets = [
  {
    name: '搜索 API',
    target: 50,
    paths: list.map((k) => `/v1/api/item/v2/search?keyword=${q(k)}&pageNo=${page()}${sortParam()}`),
  },
  {
    name: '搜索联想',
    target: 30,
    paths: [...new Set(list.map((k) => k.slice(0, 1 + Math.floor(random() * 3))))].map(
      (k) => `/v1/api/search/suggest?name=${q(k)}&type=1&pageSize=10`,
    ),
  },
  {
    name: '列表页',
    target: 150,
    paths: list.map((k) => listingPath(k, rng)),
  },
  {
    name: '商品详情页',
    target: 100,
    paths: vocab.ids.slice(0, wanted).map((id) => `/product/item/${id}`),
  },
];

console.log(
  `${base}: ${list.length} distinct keywords (${vocab.categories.length} categories, ${vocab.brands.length} brands, ${vocab.words.length} name words), ${CONNECTIONS} connections, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('| 目标 | 缓存 | 请求数 | req/s | p50 ms | p95 ms | p99 ms | 失败 | 目标 p95 |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const t of targets) {
  console.log(row(t.name, 'cold', await pass(t.paths), t.target));
  console.log(row(t.name, 'warm', await pass(t.paths), t.target));
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

/** The server's resident memory in MB, from its metrics endpoint. */
async function residentMb() {
  const res = await fetch(`${base}/v1/api/metrics`, {
    headers: { authorization: `Bearer ${process.env.METRICS_TOKEN}` },
  });
  const line = (await res.text()).match(/^process_resident_memory_bytes (\S+)$/m);
  return line ? Math.round(Number(line[1]) / 1048576) : NaN;
}

if (process.env.METRICS_TOKEN) {
  const atEnd = await residentMb();
  // V8's memory reducer starts only after some idle seconds: read for 90 s, keep the last.
  let settled = atEnd;
  for (let i = 0; i < 9; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    settled = await residentMb();
  }
  console.log(`server resident memory: ${atEnd} MB as the run ended, ${settled} MB 90 s later`);
}
