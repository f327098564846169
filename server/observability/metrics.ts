import 'server-only';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'API request duration by route template, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    rateLimitRejections: new Counter({
      name: 'rate_limit_rejections_total',
      help: 'Requests refused by a rate limit, by limit name',
      labelNames: ['limit'] as const,
      registers,
    }),
    ordersPlaced: new Counter({
      name: 'orders_placed_total',
      help: 'Orders placed',
      registers,
    }),
    smsSent: new Counter({
      name: 'sms_sent_total',
      help: 'SMS messages handed to the provider, by provider',
      labelNames: ['provider'] as const,
      registers,
    }),
    cacheRequests: new Counter({
      name: 'cache_requests_total',
      help: 'Cache look-ups by cache name and result (hit or miss)',
      labelNames: ['cache', 'result'] as const,
      registers,
    }),
    cacheBytes: new Gauge({
      name: 'cache_bytes',
      help: 'Bytes an answer cache holds (its answers as JSON), by cache name',
      labelNames: ['cache'] as const,
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Database query duration by operation',
      labelNames: ['operation'] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers,
    }),
  };
}

// Next.js bundles each route separately, so a module-level registry would exist once per
// bundle and each would report a fraction; the process keeps one on globalThis.
const globalForMetrics = globalThis as unknown as {
  __mallMetrics?: ReturnType<typeof createMetrics>;
};

/**
 * The process's Prometheus metrics. Others count with one line, e.g.
 * `metrics.ordersPlaced.inc()`, `metrics.cacheRequests.inc({ cache: 'answer', result: 'hit' })`.
 */
export const metrics = (globalForMetrics.__mallMetrics ??= createMetrics());
