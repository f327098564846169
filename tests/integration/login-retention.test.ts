import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { loginWithPassword } from '@/server/services/identity/auth';

// The first login of a process computes the decoy hash that unknown phones are checked against;
// what it keeps must not hold that request (server/cache/bus-cached.ts says why).
it('keeps nothing of the request that made the decoy hash', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const requests = new AsyncLocalStorage<{ page: string }>();
  let request: { page: string } | undefined = { page: '<html>…</html>' };
  const released = new WeakRef(request);

  await expect(
    requests.run(request, () =>
      loginWithPassword(
        { phone: '13900000123', password: 'Wrong-pass-1' },
        { ip: '203.0.113.9', userAgent: null },
      ),
    ),
  ).rejects.toThrow('账号或密码错误');
  request = undefined;
  await new Promise((resolve) => setImmediate(resolve));
  gc();

  expect(released.deref()).toBeUndefined();
});
