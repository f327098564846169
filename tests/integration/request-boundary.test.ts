import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/v1/api/health/route';
import { GET as metricsRoute } from '@/app/v1/api/metrics/route';
import { GET as ready } from '@/app/v1/api/ready/route';
import { POST as login } from '@/app/v1/api/auth/login/route';
import { GET as switchEnterprise } from '@/app/v1/api/auth/enterprise/switch/route';
import { POST as postLog } from '@/app/v1/api/mall/log/route';
import { POST as publicUpload } from '@/app/v1/api/file/publicUpload/route';
import { proxy } from '@/proxy';
import { db } from '@/server/db';
import { openDb } from '@/server/db/client';
import { enterprises, errorLogs, userEnterprises, users } from '@/server/db/schema';
import { JSON_BODY_LIMIT } from '@/server/http/body';
import { handler } from '@/server/http/handler';
import { PEER_HEADER } from '@/server/http/client-ip';
import { logger } from '@/server/observability/logger';
import { metricsResponse } from '@/server/observability/metrics-endpoint';
import { insertBasics, json, signedInUser } from './fixtures';
import { inOneLimitWindow } from './limit-window';

const METRICS_TOKEN = 'test-metrics-token-0123456789';
await vi.hoisted(async () => {
  process.env.METRICS_TOKEN = 'test-metrics-token-0123456789';
});

beforeAll(insertBasics);

const BASE = 'http://localhost:3000';
const CLIENT = { 'x-requested-with': 'XMLHttpRequest' };
const logCount = async () => (await db.select({ n: count() }).from(errorLogs))[0]!.n;

/** A request with exactly the headers given (plus Host), as a browser or a script sends it. */
function raw(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
) {
  return new NextRequest(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: { host: 'localhost:3000', ...init.headers },
    body: init.body,
    // A streamed body (no Content-Length) needs half duplex.
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
}

const logBody = JSON.stringify({ url: '/x', message: 'm' });
const jsonHeaders = { 'content-type': 'application/json', ...CLIENT };

/** A signed-in user with a second approved enterprise to switch to. */
async function userWithTwoEnterprises() {
  const { user, cookie } = await signedInUser(2);
  const [other] = await db
    .insert(enterprises)
    .values({ name: `第二企业${user.id}`, type: 2, status: 1 })
    .returning({ id: enterprises.id });
  await db.insert(userEnterprises).values([
    { userId: user.id, enterpriseId: user.activeEnterpriseId! },
    { userId: user.id, enterpriseId: other!.id },
  ]);
  const active = async () =>
    (await db.select().from(users).where(eq(users.id, user.id)))[0]!.activeEnterpriseId;
  return { cookie, otherId: other!.id, active };
}

describe('writes another site could cause', () => {
  it('refuses a cross-site GET write without the client header, writing nothing', async () => {
    const { cookie, otherId, active } = await userWithTwoEnterprises();
    const before = await active();
    const res = await switchEnterprise(
      raw(`/v1/api/auth/enterprise/switch?enterpriseId=${otherId}`, {
        headers: { cookie, 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' },
      }),
    );
    expect(await json(res)).toMatchObject({ status: 403, code: 403 });
    expect(await active()).toBe(before);
  });

  it('refuses a GET write with no sign of where it came from', async () => {
    const { cookie, otherId, active } = await userWithTwoEnterprises();
    const before = await active();
    const res = await switchEnterprise(
      raw(`/v1/api/auth/enterprise/switch?enterpriseId=${otherId}`, { headers: { cookie } }),
    );
    expect(res.status).toBe(403);
    expect(await active()).toBe(before);
  });

  it('keeps a same-origin plain link to a GET write working', async () => {
    const { cookie, otherId, active } = await userWithTwoEnterprises();
    const res = await switchEnterprise(
      raw(`/v1/api/auth/enterprise/switch?enterpriseId=${otherId}`, {
        headers: { cookie, 'sec-fetch-site': 'same-origin', referer: `${BASE}/workbench` },
      }),
    );
    expect(res.status).toBe(200);
    expect(await active()).toBe(otherId);
  });

  it('refuses a cross-origin POST, with or without the client header, writing nothing', async () => {
    const before = await logCount();
    for (const headers of <Record<string, string>[]>[
      { ...jsonHeaders, origin: 'https://evil.example' },
      { ...jsonHeaders, referer: 'https://evil.example/form' },
      { ...jsonHeaders, origin: 'null' },
      { ...jsonHeaders, 'sec-fetch-site': 'cross-site' },
      // A form or a script of another site cannot add the client header.
      { 'content-type': 'application/json', origin: BASE },
    ]) {
      const res = await postLog(
        raw('/v1/api/mall/log', { method: 'POST', headers, body: logBody }),
      );
      expect(await json(res), JSON.stringify(headers)).toMatchObject({
        status: 403,
        msg: '请求来源不受信任，请在本站页面内操作',
      });
    }
    expect(await logCount()).toBe(before);
  });

  it('accepts the mall script from its own host, a realm domain, or with no Origin at all', async () => {
    const before = await logCount();
    for (const headers of <Record<string, string>[]>[
      { ...jsonHeaders, origin: BASE, 'sec-fetch-site': 'same-origin' },
      { ...jsonHeaders, origin: 'http://jinwan.localhost:3000', 'sec-fetch-site': 'same-site' },
      jsonHeaders,
    ]) {
      const res = await postLog(
        raw('/v1/api/mall/log', { method: 'POST', headers, body: logBody }),
      );
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
    expect(await logCount()).toBe(before + 3);
  });
});

describe('request bodies', () => {
  it('answers a 12 MB JSON body 413 in the envelope, writing nothing', async () => {
    const before = await logCount();
    const big = JSON.stringify({ url: '/x', message: 'x'.repeat(12 * 1024 * 1024) });
    const res = await postLog(
      raw('/v1/api/mall/log', { method: 'POST', headers: jsonHeaders, body: big }),
    );
    expect(await json(res)).toMatchObject({
      status: 413,
      code: 413,
      msg: '请求内容过大，最多 1 MB',
    });
    expect(await logCount()).toBe(before);
  });

  it('counts a streamed body whose length is not declared', async () => {
    const before = await logCount();
    const chunk = new Uint8Array(256 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"url":"/x","message":"m"}'));
        sent += 1;
        if (sent > 8) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const req = raw('/v1/api/mall/log', { method: 'POST', headers: jsonHeaders, body: stream });
    expect(req.headers.get('content-length')).toBeNull();
    expect((await postLog(req)).status).toBe(413);
    // Stopped soon after passing the limit, not read to the end.
    expect(sent * chunk.length).toBeLessThan(JSON_BODY_LIMIT + 3 * chunk.length);
    expect(await logCount()).toBe(before);
  });

  it('holds an upload route to its own limit, however its length is declared', async () => {
    const small = handler({ body: 'multipart', bodyLimit: 1024 }, async ({ req }) => {
      await req.formData();
      return 'read';
    });
    const form = new FormData();
    form.append('file', new File([new Uint8Array(4096)], 'a.png'));
    const body = new Uint8Array(await new Response(form).arrayBuffer());
    const type = new Response(form).headers.get('content-type')!;
    const lying = raw('/t', {
      method: 'POST',
      headers: { ...CLIENT, 'content-type': type, 'content-length': '100' },
      body,
    });
    expect((await small(lying)).status).toBe(413);
  });

  it('takes only JSON on JSON routes and only multipart on upload routes (415)', async () => {
    const before = await logCount();
    const asText = await postLog(
      raw('/v1/api/mall/log', {
        method: 'POST',
        headers: { ...CLIENT, 'content-type': 'text/plain' },
        body: logBody,
      }),
    );
    expect(await json(asText)).toMatchObject({ status: 415, code: 415 });
    const asForm = await postLog(
      raw('/v1/api/mall/log', {
        method: 'POST',
        headers: { ...CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'url=/x&message=m',
      }),
    );
    expect(asForm.status).toBe(415);
    expect(await logCount()).toBe(before);
    const jsonUpload = await publicUpload(
      raw('/v1/api/file/publicUpload', { method: 'POST', headers: jsonHeaders, body: '{}' }),
    );
    expect(await json(jsonUpload)).toMatchObject({
      status: 415,
      msg: '请求格式不支持，请以文件上传（multipart/form-data）提交',
    });
  });
});

describe('request ids', () => {
  it('returns a sane incoming x-request-id and replaces an odd one', async () => {
    const mine = await health(raw('/v1/api/health', { headers: { 'x-request-id': 'lb-42.a' } }));
    expect(mine.headers.get('x-request-id')).toBe('lb-42.a');
    const odd = await health(raw('/v1/api/health', { headers: { 'x-request-id': 'a b"c' } }));
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id on errors too, and logs the stack but never returns it', async () => {
    const errorSpy = vi.spyOn(logger, 'error');
    const warnSpy = vi.spyOn(logger, 'warn');
    const broken = handler({}, async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const res = await broken(raw('/v1/api/cart/count', { headers: { 'x-request-id': 'err-1' } }));
    expect(res.headers.get('x-request-id')).toBe('err-1');
    expect(await res.text()).not.toContain('secret_table');
    const [logged] = errorSpy.mock.calls.at(-1) as unknown as [Record<string, unknown>];
    expect(logged).toMatchObject({ requestId: 'err-1', route: '/v1/api/cart/count' });
    expect((logged.err as Error).stack).toContain('secret_table');
    const refused = await postLog(
      raw('/v1/api/mall/log', { method: 'POST', headers: { 'x-request-id': 'no-2' } }),
    );
    expect([refused.status, refused.headers.get('x-request-id')]).toEqual([403, 'no-2']);
    // One request line (a warning for a 5xx) with the route's template, not its path.
    const line = warnSpy.mock.calls
      .map(([first]) => first as unknown as Record<string, unknown>)
      .find((l) => l.requestId === 'err-1');
    expect(line).toMatchObject({ method: 'GET', route: '/v1/api/cart/count', status: 500 });
    errorSpy.mockRestore();
    warnSpy.mockRestore();
  });

  it('gives the proxy 405 and forwarded API calls an id', async () => {
    const refused = await proxy(raw('/v1/api/cart/12', { method: 'PATCH' }));
    expect(refused.status).toBe(405);
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await proxy(raw('/v1/api/no/such', { headers: { 'x-request-id': 'p-3' } }));
    expect(passed.headers.get('x-request-id')).toBe('p-3');
    expect(passed.headers.get('x-middleware-request-x-request-id')).toBe('p-3');
  });

  it('sends a search the browser posted with its spaces to the trimmed address', async () => {
    // Next sends a same-origin Location relative; tests/e2e/search.spec.ts follows it in Chromium.
    const target = (res: Response) => {
      const url = new URL(res.headers.get('location')!);
      return url.pathname + url.search;
    };
    const moved = await proxy(raw('/product?keyword=++%E5%9C%B0%E6%9D%BF+&sort=sales'));
    expect(moved.status).toBe(308);
    expect(target(moved)).toBe('/product?keyword=%E5%9C%B0%E6%9D%BF&sort=sales');
    const blank = await proxy(raw('/yeation/more?keyword=+'));
    expect(target(blank)).toBe('/yeation/more');
    const trimmed = await proxy(raw('/product?keyword=%E5%9C%B0%E6%9D%BF'));
    expect(trimmed.headers.get('x-middleware-rewrite')).toContain('/main/product/all/');
  });
});

describe('client IP', () => {
  it('does not let a rotated X-Forwarded-For escape the per-IP login limit', async () => {
    const attempt = (i: number) =>
      login(
        raw('/v1/api/auth/login', {
          method: 'POST',
          headers: {
            ...jsonHeaders,
            // An untrusted peer: its X-Forwarded-For is not believed.
            [PEER_HEADER]: '203.0.113.77',
            'x-forwarded-for': `198.51.100.${i}`,
          },
          body: JSON.stringify({ phone: '13900000077', password: `wrong-${i}` }),
        }),
      );
    const statuses = await inOneLimitWindow(60, async () => {
      const seen: number[] = [];
      for (let i = 1; i <= 31; i++) seen.push((await attempt(i)).status);
      return seen;
    });
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });

  it('answers normally with a 10 kB X-Forwarded-For', async () => {
    const forwarded = Array.from({ length: 1000 }, (_, i) => `10.0.${i % 250}.1`).join(', ');
    expect(forwarded.length).toBeGreaterThan(10_000);
    const res = await postLog(
      raw('/v1/api/mall/log', {
        method: 'POST',
        headers: { ...jsonHeaders, 'x-forwarded-for': forwarded },
        body: logBody,
      }),
    );
    expect(res.status).toBe(200);
  });
});

describe('probes and metrics', () => {
  it('answers health without the database, never cached', async () => {
    const res = await health(raw('/v1/api/health'));
    expect(await json(res)).toMatchObject({ status: 200, code: 0, data: { status: 'ok' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is ready with the database migrated and storage writable', async () => {
    const res = await ready(raw('/v1/api/ready'));
    expect(await json(res)).toMatchObject({
      status: 200,
      data: { ready: true, checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    const holder = globalThis as unknown as { __mallDb?: unknown };
    const real = holder.__mallDb;
    const unreachable = openDb({ url: 'postgres://mall:mall@127.0.0.1:1/none' });
    holder.__mallDb = unreachable;
    try {
      const res = await ready(raw('/v1/api/ready'));
      const body = await json<{ ready: boolean; checks: Record<string, string> }>(res);
      expect(body).toMatchObject({ status: 503, code: 503, msg: '服务未就绪：数据库、数据库迁移' });
      expect(body.data.ready).toBe(false);
      expect(body.data.checks.database).not.toBe('ok');
      expect(body.data.checks.storage).toBe('ok');
    } finally {
      holder.__mallDb = real;
      await unreachable.close();
    }
  });

  it('serves Prometheus text only to the configured token', async () => {
    await health(raw('/v1/api/health'));
    const scrape = (authorization?: string) =>
      metricsRoute(raw('/v1/api/metrics', { headers: authorization ? { authorization } : {} }));
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer wrong-token-0123456789')).status).toBe(401);
    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/v1\/api\/health",method="GET",status="200"\} \d+/,
    );
    expect(text).toMatch(/rate_limit_rejections_total\{limit="auth-login"\} [1-9]/);
    const unset = await metricsResponse(raw('/v1/api/metrics'), undefined);
    expect(unset.status).toBe(404);
  });
});
