import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Mall@2026');
    expect(stored).toMatch(/^scrypt:16384:8:1:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword('Mall@2026', stored)).toBe(true);
    expect(await verifyPassword('mall@2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('rejects missing or malformed stored values', async () => {
    const stored = await hashPassword('x');
    for (const bad of [
      null,
      undefined,
      '',
      'plain',
      'bcrypt:1:2:3:aa:bb',
      stored.replace(/:[0-9a-f]+$/, ':zz'),
      stored.replace(/^scrypt:16384/, 'scrypt:1000'),
      stored.replace(/^scrypt:16384/, 'scrypt:-1'),
      stored.split(':').slice(0, 5).join(':'),
      stored.replace(/[0-9a-f]{128}$/, 'ab'),
    ]) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  it('accepts a hash made with other cost parameters', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const hash = scryptSync('pw', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt:1024:8:1:${salt.toString('hex')}:${hash.toString('hex')}`;
    expect(await verifyPassword('pw', stored)).toBe(true);
  });
});
