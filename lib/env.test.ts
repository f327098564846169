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

  it('asks for the bucket and its keys when files go to S3, naming each missing setting', () => {
    expect(() => parseEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'mall' })).toThrow(
      /S3_ACCESS_KEY_ID: STORAGE_DRIVER=s3 时必须设置\n  S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseEnv({ STORAGE_DRIVER: 'oss' })).toThrow(/STORAGE_DRIVER: 只能是 local/);
    const env = parseEnv({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'mall',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE: 须为 true 或 false/,
    );
  });
});
