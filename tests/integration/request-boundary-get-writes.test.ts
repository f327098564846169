import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toJSONSchema } from 'zod';
import type { RouteTable } from '@/lib/route-match';
import type { z } from '@/lib/zod';
import { db } from '@/server/db';
import { bidProjects } from '@/server/db/schema';
import { DEMO, seed } from '@/server/db/seed';
import type { RouteHandler } from '@/server/http/handler';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { clearThemeCache } from '@/server/services/theme';

// Seed images and uploads go to a throw-away directory.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-get-writes-'));
});

const root = path.join(import.meta.dirname, '../..');
const routes = JSON.parse(
  readFileSync(path.join(root, 'server/http/api-routes.json'), 'utf8'),
) as RouteTable;

/**
 * Tables a GET may touch without being a write a cross-site link could abuse: the handler's
 * own per-IP counters, and the search log that keyword searches append to in batches (its
 * flush lands during whichever call comes next).
 */
const INCIDENTAL = new Set(['rate_limits', 'search_records']);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

/** A plausible value for a query field, from the JSON Schema of the route's zod input. */
function sampleValue(p: JsonSchema): string | undefined {
  if (p.enum?.length) return String(p.enum[0]);
  if (p.const !== undefined) return String(p.const);
  if (p.anyOf) return sampleValue(p.anyOf.find((s) => s.type !== 'null') ?? p.anyOf[0]!);
  const type = Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type;
  switch (type) {
    case 'integer':
    case 'number':
      return String(Math.max(1, p.minimum ?? 1, (p.exclusiveMinimum ?? 0) + 1));
    case 'boolean':
      return 'true';
    case 'array':
      return p.items ? sampleValue(p.items) : undefined;
    case 'string':
      if (p.format === 'date') return '2026-05-01';
      if (p.format === 'date-time') return '2026-05-01T00:00:00Z';
      return '1'.repeat(Math.max(1, p.minLength ?? 1));
    default:
      return '1';
  }
}

function sampleQuery(schema: z.ZodType | undefined): string {
  if (!schema) return '';
  try {
    const json = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const query = new URLSearchParams();
    for (const [key, prop] of Object.entries(json.properties ?? {})) {
      const value = sampleValue(prop);
      if (value !== undefined) query.set(key, value);
    }
    return query.size ? `?${query}` : '';
  } catch {
    return '';
  }
}

/** The path of a route pattern with every parameter filled in. */
function fill(pattern: string, id: string): { path: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  const segments = pattern.split('/').map((s) => {
    const name = /^\[{1,2}(?:\.\.\.)?(\w+)\]{1,2}$/.exec(s)?.[1];
    if (!name) return s;
    params[name] = s.includes('...') ? [id] : id;
    return id;
  });
  return { path: segments.join('/'), params };
}

async function takeWrites(): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`delete from write_probe returning tbl, op`,
  )) as unknown as {
    rows: { tbl: string; op: string }[];
  };
  return [...new Set(rows.filter((r) => !INCIDENTAL.has(r.tbl)).map((r) => `${r.op} ${r.tbl}`))];
}

const cookies: (string | undefined)[] = [undefined];
const ids = ['1', String(DEMO.buyerEnterprise), 'a'];

beforeAll(async () => {
  await seed(db, { products: 30, writeImages: false, now: new Date('2026-05-01T04:00:00Z') });
  clearThemeCache();
  // A bid the demo buyer may still withdraw, so bid/withdraw/{id} really writes.
  const [bid] = await db
    .select({ projectId: bidProjects.projectId })
    .from(bidProjects)
    .where(and(eq(bidProjects.enterpriseId, DEMO.buyerEnterprise), eq(bidProjects.status, 1)))
    .limit(1);
  if (bid) ids.push(bid.projectId);
  for (const id of [DEMO.buyerUser, DEMO.supplierUser, DEMO.operatorUser, DEMO.multiUser]) {
    cookies.push(`${SESSION_COOKIE}=${(await createSession(id)).token}`);
  }
  // Every row written to any table is noted, whatever code path wrote it.
  await db.execute(sql`create table write_probe (tbl text not null, op text not null)`);
  await db.execute(
    sql.raw(`create function note_write() returns trigger language plpgsql as $$
      begin insert into write_probe values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  const { rows } = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'write_probe'`,
  )) as unknown as { rows: { tablename: string }[] };
  for (const { tablename } of rows) {
    await db.execute(
      sql.raw(`create trigger note_write after insert or update or delete on "${tablename}"
        for each row execute function note_write()`),
    );
  }
}, 300_000);

/**
 * Walks every GET route of server/http/api-routes.json as a visitor, a buyer, a supplier, an
 * operator and a user of several enterprises, with a few ids and a query sampled from the
 * route's zod input, on a seeded database where a trigger on every table notes each row
 * written. A GET seen writing must declare `write: true`, which puts it under the write check
 * (server/http/handler.ts); the declared ones are the one list of GETs that write.
 */
describe('GET routes that write', () => {
  it('are all declared write: true in their handler options', async () => {
    const writing = new Map<string, Set<string>>();
    // "pattern: the writes seen", for a GET that writes without declaring it.
    const undeclared: string[] = [];
    for (const [pattern, methods] of Object.entries(routes)) {
      if (!methods.includes('GET') || pattern.includes('[...rest]')) continue;
      const file = path.join(root, 'app', pattern.slice(1), 'route.ts');
      const { GET } = (await import(/* @vite-ignore */ file)) as { GET: RouteHandler };
      const query = sampleQuery(GET.options?.input);
      for (const cookie of cookies) {
        for (const id of ids) {
          for (const search of ['', query]) {
            const { path: p, params } = fill(pattern, id);
            const headers = new Headers({
              host: 'localhost:3000',
              'x-requested-with': 'XMLHttpRequest',
            });
            if (cookie) headers.set('cookie', cookie);
            await takeWrites();
            const res = await GET(
              new NextRequest(`http://localhost:3000${p}${search}`, { headers }),
              {
                params: Promise.resolve(params as Record<string, string>),
              },
            );
            await res.arrayBuffer().catch(() => undefined);
            const writes = await takeWrites();
            if (!writes.length) continue;
            const seen = writing.get(pattern) ?? new Set();
            writes.forEach((w) => seen.add(w));
            writing.set(pattern, seen);
          }
        }
      }
      const writes = writing.get(pattern);
      if (writes && !GET.options?.write) undeclared.push(`${pattern}: ${[...writes].join(', ')}`);
    }
    expect(undeclared).toEqual([]);
  }, 600_000);
});
