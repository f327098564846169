import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  colorHistogram,
  hammingDistance,
  HASH_BITS,
  HASH_INPUT_SIZE,
  histogramIntersection,
  imageSimilarity,
  minHashDistance,
  perceptualHash,
  type ImageFeatures,
} from './image-hash';

const stripes = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">${Array.from(
  { length: 8 },
  (_, i) => `<rect x="${i * 50}" width="50" height="400" fill="hsl(30,50%,${i % 2 ? 40 : 65}%)"/>`,
).join('')}</svg>`;
const disc = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#1d3f7a"/><circle cx="200" cy="200" r="120" fill="#f3e9c8"/></svg>`;

/** The pixel arrays the hash functions take, from an image file. */
async function features(image: Buffer): Promise<ImageFeatures> {
  const grey = await sharp(image)
    .greyscale()
    .resize(HASH_INPUT_SIZE, HASH_INPUT_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const rgb = await sharp(image).removeAlpha().resize(64, 64, { fit: 'fill' }).raw().toBuffer();
  return { phash: perceptualHash(grey), colorHistogram: colorHistogram(rgb) };
}

const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

describe('perceptualHash / hammingDistance', () => {
  it('gives 16 hex digits and needs a 32×32 input', () => {
    expect(perceptualHash(new Array(HASH_INPUT_SIZE ** 2).fill(0).map((_, i) => i % 7))).toMatch(
      /^[0-9a-f]{16}$/,
    );
    expect(() => perceptualHash([1, 2, 3])).toThrow();
  });

  it('counts differing bits', () => {
    expect(hammingDistance('0000', '0000')).toBe(0);
    expect(hammingDistance('f0a1', '0fa1')).toBe(8);
    expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(HASH_BITS);
    expect(() => hammingDistance('ab', 'abc')).toThrow();
  });

  it('takes the closest pair of several concatenated hashes', () => {
    const a = 'ffffffffffffffff';
    const b = '0000000000000000';
    expect(minHashDistance(a, b)).toBe(64);
    expect(minHashDistance(a + b, b)).toBe(0);
    expect(minHashDistance(b, 'ffffffffffffff0f' + a)).toBe(60);
  });
});

describe('colour histogram', () => {
  it('is normalised over 64 bins and compares by intersection', () => {
    const red = colorHistogram([255, 0, 0, 250, 10, 5]);
    expect(red).toHaveLength(64);
    expect(red.reduce((s, n) => s + n, 0)).toBeCloseTo(1);
    const mixed = colorHistogram([255, 0, 0, 0, 0, 255]);
    expect(histogramIntersection(red, red)).toBe(1);
    expect(histogramIntersection(red, mixed)).toBeCloseTo(0.5);
    expect(histogramIntersection(red, colorHistogram([0, 0, 255]))).toBe(0);
    // Four channels per pixel (RGBA) are read as such.
    expect(colorHistogram([255, 0, 0, 255], 4)).toEqual(colorHistogram([255, 0, 0]));
  });
});

describe('imageSimilarity', () => {
  it('is 1 for the same picture', async () => {
    const f = await features(await png(stripes));
    expect(imageSimilarity(f, f)).toBe(1);
  });

  it('keeps a resized, re-encoded copy very close', async () => {
    const original = await png(stripes);
    const copy = await sharp(original).resize(150, 150).jpeg({ quality: 85 }).toBuffer();
    const [a, b] = await Promise.all([features(original), features(copy)]);
    expect(hammingDistance(a.phash, b.phash)).toBeLessThanOrEqual(6);
    expect(imageSimilarity(a, b)).toBeGreaterThan(0.9);
  });

  it('puts different pictures far apart', async () => {
    const [a, b] = await Promise.all([features(await png(stripes)), features(await png(disc))]);
    expect(hammingDistance(a.phash, b.phash)).toBeGreaterThan(16);
    expect(imageSimilarity(a, b)).toBeLessThan(0.6);
  });
});
