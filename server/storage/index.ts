import 'server-only';
import { env } from '@/server/env';
import { createLocalStorage, type ObjectStorage } from './local';

/** The configured object store (local disk by default). */
export const storage: ObjectStorage = createLocalStorage(env.UPLOAD_DIR);

/** Resized copies live beside the originals under a cache prefix. */
export const RESIZE_CACHE_PREFIX = '.resized';

/** Private objects are served only by their owner's route, never by the public /files route. */
export const PRIVATE_PREFIX = 'private/';

export function isPubliclyServed(key: string): boolean {
  return !key.startsWith(RESIZE_CACHE_PREFIX) && !key.startsWith(PRIVATE_PREFIX);
}
