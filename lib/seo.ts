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
 * Of a path's SEO rows, the one a realm shows: the realm's own row, else the row for every realm
 * (themeType null). No realm (null) sees only the row for every realm.
 */
export function realmSeoRow<T extends { themeType: number | null }>(
  rows: readonly T[],
  themeType: number | null,
): T | undefined {
  const own = themeType === null ? undefined : rows.find((r) => r.themeType === themeType);
  return own ?? rows.find((r) => r.themeType === null);
}

/**
 * The title of a phone page that has a desktop twin: marked 手机版 so the two pages do not
 * share a title (WCAG 2.4.2) and search results tell them apart.
 */
export function mobileTitle(title: string): string {
  return `${title}（手机版）`;
}
