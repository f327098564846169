import { expect, it } from 'vitest';
import { loginWithPassword } from '@/server/services/identity/auth';
import { requestReleasedAfter } from '@/tests/fixtures/request-retention';

// The first login of a process computes the decoy hash that unknown phones are checked against;
// what it keeps must not hold that request (server/cache/bus-cached.ts says why).
it('keeps nothing of the request that made the decoy hash', async () => {
  let refused: unknown;
  const released = await requestReleasedAfter(() =>
    loginWithPassword(
      { phone: '13900000123', password: 'Wrong-pass-1' },
      { ip: '203.0.113.9', userAgent: null },
    ).catch((error: unknown) => {
      refused = error;
    }),
  );
  expect(refused).toMatchObject({ message: '账号或密码错误' });
  expect(released).toBe(true);
});
