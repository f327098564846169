import type { Env } from './env';
import { trackingScriptSrc } from './tracking';

type BucketEnv = Pick<
  Env,
  | 'STORAGE_DRIVER'
  | 'S3_ENDPOINT'
  | 'S3_PUBLIC_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_FORCE_PATH_STYLE'
>;
export type SecurityEnv = Pick<
  Env,
  'APP_ENV' | 'TRACKING_SCRIPT_URL' | 'TRACKING_SCRIPT_TEST_URL'
> &
  Partial<BucketEnv>;

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

/** The bucket's origin as browsers see it, when uploads are posted straight to it (docs/storage.md). */
export function bucketOrigin(env: Partial<BucketEnv>): string[] {
  if (env.STORAGE_DRIVER !== 's3' || !env.S3_BUCKET) return [];
  const base =
    env.S3_PUBLIC_ENDPOINT ??
    env.S3_ENDPOINT ??
    `https://s3.${env.S3_REGION ?? 'us-east-1'}.amazonaws.com`;
  if (!URL.canParse(base)) return [];
  const url = new URL(base);
  // Virtual-hosted style (OSS, COS, AWS): the bucket is part of the host name.
  if (!env.S3_FORCE_PATH_STYLE) url.hostname = `${env.S3_BUCKET}.${url.hostname}`;
  return [url.origin];
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
 * its own origin), and the bucket that uploads are posted to with STORAGE_DRIVER=s3. The chat and the account site are opened as pages (window.open, links),
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
  // Uploads are posted to the bucket, and private files (shown as images or framed PDFs) redirect to it.
  const bucket = bucketOrigin(env);
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
    ['img-src', "'self'", 'data:', 'blob:', ...tracking, ...bucket],
    ['connect-src', "'self'", ...tracking, ...bucket],
    ['frame-src', "'self'", ...bucket],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Headers for every response (next.config.ts `headers()`, frozen at build). The policy above is
 * not among them: its origins (the bucket, the tracking script) are settings of the running
 * process, so proxy.ts sets it on every page; one build then serves any bucket.
 */
export function securityHeaders(env: Pick<Env, 'APP_ENV'>): Header[] {
  return [
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
 * environment serves that environment's headers (no HSTS in prod).
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
