import 'server-only';
import { env } from '@/server/env';
import { isValidKey } from './keys';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { DirectAccess, ObjectStorage } from './types';

export { isValidKey, keyFromPath, keyFromSegments } from './keys';
export type { ObjectStorage } from './types';

function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`非法的文件路径：${key}`);
  return key;
}

function checkingDirect(direct: DirectAccess): DirectAccess {
  return {
    presignedPost: (options) => direct.presignedPost({ ...options, key: checkedKey(options.key) }),
    presignedGet: (key, options) => direct.presignedGet(checkedKey(key), options),
  };
}

/** Every driver is reached through this, so no driver ever sees a malformed key. */
export function checkingKeys(driver: ObjectStorage): ObjectStorage {
  const valid = (key: string) => isValidKey(key);
  return {
    read: async (key) => (valid(key) ? driver.read(key) : undefined),
    readStart: async (key, bytes) => (valid(key) ? driver.readStart(key, bytes) : undefined),
    stream: async (key) => (valid(key) ? driver.stream(key) : undefined),
    stat: async (key) => (valid(key) ? driver.stat(key) : undefined),
    write: async (key, body, contentType) => driver.write(checkedKey(key), body, contentType),
    move: async (from, to, contentType) =>
      driver.move(checkedKey(from), checkedKey(to), contentType),
    remove: async (key) => (valid(key) ? driver.remove(key) : undefined),
    list: async (prefix) => (valid(prefix.replace(/\/$/, '')) ? driver.list(prefix) : []),
    publicUrl: (key) => driver.publicUrl(key),
    direct: driver.direct && checkingDirect(driver.direct),
  };
}

function configuredDriver(): ObjectStorage {
  if (env.STORAGE_DRIVER !== 's3') return createLocalStorage(env.UPLOAD_DIR);
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret } = env;
  // parseEnv has already refused STORAGE_DRIVER=s3 without them.
  if (!bucket || !accessKeyId || !secret) throw new Error('STORAGE_DRIVER=s3 缺少存储桶设置');
  return createS3Storage({
    endpoint: env.S3_ENDPOINT,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT,
    region: env.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey: secret,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

/** The configured object store (local disk by default, an S3-compatible bucket with s3). */
export const storage: ObjectStorage = checkingKeys(configuredDriver());

/** Resized copies live beside the originals under a cache prefix. */
export const RESIZE_CACHE_PREFIX = '.resized';

/** Private objects are served only by their owner's route, never by the public /files route. */
export const PRIVATE_PREFIX = 'private/';

/**
 * Files the browser posted straight to the bucket wait here until the server has checked their
 * bytes; only then are they moved to their real key. Nothing here is ever served.
 */
export const UPLOAD_STAGING_PREFIX = 'incoming/';

const UNSERVED = new Set(
  [RESIZE_CACHE_PREFIX, PRIVATE_PREFIX, UPLOAD_STAGING_PREFIX].map((p) => p.replace(/\/$/, '')),
);

/** Whether /files may serve this key; only a key that passed isValidKey is checked by prefix. */
export function isPubliclyServed(key: string): boolean {
  if (!isValidKey(key)) return false;
  // Case-folded, so a case-insensitive disk cannot serve `Private/…` as `private/…`.
  return !UNSERVED.has(key.split('/', 1)[0]!.toLowerCase());
}
