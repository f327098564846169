/**
 * Links into the workbench centres from the shell (top bar, user menu, toolbar). A realm's
 * configured workbench URL that points at the realm's own hosts (or is a path) becomes an
 * in-app path, so it works on any host and port; an external one stays absolute.
 */
import { workbenchType, type IdentityType } from './identity';
import { TOP_TYPE } from './roles';
import { WORKBENCH_BASE, workbenchSideOf, type WorkbenchSide } from './workbench-nav';

function trimSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

/**
 * The link to use for a configured workbench URL: a site path as is, an absolute URL on one of
 * `ownHosts` as its path, another absolute http(s) URL as is, anything else the fallback.
 */
export function workbenchUrlFor(
  configured: string | null | undefined,
  ownHosts: readonly string[],
  fallback: string,
): string {
  const raw = configured?.trim() ?? '';
  if (raw.startsWith('/') && !raw.startsWith('//')) return trimSlash(raw);
  if (!/^https?:\/\//i.test(raw) || !URL.canParse(raw)) return fallback;
  const url = new URL(raw);
  const own = ownHosts.some((h) => h.toLowerCase() === url.hostname.toLowerCase());
  if (own) {
    const path = trimSlash(`${url.pathname}${url.search}${url.hash}`);
    return path === '/' ? fallback : path;
  }
  return trimSlash(url.href);
}

/** A path under a workbench base, relative or absolute (`base/path`). */
export function joinWorkbenchPath(base: string, path: string): string {
  const clean = path.replace(/^\/+/, '');
  return clean ? `${base.replace(/\/+$/, '')}/${clean}` : base;
}

/** What the shell reads of a theme row to build workbench links. */
export interface WorkbenchTheme {
  domains: readonly string[];
  developerNameUrl: string;
  supplierNameUrl: string;
}

export interface WorkbenchBases {
  developer: string;
  supplier: string;
}

/** The developer and supplier centre bases of a realm (see {@link workbenchUrlFor}). */
export function themeWorkbenchBases(theme: WorkbenchTheme): WorkbenchBases {
  return {
    developer: workbenchUrlFor(theme.developerNameUrl, theme.domains, WORKBENCH_BASE.developer),
    supplier: workbenchUrlFor(theme.supplierNameUrl, theme.domains, WORKBENCH_BASE.supplier),
  };
}

export function sideBase(side: WorkbenchSide, bases: WorkbenchBases): string {
  return side === 'personal' ? WORKBENCH_BASE.personal : bases[side];
}

type LinkUser = Parameters<typeof workbenchType>[0];

export interface UserWorkbenchLinks {
  side: WorkbenchSide;
  home: string;
  message: string;
  accountSettings: string;
  enterprise: string;
  /** The message page of one identity side the user holds (the top bar's per-side list). */
  messageOf: (type: IdentityType) => string;
}

/** The links of a signed-in user's own centre. */
export function userWorkbenchLinks(user: LinkUser, bases: WorkbenchBases): UserWorkbenchLinks {
  const side = workbenchSideOf(workbenchType(user));
  const home = sideBase(side, bases);
  return {
    side,
    home,
    message: joinWorkbenchPath(home, 'message'),
    accountSettings: joinWorkbenchPath(home, 'account-settings'),
    enterprise: joinWorkbenchPath(home, 'enterprise'),
    messageOf: (type) =>
      joinWorkbenchPath(
        side === 'personal' ? home : type === TOP_TYPE.supplier ? bases.supplier : bases.developer,
        'message',
      ),
  };
}

/** True for a link that leaves the app (an absolute URL); such links open in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
