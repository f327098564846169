import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { describeIssue, type z } from '@/lib/zod';
import type { TopType } from '@/lib/roles';
import {
  findSessionUser,
  SESSION_COOKIE,
  type SessionUser,
} from '@/server/services/identity/session';
import { HttpError, MSG } from './errors';
import { hitLimit } from './rate-limit';

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
  | { auth: 'operator' };

export type HandlerOptions<S extends z.ZodType | undefined> = Access & {
  /** Validates the query (GET/DELETE) or the JSON body (other methods). */
  input?: S;
  /** Chinese names for fields, used in 400 messages. */
  labels?: Record<string, string>;
  /** Per-IP limit: `max` calls per `windowSeconds`, keyed by this name. */
  rateLimit?: { name: string; max: number; windowSeconds: number };
};

export interface HandlerContext<I, U> {
  req: NextRequest;
  input: I;
  params: Record<string, string | string[]>;
  user: U;
  ip: string;
}

type UserFor<O> = O extends { auth: 'user' | 'operator' } ? SessionUser : SessionUser | null;
type InputFor<S> = S extends z.ZodType ? z.output<S> : undefined;
type RouteContext = { params: Promise<Record<string, string | string[]>> };

export function clientIp(req: NextRequest): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.headers.get('x-real-ip') || '127.0.0.1';
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

/**
 * Wraps a route handler so every one runs the same way: rate limit, session, role,
 * zod parse, the service call, then the envelope. Unexpected errors become a logged
 * 500 that leaks no stack.
 */
export function handler<S extends z.ZodType | undefined, O extends HandlerOptions<S>, T>(
  options: O & HandlerOptions<S> & { input?: S },
  fn: (ctx: HandlerContext<InputFor<S>, UserFor<O>>) => Promise<T | Response>,
) {
  return async (req: NextRequest, route?: RouteContext): Promise<Response> => {
    try {
      const ip = clientIp(req);
      if (options.rateLimit) {
        const { name, max, windowSeconds } = options.rateLimit;
        const hit = await hitLimit(`${name}:ip:${ip}`, max, windowSeconds);
        if (!hit.allowed) {
          const res = fail(429, MSG.tooMany);
          res.headers.set('Retry-After', String(hit.retryAfter));
          return res;
        }
      }
      const user = await findSessionUser(req.cookies.get(SESSION_COOKIE)?.value);
      if (options.auth === 'user' || options.auth === 'operator') {
        if (!user) return fail(401, MSG.loginRequired);
        if (options.auth === 'operator' && !user.isOperator) return fail(403, MSG.forbidden);
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
      });
      return result instanceof Response ? result : ok(result);
    } catch (error) {
      if (error instanceof HttpError) return fail(error.status, error.message, error.code);
      console.error(`[api] ${req.method} ${req.nextUrl.pathname} failed`, error);
      return fail(500, MSG.server);
    }
  };
}
