import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Stored as `scrypt:N:r:p:<salt hex>:<hash hex>` so the cost can be raised later without
// invalidating existing hashes.
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(
  plain: string,
  salt: Buffer,
  opts: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      plain.normalize('NFKC'),
      salt,
      keyLength,
      { ...opts, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(plain, salt, COST, KEY_LENGTH);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('hex'), hash.toString('hex')].join(':');
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(
  plain: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split(':');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltHex, hashHex] = parts as [string, string, string, string, string, string];
  const N = Number(n);
  const opts = { N, r: Number(r), p: Number(p) };
  if (![opts.N, opts.r, opts.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  if ((N & (N - 1)) !== 0 || N > 1 << 20 || opts.r > 32 || opts.p > 16) return false;
  if (!/^[0-9a-f]+$/.test(saltHex) || !/^[0-9a-f]+$/.test(hashHex) || hashHex.length % 2 !== 0) {
    return false;
  }
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length < 16) return false;
  try {
    const actual = await derive(plain, Buffer.from(saltHex, 'hex'), opts, expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
