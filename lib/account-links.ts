import { Base64 } from 'js-base64';

/** The from marker the account site uses to send the user back to the mall. */
export const DEFAULT_FROM = 'mall';

export interface AccountLinkOptions {
  /** Origin of the account site; empty or missing means this site's own /reg pages. */
  accountSiteUrl?: string;
  /** Where to come back after login or registration (usually the current href). */
  returnUrl: string;
  from?: string;
  /** Login only: this site's phone login (/mobile/reg/login); an account site of its own has one. */
  phone?: boolean;
}

function base(accountSiteUrl: string | undefined): string {
  return (accountSiteUrl ?? '').replace(/\/+$/, '');
}

/** Login link: the return URL travels as standard Base64, then URL-encoded (spec §1). */
export function buildLoginUrl({ accountSiteUrl, returnUrl, from, phone }: AccountLinkOptions) {
  const encoded = encodeURIComponent(Base64.encode(returnUrl));
  const site = base(accountSiteUrl);
  return `${site}${phone && !site ? '/mobile' : ''}/reg/login?returnUrl=${encoded}&from=${encodeURIComponent(from ?? DEFAULT_FROM)}`;
}

/** Register link: only login Base64-encodes; here the return URL is plain URL-encoded. */
export function buildRegisterUrl({ accountSiteUrl, returnUrl, from }: AccountLinkOptions): string {
  const encoded = encodeURIComponent(returnUrl);
  return `${base(accountSiteUrl)}/reg/register?returnUrl=${encoded}&from=${encodeURIComponent(from ?? DEFAULT_FROM)}`;
}

/**
 * Reads a returnUrl query value (already percent-decoded, e.g. from URLSearchParams).
 * Accepts the Base64 form of the login link and the plain form of the register link;
 * returns null when the value is missing, undecodable, or not a path or http(s) URL.
 */
export function decodeReturnUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  // Base64 never contains ':' and a Base64 of UTF-8 text never starts with '/', so these are plain.
  if (trimmed.startsWith('/') || trimmed.includes('://')) return asNavigable(trimmed);
  // An unencoded '+' in a query string arrives as a space.
  const candidate = trimmed.replace(/ /g, '+');
  if (!Base64.isValid(candidate)) return null;
  return asNavigable(Base64.decode(candidate));
}

// Only site paths and http(s) URLs come back, so a crafted returnUrl cannot run `javascript:`.
function asNavigable(url: string): string | null {
  return url.startsWith('/') || /^https?:\/\//i.test(url) ? url : null;
}
