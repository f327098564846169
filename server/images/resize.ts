import 'server-only';
import { RESIZE_CACHE_MAX_BYTES, type ResizeParams } from '@/lib/image-params';
import { RESIZE_CACHE_PREFIX, storage } from '@/server/storage';
import { createResizeCache } from './resize-cache';
import { imageJob, openStoredImage } from './sharp';

const cache = createResizeCache(storage, RESIZE_CACHE_PREFIX, RESIZE_CACHE_MAX_BYTES);

/**
 * The stored image `key` (`ext` one of .png, .jpg, .jpeg, .webp) at an allowed size, made once
 * and then read from the cache; undefined when the original is missing or no image.
 */
export async function resizedImage(
  key: string,
  ext: string,
  { width, quality }: ResizeParams,
): Promise<Buffer | undefined> {
  const cacheKey = `${RESIZE_CACHE_PREFIX}/${key}.w${width}q${quality}${ext}`;
  const cached = await cache.get(cacheKey);
  if (cached) return cached;
  // The original is read inside the job, so requests waiting for a slot hold no image bytes.
  const body = await imageJob(async () => {
    const original = await storage.read(key);
    const image = original && (await openStoredImage(original));
    if (!image) return undefined;
    image.resize({ width, withoutEnlargement: true });
    return ext === '.png'
      ? image.png({ quality }).toBuffer()
      : ext === '.webp'
        ? image.webp({ quality }).toBuffer()
        : image.jpeg({ quality, mozjpeg: true }).toBuffer();
  });
  if (body) await cache.put(cacheKey, body);
  return body;
}
