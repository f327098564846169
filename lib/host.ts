/** The host name of a Host header, lower-cased and without the port (IPv6 brackets kept). */
export function hostName(hostHeader: string | null | undefined): string {
  const raw = (hostHeader ?? '').trim().toLowerCase();
  if (raw.startsWith('[')) return raw.slice(0, raw.indexOf(']') + 1);
  return raw.split(':')[0] ?? '';
}

export interface HostRoute {
  code: string;
  domains: readonly string[];
  isDefault: boolean;
}

/**
 * Picks the theme serving a host: an exact domain match, then a realm's sub-domain
 * (`www.jinwan.localhost` → jinwan), then the default theme.
 */
export function themeCodeForHost(host: string, routes: readonly HostRoute[]): string | undefined {
  const exact = routes.find((r) => r.domains.includes(host));
  if (exact) return exact.code;
  const suffix = routes.find((r) =>
    r.domains.some((d) => host.endsWith(`.${d}`) && d.includes('.')),
  );
  if (suffix) return suffix.code;
  return (routes.find((r) => r.isDefault) ?? routes[0])?.code;
}
