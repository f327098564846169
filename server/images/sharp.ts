import 'server-only';
import sharp, { type Sharp, type SharpInput, type SharpOptions } from 'sharp';
import { checkImagePixels, MAX_IMAGE_PIXELS } from '@/lib/upload-rules';
import { badRequest, HttpError } from '@/server/http/errors';

// Memory must follow the number of image jobs, which the queue below bounds: one libvips thread
// per job, and no operation cache (inputs differ on every request, so it would only hold memory).
sharp.concurrency(1);
sharp.cache(false);

/** Image jobs decoding at once, and jobs that may wait for a turn before new ones are refused. */
export const IMAGE_JOB_SLOTS = 2;
export const IMAGE_JOB_WAITING = 32;
export const IMAGE_BUSY_MSG = '图片处理繁忙，请稍后再试';

/**
 * Every sharp pipeline of the app: libvips itself refuses to decode more than the pixel limit,
 * and fails on corrupt data rather than decoding garbage (warnings, common in camera files, pass).
 */
export function openImage(input?: SharpInput, options?: SharpOptions): Sharp {
  return sharp(input, { ...options, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
}

export interface ImageHeader {
  format: string;
  width: number;
  height: number;
}

/** Format and size from the image's header, without decoding pixels; null when it is no image. */
export async function readImageHeader(input: Buffer): Promise<ImageHeader | null> {
  try {
    // The header of an oversized image must still be read, to name the limit it breaks.
    const { format, width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    return format && width && height ? { format, width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Opens a stored or uploaded image for decoding: its header is read first, so an image past the
 * pixel limit is refused with a 400 that names the limit. Undefined when it is no image.
 */
export async function openStoredImage(input: Buffer): Promise<Sharp | undefined> {
  const header = await readImageHeader(input);
  if (!header) return undefined;
  const tooLarge = checkImagePixels(header.width, header.height);
  if (tooLarge) throw badRequest(tooLarge);
  return openImage(input);
}

let running = 0;
const waiting: Array<() => void> = [];

/**
 * Runs image work when one of the few slots is free, so parallel requests cannot multiply the
 * memory that decoding takes; past the waiting room a job is refused with a 503. The captcha's
 * own small drawings do not queue: a flood of uploaded images must not hold up sign-in.
 */
export async function imageJob<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOB_SLOTS) {
    if (waiting.length >= IMAGE_JOB_WAITING) throw new HttpError(503, IMAGE_BUSY_MSG);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next job, so `running` never drops below the jobs at work.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
