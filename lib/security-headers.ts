import type { Env } from './env';
import { trackingScriptSrc } from './tracking';

export type SecurityEnv = Pick<Env, 'APP_ENV' | 'TRACKING_SCRIPT_URL' | 'TRACKING_SCRIPT_TEST_URL'>;

export interface SecurityHeaderOptions {
  /** `next dev`: React Refresh evaluates code, so script-src needs 'unsafe-eval'. */
  dev?: boolean;
}

export interface Header {
  key: string;
  value: string;
}

const HSTS_MAX_AGE = 365 * 24 * 3600;

function originOf(url: string | undefined): string[] {
  return url && URL.canParse(url) ? [new URL(url).origin] : [];
}

/**
 * The Content-Security-Policy of every response.
 *
 * Scripts: 'unsafe-inline' rather than nonces or hashes. Pages are prerendered once per realm
 * and served from Next's ISR cache; a per-request nonce would make every page dynamic and
 * lose that cache, and the inline RSC payload scripts differ per page, so no fixed list of
 * hashes exists. What the policy still stops: scripts from any other origin, plugins,
 * `<base>` hijacking, forms posting elsewhere and framing by other sites. Rich text from the
 * database goes through the sanitising component, which is the defence against injected
 * inline script.
 *
 * Origins beyond 'self': the tracking script of this APP_ENV (it loads from, and reports to,
 * its own origin). The chat and the account site are opened as pages (window.open, links),
 * never fetched or framed, so they need no entry. Frames are our own PDF previews of /files
 * (components/preview, the bid notice page), so frame-src and frame-ancestors stay 'self'.
 */
export function contentSecurityPolicy(env: SecurityEnv, options: SecurityHeaderOptions = {}) {
  const tracking = originOf(
    trackingScriptSrc(env.APP_ENV, {
      prod: env.TRACKING_SCRIPT_URL,
      test: env.TRACKING_SCRIPT_TEST_URL,
    }),
  );
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      "'unsafe-inline'",
      ...(options.dev ? ["'unsafe-eval'"] : []),
      ...tracking,
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for captcha puzzles and inline SVG, blob: for local previews of chosen files.
    ['img-src', "'self'", 'data:', 'blob:', ...tracking],
    ['connect-src', "'self'", ...tracking],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Headers for every response (next.config.ts `headers()`). */
export function securityHeaders(env: SecurityEnv, options: SecurityHeaderOptions = {}): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Older browsers ignore frame-ancestors; this says the same to them.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    // Browsers ignore HSTS over plain http, so sending it in prod is safe behind a TLS proxy;
    // other environments often run on plain http hosts that must stay reachable.
    ...(env.APP_ENV === 'prod'
      ? [{ key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE}` }]
      : []),
  ];
}

/**
 * Next computes `headers()` once, at build, into routes-manifest.json: a build made for another
 * environment serves that environment's policy (no HSTS in prod, the wrong tracking origin).
 * Names the headers whose built value differs from what `expected` says.
 */
export function staleHeaders(expected: readonly Header[], built: readonly Header[]): string[] {
  const valueOf = (list: readonly Header[], key: string) =>
    list.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;
  const keys = new Set([
    ...expected.map((h) => h.key),
    ...(valueOf(built, 'Strict-Transport-Security') ? ['Strict-Transport-Security'] : []),
  ]);
  return [...keys].filter((key) => valueOf(expected, key) !== valueOf(built, key));
}
