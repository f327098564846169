import { NextResponse, type NextRequest } from 'next/server';
import { internalListPath } from '@/lib/cached-list';
import { routeMatcher, routeMethods } from '@/lib/route-match';
import { trimmedKeywordQuery } from '@/lib/search-box';
import { contentSecurityPolicy } from '@/lib/security-headers';
import apiRoutes from '@/server/http/api-routes.json';
import { env } from '@/server/env';
import { MSG } from '@/server/http/errors';
import { logger } from '@/server/observability/logger';
import { REQUEST_ID_HEADER, requestIdFor } from '@/server/observability/request-id';
import { syncSignedInHint } from '@/server/services/identity/auth';
import { themeCodeForHostHeader } from '@/server/services/theme';

/** Header carrying the resolved theme to pages and handlers that need it. */
const THEME_HEADER = 'x-mall-theme';

// Per process, from its own settings: the bucket uploads are posted to and the tracking script
// are not known when the build is made (lib/security-headers).
const CSP = contentSecurityPolicy(env, { dev: process.env.NODE_ENV === 'development' });

const matchApiRoute = routeMatcher(apiRoutes);
const apiMethods = routeMethods(apiRoutes);

/**
 * Gives every API call a request id (a sane incoming `x-request-id`, else a new one) that the
 * handler logs and every answer carries, this one's 405 included. A known API path called with
 * a method its route does not export answers 405 in the JSON envelope with an Allow header
 * (Next.js would answer an empty 405). Unknown paths go on to app/v1/api/[...rest] (404).
 */
function apiMethodCheck(req: NextRequest) {
  const requestId = requestIdFor(req.headers.get(REQUEST_ID_HEADER));
  const allowed = apiMethods(req.nextUrl.pathname);
  if (!allowed || allowed.includes(req.method)) {
    const headers = new Headers(req.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    const res = NextResponse.next({ request: { headers } });
    res.headers.set(REQUEST_ID_HEADER, requestId);
    return res;
  }
  const route = matchApiRoute(req.nextUrl.pathname)?.pattern;
  logger.info({ requestId, method: req.method, route, status: 405 }, 'request');
  return NextResponse.json(
    { code: 405, msg: MSG.methodNotAllowed, data: null },
    { status: 405, headers: { Allow: allowed.join(', '), [REQUEST_ID_HEADER]: requestId } },
  );
}

/**
 * Maps the Host to its theme and rewrites the page request to the internal theme segment
 * (`/product` on jinwan.localhost renders `app/[theme]/product` with theme=jinwan), so each
 * realm's pages are cached on their own while public URLs stay the spec's. Lists (lib/cached-list)
 * also carry their query in the path, so each list state is a cached page too.
 */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (pathname.startsWith('/v1/api/')) return apiMethodCheck(req);
  if (pathname === '/favicon.ico') {
    return NextResponse.rewrite(new URL('/v1/api/mall/favicon', req.url));
  }
  const trimmed = trimmedKeywordQuery(req.nextUrl.searchParams);
  if (trimmed !== null) {
    // Next wants an absolute Location here (a relative one fails with 500) and sends a
    // same-origin one relative, so behind a reverse proxy the browser keeps its own address.
    const to = new URL(trimmed ? `${pathname}?${trimmed}` : pathname, req.url);
    return NextResponse.redirect(to, 308);
  }
  const code = (await themeCodeForHostHeader(req.headers.get('host'))) ?? 'main';
  const headers = new Headers(req.headers);
  headers.set(THEME_HEADER, code);
  const list = internalListPath(pathname, req.nextUrl.searchParams);
  const target = list ?? `${pathname === '/' ? '' : pathname}${search}`;
  const res = NextResponse.rewrite(new URL(`/${code}${target}`, req.url), { request: { headers } });
  res.headers.set('Content-Security-Policy', CSP);
  syncSignedInHint(req, res);
  return res;
}

export const config = {
  // Backend routes, static assets, uploaded files, robots.txt and the sitemaps (they read the
  // Host themselves) are served as they are; API calls only have their method checked and get a
  // request id. Upload routes skip the proxy: Next.js
  // copies every body it passes through one and cuts it at proxyClientMaxBodySize (10 MB); their
  // handlers check size and type themselves (a wrong method gets Next's bare 405).
  matcher: [
    '/((?!_next/|v1/|captcha/|files/|robots\\.txt|sitemap\\.xml|sitemaps/).*)',
    '/v1/api/((?!(?:file/(?:public|private)Upload|supplier/item/import)$).*)',
  ],
};
