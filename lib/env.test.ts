import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the local environment and the embedded database', () => {
    const env = parseEnv({});
    expect(env.APP_ENV).toBe('local');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe('.data/pglite');
    expect(env.PORT).toBe(3000);
  });

  it('accepts every runtime environment of the spec', () => {
    for (const e of ['local', 'sit', 'dev', 'uat', 'prod'])
      expect(parseEnv({ APP_ENV: e }).APP_ENV).toBe(e);
  });

  it('rejects an unknown APP_ENV naming the variable', () => {
    expect(() => parseEnv({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', APP_ENV: '' }).DATABASE_URL).toBeUndefined();
  });

  it('rejects a malformed DATABASE_URL', () => {
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
