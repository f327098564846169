import type { AppEnv } from './env';

/** Paths no crawler needs: the backend, the buyer's and supplier's own pages, sign-in, ops. */
export const PRIVATE_PATHS = [
  '/v1/api/',
  '/captcha/',
  '/shopping-cart',
  '/confirm-order',
  '/orders',
  '/workbench/',
  '/reg/',
  '/mobile/reg/',
  '/auth',
  '/mobile/authentication',
  '/ops',
  '/preview',
  '/compare-item',
  '/search-image',
] as const;

/**
 * List states beyond the first page of a keyword or category (lib/canonical): another page,
 * a sort or a second filter. Baidu and Google read `*` inside a rule.
 */
export const LIST_STATE_PATTERNS = [
  '/*?*sort=',
  '/*?*page=',
  '/*?*pageNo=',
  '/*?*pageSize=',
  '/*?*sortColumn=',
  '/*?*categoryIds=',
  '/*?*customWord=',
  '/*?*customRefer=',
] as const;

/**
 * robots.txt of a realm: everything public is open except the paths above, and the realm's
 * sitemap index is named. Outside prod nothing is crawled, so sit/dev/uat never get indexed.
 */
export function robotsTxt(appEnv: AppEnv, origin: string): string {
  if (appEnv !== 'prod') return 'User-agent: *\nDisallow: /\n';
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PATHS, ...LIST_STATE_PATTERNS].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
