// Server CPU per request for distinct (cold) URLs, sent one at a time so nothing queues:
//   node bench/cpu-per-request.mjs baseUrl serverPid kind [count]
// kind: search | suggest | listing | detail. Reads utime+stime of the server process from
// /proc (Linux), so the figure is the mall's own CPU, not the database's.
import { readFileSync } from 'node:fs';
import { keywords, listingPath, seeded, vocabulary } from './longtail-queries.mjs';

const [base, pid, kind, count = '100', seed = '20261127'] = process.argv.slice(2);
const wanted = Number(count);
const rng = seeded(Number(seed));
const q = encodeURIComponent;
const ticks = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
// Every process's CPU on the machine (the database's included), from /proc/stat.
const machineTicks = () =>
  readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1, 9)
    .reduce((sum, v, i) => (i === 3 || i === 4 ? sum : sum + Number(v)), 0);
const vocab = await vocabulary(base);
const list = keywords(vocab, wanted, rng);
const paths = {
  search: () =>
    list.map(
      (k) => `/v1/api/item/v2/search?keyword=${q(k)}&pageNo=${rng.page()}${rng.sortParam()}`,
    ),
  suggest: () =>
    list.map(
      (k, i) => `/v1/api/search/suggest?name=${q(k.slice(0, 1 + (i % 3)))}&type=1&pageSize=10`,
    ),
  listing: () => list.map((k) => listingPath(k, rng)),
  // Random ids up to the highest one the searches found: other runs (other seeds) open other pages.
  detail: () => {
    const top = Math.max(...vocab.ids);
    return Array.from(
      { length: wanted },
      () => `/product/item/${1 + Math.floor(rng.random() * top)}`,
    );
  },
}[kind]();
const before = ticks();
const machineBefore = machineTicks();
const started = performance.now();
const times = [];
for (const path of paths) {
  const t = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  await res.arrayBuffer();
  times.push(performance.now() - t);
}
const cpuMs = ((ticks() - before) * 10) / paths.length;
const machineMs = ((machineTicks() - machineBefore) * 10) / paths.length;
times.sort((a, b) => a - b);
console.log(
  `${kind}: ${paths.length} distinct URLs one at a time: server CPU ${cpuMs.toFixed(1)} ms/request ` +
    `(machine ${machineMs.toFixed(1)}), ` +
    `latency p50 ${times[Math.floor(times.length / 2)].toFixed(1)} ms, wall ${((performance.now() - started) / paths.length).toFixed(1)} ms/request`,
);
