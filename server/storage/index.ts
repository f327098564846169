import 'server-only';
import { env } from '@/server/env';
import { isValidKey } from './keys';
import { createLocalStorage, type ObjectStorage } from './local';

export { isValidKey, keyFromPath, keyFromSegments } from './keys';

/** Every driver is reached through this, so no driver ever sees a malformed key. */
function checkingKeys(driver: ObjectStorage): ObjectStorage {
  return {
    ...driver,
    read: async (key) => (isValidKey(key) ? driver.read(key) : undefined),
    async write(key, body) {
      if (!isValidKey(key)) throw new Error(`非法的文件路径：${key}`);
      await driver.write(key, body);
    },
    remove: async (key) => (isValidKey(key) ? driver.remove(key) : undefined),
    list: async (prefix) => (isValidKey(prefix.replace(/\/$/, '')) ? driver.list(prefix) : []),
  };
}

/** The configured object store (local disk by default). */
export const storage: ObjectStorage = checkingKeys(createLocalStorage(env.UPLOAD_DIR));

/** Resized copies live beside the originals under a cache prefix. */
export const RESIZE_CACHE_PREFIX = '.resized';

/** Private objects are served only by their owner's route, never by the public /files route. */
export const PRIVATE_PREFIX = 'private/';

/** Whether /files may serve this key; only a key that passed isValidKey is checked by prefix. */
export function isPubliclyServed(key: string): boolean {
  if (!isValidKey(key)) return false;
  // Case-folded, so a case-insensitive disk cannot serve `Private/…` as `private/…`.
  const top = key.split('/', 1)[0]!.toLowerCase();
  return top !== RESIZE_CACHE_PREFIX && `${top}/` !== PRIVATE_PREFIX;
}
