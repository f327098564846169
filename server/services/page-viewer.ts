import 'server-only';
import { cookies } from 'next/headers';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from './identity/session';

/** The signed-in user of a dynamic page (for login rules decided on the server), or null. */
export async function pageViewer(): Promise<SessionUser | null> {
  return findSessionUser((await cookies()).get(SESSION_COOKIE)?.value);
}
