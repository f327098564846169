import { api } from '@/api';
import type { AccountSiteResult, CodeLogin, LoginAnswer, RegisterForm } from '@/api/modules/auth';
import { decodeReturnUrl } from '@/lib/account-links';
import type { AccountQuery, AccountVariant } from './account-navigation';

/** The forms show failures inline, so the request layer must not toast them as well. */
export const QUIET = { skipErrorHandler: true } as const;

// The account-site calls receive the decoded returnUrl and answer it back only when it is safe.
function accountSiteFields(query: AccountQuery) {
  const returnUrl = decodeReturnUrl(query.returnUrl);
  return { ...(returnUrl ? { returnUrl } : {}), ...(query.from ? { from: query.from } : {}) };
}

/**
 * SMS-code login. The phone pages use the m-reg call; on the desktop a from marker selects
 * the single-sign-on call, which records it.
 */
export async function codeSignIn(
  variant: AccountVariant,
  body: CodeLogin,
  query: AccountQuery,
): Promise<AccountSiteResult> {
  const fields = { ...body, ...accountSiteFields(query) };
  if (variant === 'mobile') return api.mRegCodeLogin(fields, QUIET);
  if (query.from) return api.ssoCodeLogin(fields, QUIET);
  return loginResult(await api.codeLogin(body, QUIET));
}

/** A login answer as the account pages use it: the user apart from where to land. */
export function loginResult({ landingUrl, ...userInfo }: LoginAnswer): AccountSiteResult {
  return landingUrl ? { userInfo, landingUrl } : { userInfo };
}

/** Registration, chosen the same way as {@link codeSignIn}; the new user is signed in. */
export async function signUp(
  variant: AccountVariant,
  body: RegisterForm,
  query: AccountQuery,
): Promise<AccountSiteResult> {
  const fields = { ...body, ...accountSiteFields(query) };
  if (variant === 'mobile') return api.mRegRegister(fields, QUIET);
  if (query.from) return api.ssoRegister(fields, QUIET);
  return { userInfo: await api.register(body, QUIET) };
}
