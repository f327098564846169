import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { sessions } from '@/server/db/schema';
import {
  createSession,
  deleteSession,
  findSessionUser,
  hashToken,
} from '@/server/services/identity/session';
import { signedInUser } from './fixtures';

describe('sessions', () => {
  it('stores only the hash of the token and finds the user with their top type', async () => {
    const { user } = await signedInUser(1);
    const { token } = await createSession(user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.tokenHash).not.toBe(token);
    expect(await findSessionUser(token)).toMatchObject({
      id: user.id,
      topType: 1,
      isOperator: false,
    });
  });

  it('gives top type 3 to a user without an enterprise identity', async () => {
    const { user } = await signedInUser();
    const { token } = await createSession(user.id);
    expect((await findSessionUser(token))?.topType).toBe(3);
  });

  it('ignores expired sessions and forgets deleted ones', async () => {
    const { user } = await signedInUser(2);
    const { token } = await createSession(user.id);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await findSessionUser(token)).toBeNull();
    const fresh = await createSession(user.id);
    await deleteSession(fresh.token);
    expect(await findSessionUser(fresh.token)).toBeNull();
    expect(await findSessionUser(undefined)).toBeNull();
  });
});
