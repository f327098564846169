/** The key of a page in the SEO table: its path without query, hash or trailing slash. */
export function seoPathKey(url: string): string {
  let path = url.trim();
  try {
    path = new URL(path, 'http://x').pathname;
  } catch {
    path = path.split(/[?#]/)[0] ?? '';
  }
  path = path.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * The title of a phone page that has a desktop twin: marked 手机版 so the two pages do not
 * share a title (WCAG 2.4.2) and search results tell them apart.
 */
export function mobileTitle(title: string): string {
  return `${title}（手机版）`;
}
