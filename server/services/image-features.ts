import 'server-only';
import {
  colorHistogram,
  HASH_INPUT_SIZE,
  perceptualHash,
  type ImageFeatures,
} from '@/lib/image-hash';
import { imageJob, openImage, openStoredImage } from '@/server/images/sharp';

/**
 * Centre crops hashed besides the whole image (side fractions), so a moderately cropped copy
 * still meets one of them exactly or nearly.
 */
export const HASH_CROPS = [1, 0.9, 0.8, 0.7] as const;
const HISTOGRAM_SIZE = 64;

/**
 * Hashes and colour histogram of an image file (png/jpeg/…); throws when it is no image, and a
 * 400 naming the limit when it has too many pixels.
 */
export function computeImageFeatures(input: Buffer): Promise<ImageFeatures> {
  return imageJob(() => featuresOf(input));
}

async function featuresOf(input: Buffer): Promise<ImageFeatures> {
  const image = await openStoredImage(input);
  if (!image) throw new Error('not an image');
  // Transparent areas count as white, as a page shows them; EXIF orientation applied once.
  const { data, info } = await image
    .rotate()
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };

  const hashes = await Promise.all(
    HASH_CROPS.map(async (fraction) => {
      const width = Math.max(1, Math.round(info.width * fraction));
      const height = Math.max(1, Math.round(info.height * fraction));
      const grey = await openImage(data, raw)
        .extract({
          left: Math.floor((info.width - width) / 2),
          top: Math.floor((info.height - height) / 2),
          width,
          height,
        })
        .greyscale()
        .resize(HASH_INPUT_SIZE, HASH_INPUT_SIZE, { fit: 'fill', kernel: 'cubic' })
        .raw()
        .toBuffer();
      return perceptualHash(grey);
    }),
  );
  const small = await openImage(data, raw)
    .resize(HISTOGRAM_SIZE, HISTOGRAM_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  return { phash: hashes.join(''), colorHistogram: colorHistogram(small, info.channels) };
}
