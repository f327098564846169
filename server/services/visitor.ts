import 'server-only';
import type { NextRequest } from 'next/server';

/** The visitor's client id cookie, set by GET /v1/api/user/getClientId. */
export const VISITOR_COOKIE = 'mall_cid';
const VISITOR_ID = /^[0-9a-f-]{36}$/;

/** The visitor's client id from the cookie, or null when it is missing or malformed. */
export function visitorId(req: NextRequest): string | null {
  const value = req.cookies.get(VISITOR_COOKIE)?.value;
  return value && VISITOR_ID.test(value) ? value : null;
}
