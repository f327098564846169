import path from 'node:path';
import { getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from '@/lib/zod';
import { db } from '@/server/db';
import * as schema from '@/server/db/schema';
import { exportTasks, rateLimits } from '@/server/db/schema';
import type * as handlerModule from '@/server/http/handler';
import type { HandlerOptions } from '@/server/http/handler';
import apiRoutes from '@/server/http/api-routes.json';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { logger } from '@/server/observability/logger';
import { flushTrackEvents } from '@/server/services/tracking';
import { insertBasics, request, signedInUser } from './fixtures';

// Every API route is fed random input built from its own zod schema, each value now and then
// replaced by an odd one (NUL, unicode, huge and negative numbers, impossible dates, arrays for
// scalars, missing fields), as a visitor, a buyer, a supplier and an operator. No answer may be
// a 500, and a visitor's call writes nothing unless the route is listed below.

// The wrapper keeps its options on the function it returns, so the test can read each route's
// input schema and access rule without another export in every route file.
vi.mock('@/server/http/handler', async (importOriginal) => {
  const real = await importOriginal<typeof handlerModule>();
  return {
    ...real,
    handler: (options: HandlerOptions<z.ZodType | undefined>, fn: never) =>
      Object.assign(real.handler(options, fn), { options }),
  };
});

/**
 * Routes whose job is to record what a visitor sends; they must still never answer 500. Routes
 * that write for a visitor only behind a solved captcha or an SMS code (leads, sign-up, codes)
 * are not listed: random input never gets that far, so they must write nothing here.
 */
const VISITOR_WRITES: Record<string, string> = {
  '/v1/api/mall/log': 'the front-end error log',
  '/v1/api/common/trackReport': 'search and page-view tracking',
  '/v1/api/homepage/submit': 'feedback from the home page, visitors included',
};

const RUNS = Number(process.env.ODD_INPUT_RUNS ?? 20);
const ROOT = path.resolve(import.meta.dirname, '../..');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type RouteFn = ((req: NextRequest, ctx: unknown) => Promise<Response>) & {
  options?: HandlerOptions<z.ZodType | undefined>;
};

// ---------------------------------------------------------------- odd values

const ODD_TEXT = [
  'a\u0000b',
  '\u0000',
  '2026-13-45',
  '2026-02-31',
  '0000-00-00',
  '99999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '',
  ' ',
  '２',
  '\ud800',
  '😀',
  "'; drop table users;--",
  '<img src=x onerror=alert(1)>',
  'x'.repeat(5000),
];
const ODD_NUMBERS = [
  -1,
  0,
  1.5,
  2 ** 31,
  99999999999,
  -99999999999,
  1e308,
  Number.MAX_SAFE_INTEGER,
];

const oddText = fc.oneof(
  fc.constantFrom(...ODD_TEXT),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const odd: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddText, weight: 4 },
  { arbitrary: fc.constantFrom<unknown>(...ODD_NUMBERS, null, true), weight: 3 },
  {
    arbitrary: fc.array(fc.oneof(oddText, fc.constantFrom(...ODD_NUMBERS)), { maxLength: 3 }),
    weight: 1,
  },
  { arbitrary: fc.constant({ a: 1 }), weight: 1 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

// ---------------------------------------------------------------- values from a zod schema

/** Keys that many routes read, for routes without a schema of their own. */
const COMMON_KEYS = ['id', 'keyword', 'pageNo', 'pageSize', 'name', 'phone', 'type', 'url', 'code'];

type Def = { type: string; checks?: { _zod: { def: CheckDef } }[] } & Record<string, unknown>;
interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  pattern?: RegExp;
}
interface Bounds {
  min: number;
  max: number;
  int: boolean;
  pattern?: RegExp;
}

const defOf = (s: z.ZodType) => s._zod.def as unknown as Def;

/** A number's range or a text's lengths and pattern, read from the schema's checks. */
function boundsOf(s: z.ZodType, min: number, max: number): Bounds {
  const b: Bounds = { min, max, int: false };
  for (const { _zod } of defOf(s).checks ?? []) {
    const d = _zod.def;
    const step = d.inclusive === false ? 1 : 0;
    if (d.check === 'greater_than') b.min = Math.max(b.min, d.value! + step);
    if (d.check === 'less_than') b.max = Math.min(b.max, d.value! - step);
    if (d.check === 'number_format' && d.format?.includes('int')) b.int = true;
    if (d.check === 'min_length') b.min = Math.max(b.min, d.minimum!);
    if (d.check === 'max_length') b.max = Math.min(b.max, d.maximum!);
    if (d.check === 'length_equals') b.min = b.max = d.length!;
    if (d.check === 'string_format' && d.pattern) b.pattern = d.pattern;
  }
  return b;
}

function numberArb(s: z.ZodType): fc.Arbitrary<unknown> {
  const { min, max, int } = boundsOf(s, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  const lo = int ? Math.ceil(min) : min;
  const hi = int ? Math.floor(max) : max;
  if (lo > hi) return fc.constant(lo);
  const near = Math.min(hi, lo + 1000);
  return int
    ? fc.oneof(
        fc.integer({ min: lo, max: near }),
        fc.constantFrom(lo, hi),
        fc.integer({ min: lo, max: hi }),
      )
    : fc.oneof(
        fc.double({ min: lo, max: near, noNaN: true }),
        fc.constantFrom(lo, hi),
        fc.double({ min: lo, max: hi, noNaN: true }),
      );
}

function stringArb(s: z.ZodType): fc.Arbitrary<unknown> {
  const { min, max, pattern } = boundsOf(s, 0, 40);
  try {
    if (pattern) return fc.stringMatching(pattern);
  } catch {
    // fast-check cannot build every regex (lookaheads); plain text stands in.
  }
  const minLength = Math.min(min, 40);
  const maxLength = Math.max(minLength, max);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
  );
}

/**
 * Values for the schema: valid ones, and valid ones with one top-level field made odd or left
 * out, so that the odd value gets past the other fields' checks; deeper values turn odd rarely.
 */
function arbFor(s: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return odd;
  const valid = validArb(s, depth);
  if (depth > 0) return fc.oneof({ arbitrary: valid, weight: 15 }, { arbitrary: odd, weight: 1 });
  const oneOdd = fc.tuple(valid, odd, fc.nat()).map(([value, oddOne, pick]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return oddOne;
    const keys = Object.keys(value);
    if (!keys.length) return { [COMMON_KEYS[pick % COMMON_KEYS.length]!]: oddOne };
    return { ...value, [keys[pick % keys.length]!]: oddOne };
  });
  return fc.oneof(valid, oneOdd);
}

function validArb(s: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(s);
  const inner = (key: string) => arbFor(def[key] as z.ZodType, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArb(s);
    case 'number':
      return numberArb(s);
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null });
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return inner('innerType');
    case 'lazy':
      return arbFor((def.getter as () => z.ZodType)(), depth + 1);
    case 'pipe':
      return fc.oneof(inner('in'), inner('out'));
    case 'array':
      return fc.array(inner('element'), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((i) => arbFor(i, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => arbFor(o, depth + 1)));
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([a, b]) =>
          a && b && typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : b,
        );
    case 'record':
      return fc
        .array(fc.tuple(inner('keyType'), inner('valueType')), { maxLength: 3 })
        .map((pairs) => Object.fromEntries(pairs.map(([k, v]) => [String(k), v])));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, arbFor(v, depth + 1)])),
      );
    }
    default:
      return odd;
  }
}

const loose = fc.dictionary(fc.constantFrom(...COMMON_KEYS), odd, { maxKeys: 4 });

// ---------------------------------------------------------------- requests

const ODD_SEGMENTS = ['1', '0', '-1', '2147483648', '99999999999', 'abc', 'a\u0000b', '1.5', '１'];
const segment = fc.oneof(fc.constantFrom(...ODD_SEGMENTS), fc.string({ maxLength: 12 }));

/** Random values for the dynamic segments of a route path, and the path with them filled in. */
function paramsArb(route: string): fc.Arbitrary<{ params: Record<string, unknown>; url: string }> {
  const parts = route.split('/').filter(Boolean);
  return fc
    .tuple(
      ...parts.map((p) =>
        p.startsWith('[[...')
          ? fc.option(fc.array(segment, { minLength: 1, maxLength: 3 }), { nil: undefined })
          : p.startsWith('[...')
            ? fc.array(segment, { minLength: 1, maxLength: 3 })
            : p.startsWith('[')
              ? segment
              : fc.constant(p),
      ),
    )
    .map((values) => {
      const params: Record<string, unknown> = {};
      const url = parts.map((p, i) => {
        const v = values[i];
        if (!p.startsWith('[')) return p;
        params[p.replace(/[[\].]/g, '')] = v;
        return [v ?? []]
          .flat()
          .map((x) => encodeURIComponent(String(x)))
          .join('/');
      });
      return { params, url: `/${url.filter(Boolean).join('/')}` };
    });
}

function queryString(input: unknown): string {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    for (const one of [v].flat()) {
      if (one === undefined) continue;
      q.append(k, one === null ? '' : typeof one === 'object' ? JSON.stringify(one) : String(one));
    }
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

const ODD_BODIES = ['[]', '"x"', '123', 'null', '{"a":', '{"a":"\\u0000"}'];
const bodyArb = (input: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: input.map((v) => JSON.stringify(v ?? {})), weight: 9 },
    { arbitrary: fc.constantFrom(...ODD_BODIES), weight: 1 },
  );

// ---------------------------------------------------------------- the database

// Bookkeeping, not data: the rate-limit windows, and the search log that every search by
// anyone writes (the listing API records its keyword; request-boundary-get-writes skips it too).
const tables = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => is(t, PgTable) && t !== rateLimits && t !== schema.searchRecords)
  .map((t) => getTableName(t));

/** Row counts of every table but the bookkeeping ones above. */
async function rowCounts(): Promise<Record<string, number>> {
  const cols = tables.map((t) => `(SELECT count(*) FROM "${t}")::int AS "${t}"`).join(', ');
  const result = (await db.execute(sql.raw(`SELECT ${cols}`))) as unknown as {
    rows: Record<string, number>[];
  };
  return result.rows[0]!;
}

type Who = 'visitor' | 'buyer' | 'supplier' | 'operator';
const people: Record<Exclude<Who, 'visitor'>, number> = { buyer: 0, supplier: 0, operator: 0 };

beforeAll(async () => {
  await insertBasics();
  people.buyer = (await signedInUser(2)).user.id;
  people.supplier = (await signedInUser(1)).user.id;
  people.operator = (await signedInUser(undefined, true)).user.id;
});

/** Fresh sessions for each route: a random logout or switch must not leak into the next. */
async function cookies(): Promise<Record<Who, string | undefined>> {
  const out: Record<Who, string | undefined> = {
    visitor: undefined,
    buyer: undefined,
    supplier: undefined,
    operator: undefined,
  };
  // A random call to ops' disable (ids are small numbers) may have hit one of these users.
  const ids = Object.values(people);
  await db
    .update(schema.users)
    .set({ disabledAt: null, disabledReason: null })
    .where(inArray(schema.users.id, ids));
  for (const who of ['buyer', 'supplier', 'operator'] as const) {
    out[who] = `${SESSION_COOKIE}=${(await createSession(people[who])).token}`;
  }
  return out;
}

// ---------------------------------------------------------------- the property

const endpoints = Object.entries(apiRoutes as Record<string, Method[]>).flatMap(
  ([route, methods]) => methods.map((method) => ({ route, method })),
);

/**
 * Waits for export tasks an earlier (signed-in) run started: they write their file a moment
 * later, which would otherwise count as the next visitor's write.
 */
async function settleExports(): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const busy = await db
      .select({ id: exportTasks.id })
      .from(exportTasks)
      .where(inArray(exportTasks.status, ['pending', 'running']))
      .limit(1);
    if (!busy.length) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('odd input on every API route', () => {
  it.each(endpoints)(
    '$method $route never answers 500, and a visitor writes nothing',
    async ({ route, method }) => {
      const mod = (await import(
        /* @vite-ignore */ path.join(ROOT, 'app', route, 'route.ts')
      )) as Record<string, RouteFn>;
      const fn = mod[method];
      expect(fn, `${method} ${route} is exported`).toBeTypeOf('function');
      const inputSchema = fn!.options?.input as z.ZodType | undefined;
      const input = inputSchema ? arbFor(inputSchema) : loose;
      const bodyless = method === 'GET' || method === 'DELETE';
      const jar = await cookies();
      const writes = VISITOR_WRITES[route];

      await fc.assert(
        fc.asyncProperty(
          paramsArb(route),
          bodyless ? input.map(queryString) : bodyArb(input),
          fc.constantFrom<Who>('visitor', 'visitor', 'buyer', 'supplier', 'operator'),
          async ({ params, url }, payload, who) => {
            const req = request(bodyless ? `${url}${payload}` : url, {
              method,
              cookie: jar[who],
              body: bodyless ? undefined : payload,
            });
            if (who === 'visitor' && !writes) await settleExports();
            const before = who === 'visitor' && !writes ? await rowCounts() : undefined;
            const failed = vi.spyOn(logger, 'error').mockClear();
            const res = await fn!(req, { params: Promise.resolve(params) });
            await flushTrackEvents();
            await db.delete(rateLimits).where(sql`true`);
            const what = `${who} ${method} ${req.nextUrl.pathname}${req.nextUrl.search} ${bodyless ? '' : payload}`;
            // The log's error names the cause (the test's log is silent).
            const cause = failed.mock.calls.map(([record]) => {
              const err = (record as { err?: Error }).err;
              return `${String(err)} ${String(err?.cause ?? '')}`;
            });
            expect(res.status, `${what} ${cause.join('; ')}`).not.toBe(500);
            if (before) expect(await rowCounts(), what).toEqual(before);
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
  );
});
