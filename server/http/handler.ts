import 'server-only';
import { NextRequest, NextResponse } from 'next/server';
import apiRoutes from '@/server/http/api-routes.json';
import { hostName } from '@/lib/host';
import { isRealmHost, refuseWrite } from '@/lib/request-origin';
import { routeMatcher } from '@/lib/route-match';
import { describeIssue, type z } from '@/lib/zod';
import { opsAllows, type OpsGrant, type OpsRole } from '@/lib/ops-roles';
import type { TopType } from '@/lib/roles';
import { env } from '@/server/env';
import { logger } from '@/server/observability/logger';
import { metrics } from '@/server/observability/metrics';
import { REQUEST_ID_HEADER, requestIdFor } from '@/server/observability/request-id';
import {
  findSessionUser,
  SESSION_COOKIE,
  type SessionUser,
} from '@/server/services/identity/session';
import { opsGrantsOf } from '@/server/services/ops-access';
import { realmDomains, themeCodeForHostHeader } from '@/server/services/theme';
import { JSON_BODY_LIMIT, readBody, type BodyKind } from './body';
import { clientIp } from './client-ip';
import { HttpError, inputRefusal, MSG } from './errors';
import { hitLimit } from './rate-limit';

export { clientIp } from './client-ip';

/** The `{ code, msg, data }` envelope of every JSON answer (ARCHITECTURE.md). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, init?: ResponseInit): NextResponse<Envelope<T>> {
  return NextResponse.json({ code: 0, msg: 'success', data }, init);
}

export function fail(
  status: number,
  msg: string,
  code: number = status,
): NextResponse<Envelope<null>> {
  return NextResponse.json({ code, msg, data: null }, { status });
}

type Access =
  | { auth?: 'optional' }
  | { auth: 'user'; topType?: TopType; forbiddenMsg?: string }
  /**
   * The ops console: a user holding one of these roles ('super' always passes; lib/ops-roles).
   * A realm operator passes the entry of a realm-scoped endpoint; the service then checks the
   * realm it acts on with opsAllows and ctx.grants.
   */
  | { auth: 'ops'; roles: readonly OpsRole[] }
  /** No session lookup at all: probes answer without the database. */
  | { auth: 'none' };

export type HandlerOptions<S extends z.ZodType | undefined> = Access & {
  /** Validates the query (GET/DELETE) or the JSON body (other methods). */
  input?: S;
  /** Chinese names for fields, used in 400 messages. */
  labels?: Record<string, string>;
  /** Per-IP limit: `max` calls per `windowSeconds`, keyed by this name. */
  rateLimit?: { name: string; max: number; windowSeconds: number };
  /**
   * A GET that writes (the spec keeps a few writes on GET): it gets the same origin check as
   * POST/PUT/PATCH/DELETE, which are always writes. tests/integration/get-writes.test.ts
   * fails on a GET that writes without it.
   */
  write?: true;
  /** What the body holds: JSON (default) or a multipart upload; anything else answers 415. */
  body?: BodyKind;
  /** The largest body in bytes (413 above it); 1 MB by default. */
  bodyLimit?: number;
};

export interface HandlerContext<I, U> {
  req: NextRequest;
  input: I;
  params: Record<string, string | string[]>;
  user: U;
  ip: string;
  /** The user's ops roles; only read on `auth: 'ops'` routes (empty elsewhere). */
  grants: OpsGrant[];
}

type UserFor<O> = O extends { auth: 'user' | 'ops' } ? SessionUser : SessionUser | null;
type InputFor<S> = S extends z.ZodType ? z.output<S> : undefined;
type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** A route handler, carrying its options for the tests that walk every route. */
export type RouteHandler = ((req: NextRequest, route?: RouteContext) => Promise<Response>) & {
  options: HandlerOptions<z.ZodType | undefined>;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const matchRoute = routeMatcher(apiRoutes);
const accountSiteHost = env.ACCOUNT_SITE_URL ? new URL(env.ACCOUNT_SITE_URL).hostname : null;

/** Refuses a write another site could have caused (lib/request-origin has the rule). */
async function checkWriteSource(req: NextRequest): Promise<void> {
  const ownHost = hostName(req.headers.get('host'));
  const domains = await realmDomains();
  const refusal = refuseWrite({
    method: req.method,
    headers: req.headers,
    isOwnHost: (host) => host === ownHost || host === accountSiteHost || isRealmHost(host, domains),
  });
  if (refusal) throw new HttpError(403, MSG.foreignWrite);
}

/** The request with its body read (bounded) into memory, so services may read it again. */
async function withBoundedBody(req: NextRequest, kind: BodyKind, limit: number) {
  if (req.method === 'GET' || req.method === 'HEAD') return req;
  const body = await readBody(req, kind, limit);
  return new NextRequest(req.url, {
    method: req.method,
    headers: req.headers,
    body: body.length ? body : undefined,
  });
}

async function readInput(req: NextRequest): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'DELETE') {
    const out: Record<string, string | string[]> = {};
    for (const key of new Set(req.nextUrl.searchParams.keys())) {
      const all = req.nextUrl.searchParams.getAll(key);
      out[key] = all.length > 1 ? all : (all[0] ?? '');
    }
    return out;
  }
  const text = await req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, '请求体不是有效的 JSON');
  }
}

/** A response whose headers may be set (Response.redirect and fetched ones are immutable). */
function withHeader(res: Response, name: string, value: string): Response {
  try {
    res.headers.set(name, value);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Wraps a route handler so every one runs the same way: the write-origin check, the body's
 * type and size, rate limit, session, role, zod parse, the service call, then the envelope.
 * Every answer carries `x-request-id` and is logged and measured once; unexpected errors
 * become a 500 whose stack goes to the log, never to the client.
 */
export function handler<S extends z.ZodType | undefined, O extends HandlerOptions<S>, T>(
  options: O & HandlerOptions<S> & { input?: S },
  fn: (ctx: HandlerContext<InputFor<S>, UserFor<O>>) => Promise<T | Response>,
): RouteHandler {
  const serve = async (
    incoming: NextRequest,
    route: RouteContext | undefined,
    seen: { user: SessionUser | null; ip?: string },
  ): Promise<Response> => {
    if (options.write || !SAFE_METHODS.has(incoming.method)) await checkWriteSource(incoming);
    const req = await withBoundedBody(
      incoming,
      options.body ?? 'json',
      options.bodyLimit ?? JSON_BODY_LIMIT,
    );
    const ip = (seen.ip = clientIp(req));
    if (options.rateLimit) {
      const { name, max, windowSeconds } = options.rateLimit;
      const hit = await hitLimit(`${name}:ip:${ip}`, max, windowSeconds);
      if (!hit.allowed) {
        const res = fail(429, MSG.tooMany);
        res.headers.set('Retry-After', String(hit.retryAfter));
        return res;
      }
    }
    const user =
      options.auth === 'none'
        ? null
        : await findSessionUser(req.cookies.get(SESSION_COOKIE)?.value);
    seen.user = user;
    let grants: OpsGrant[] = [];
    if (options.auth === 'user' || options.auth === 'ops') {
      if (!user) return fail(401, MSG.loginRequired);
      if (options.auth === 'ops') {
        grants = await opsGrantsOf(user.id);
        if (!opsAllows(grants, { role: options.roles })) return fail(403, MSG.forbidden);
      }
      if (options.auth === 'user' && options.topType && user.topType !== options.topType) {
        return fail(403, options.forbiddenMsg ?? MSG.forbidden);
      }
    }
    let input: unknown = undefined;
    if (options.input) {
      const parsed = options.input.safeParse(await readInput(req));
      if (!parsed.success) return fail(400, describeIssue(parsed.error, options.labels));
      input = parsed.data;
    }
    const params = route ? await route.params : {};
    const result = await fn({
      req,
      input: input as InputFor<S>,
      params,
      user: user as UserFor<O>,
      ip,
      grants,
    });
    return result instanceof Response ? result : ok(result);
  };

  const run = async (req: NextRequest, route?: RouteContext): Promise<Response> => {
    const started = performance.now();
    const requestId = requestIdFor(req.headers.get(REQUEST_ID_HEADER));
    const pattern = matchRoute(req.nextUrl.pathname)?.pattern ?? 'unmatched';
    const seen: { user: SessionUser | null; ip?: string } = { user: null };
    let res: Response;
    try {
      res = await serve(req, route, seen);
    } catch (error) {
      const refusal = error instanceof HttpError ? error : inputRefusal(error);
      if (refusal) {
        if (refusal !== error) {
          logger.warn({ err: error, requestId, route: pattern }, 'database refused odd input');
        }
        res = fail(refusal.status, refusal.message, refusal.code);
      } else {
        logger.error(
          { err: error, requestId, method: req.method, route: pattern },
          'request failed',
        );
        res = fail(500, MSG.server);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    metrics.httpDuration.observe(
      { route: pattern, method: req.method, status: String(res.status) },
      seconds,
    );
    // Probes must answer while the database is down; the theme lookup needs it.
    const theme =
      options.auth === 'none'
        ? undefined
        : await themeCodeForHostHeader(req.headers.get('host')).catch(() => undefined);
    logger[res.status >= 500 ? 'warn' : 'info'](
      {
        requestId,
        method: req.method,
        route: pattern,
        status: res.status,
        durationMs: Math.round(seconds * 1000),
        theme,
        userId: seen.user?.id ?? null,
        ip: seen.ip,
      },
      'request',
    );
    return withHeader(res, REQUEST_ID_HEADER, requestId);
  };
  return Object.assign(run, { options: options as RouteHandler['options'] });
}
