/**
 * The header the mall's API client sends on every call. Another site cannot add it to a
 * request that carries the visitor's cookies without a CORS preflight, which the mall never
 * grants, so its presence proves the call came from the mall's own script.
 */
export const CLIENT_HEADER = 'x-requested-with';
export const CLIENT_HEADER_VALUE = 'XMLHttpRequest';

/** Why a write is refused; null when it may go ahead. */
export type WriteRefusal = 'cross-site' | 'foreign-origin' | 'no-client-header';

export interface WriteSource {
  method: string;
  headers: Pick<Headers, 'get'>;
  /** Whether a host name is one of ours (a realm's domain, this request's own host). */
  isOwnHost: (host: string) => boolean;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Decides whether a request that writes may go ahead:
 * 1. a browser that marks it `Sec-Fetch-Site: cross-site` is refused;
 * 2. an `Origin` (the `Referer` when there is no Origin) must name one of our hosts
 *    (`Origin: null`, from sandboxed frames and some redirects, is foreign);
 * 3. it must carry the client header, except a GET that the browser shows to be a link on
 *    our own pages (`Sec-Fetch-Site: same-origin`/`none`, or an Origin/Referer of ours):
 *    such links (the rights download) keep working without script.
 * A request with neither Sec-Fetch-Site, Origin nor Referer (a script or tool, not a
 * browser following another site's link or form) is accepted with the client header.
 */
export function refuseWrite({ method, headers, isOwnHost }: WriteSource): WriteRefusal | null {
  const fetchSite = headers.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site') return 'cross-site';
  const source = headers.get('origin') ?? headers.get('referer');
  if (source !== null) {
    const host = hostOf(source);
    if (!host || !isOwnHost(host)) return 'foreign-origin';
  }
  if (headers.get(CLIENT_HEADER) === CLIENT_HEADER_VALUE) return null;
  const isLink = method === 'GET' || method === 'HEAD';
  if (isLink && (source !== null || fetchSite === 'same-origin' || fetchSite === 'none')) {
    return null;
  }
  return 'no-client-header';
}

/**
 * Whether a host belongs to a realm: one of its domains, or a sub-domain of a dotted one
 * (`www.jinwan.localhost`), as the Host → theme resolver (lib/host) accepts them.
 */
export function isRealmHost(host: string, domains: readonly string[]): boolean {
  return domains.some((d) => host === d || (d.includes('.') && host.endsWith(`.${d}`)));
}
