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
