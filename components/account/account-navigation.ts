import { Base64 } from 'js-base64';
import { decodeReturnUrl } from '@/lib/account-links';
import { safeReturnUrl } from '@/lib/account-rules';

/** The query the account pages are opened with (spec §1). */
export interface AccountQuery {
  /** Base64 on the login page, plain on the register page; both are accepted everywhere. */
  returnUrl: string | null;
  from: string | null;
}

export type AccountPage = 'login' | 'register' | 'reset';

/** Desktop account site or its phone-sized twin. */
export type AccountVariant = 'desktop' | 'mobile';

const BASE: Record<AccountVariant, string> = { desktop: '/reg', mobile: '/mobile/reg' };

/**
 * A link to another account page that carries returnUrl and from along, with returnUrl in the
 * target page's own form: Base64 for login, plain for the others (spec §1).
 */
export function accountPageHref(
  page: AccountPage,
  query: AccountQuery,
  variant: AccountVariant = 'desktop',
): string {
  const params = new URLSearchParams();
  const returnUrl = decodeReturnUrl(query.returnUrl);
  if (returnUrl) params.set('returnUrl', page === 'login' ? Base64.encode(returnUrl) : returnUrl);
  if (query.from) params.set('from', query.from);
  const search = params.toString();
  return `${BASE[variant]}/${page}${search ? `?${search}` : ''}`;
}

/**
 * Where to go after signing in: the returnUrl of the query (else one the server suggested)
 * when it stays on an allowed host, otherwise the home page.
 */
export function returnTarget(
  rawReturnUrl: string | null | undefined,
  allowedHosts: readonly string[],
): string {
  return safeReturnUrl(decodeReturnUrl(rawReturnUrl), allowedHosts) ?? '/';
}

/** What a theme row says about its hosts (`Theme` from the schema satisfies it). */
export interface ThemeHosts {
  domains: string[];
  domainNameUrl: string;
  developerNameUrl: string;
  supplierNameUrl: string;
}

/** Host names a return URL may point to for a theme: its domains and its realm URLs. */
export function themeReturnHosts(theme: ThemeHosts): string[] {
  const hosts = new Set(theme.domains.map((d) => d.toLowerCase()));
  for (const url of [theme.domainNameUrl, theme.developerNameUrl, theme.supplierNameUrl]) {
    if (URL.canParse(url)) hosts.add(new URL(url).hostname);
  }
  return [...hosts];
}
