import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { metrics } from '@/server/observability/metrics';

describe('database metrics', () => {
  it('time each query by its operation, and report the pool on PostgreSQL', async () => {
    const selects = async () =>
      (await metrics.dbQueryDuration.get()).values.find(
        (v) =>
          v.metricName === 'db_query_duration_seconds_count' && v.labels.operation === 'select',
      )?.value ?? 0;
    const before = await selects();
    await db.execute(sql`select 1`);
    expect(await selects()).toBe(before + 1);
    const text = await metrics.registry.metrics();
    expect(text).toContain('db_query_duration_seconds_bucket');
    if (process.env.TEST_DATABASE_URL)
      expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
  });
});
