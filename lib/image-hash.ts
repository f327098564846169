/**
 * Image-search features, computed from raw pixel arrays (no image library here): perceptual
 * hashes of a few centre crops, an RGB colour histogram, and one similarity score.
 */

/** Side of the grey square a hash is computed from. */
export const HASH_INPUT_SIZE = 32;
/** Low-frequency block kept from the DCT: 8×8 = 64 bits = 16 hex digits per hash. */
const HASH_BLOCK = 8;
export const HASH_HEX_LENGTH = (HASH_BLOCK * HASH_BLOCK) / 4;
export const HASH_BITS = HASH_BLOCK * HASH_BLOCK;
/** Bins per RGB channel of the colour histogram (4×4×4 = 64 bins). */
export const HISTOGRAM_LEVELS = 4;
/** Weight of the shape (hash) part of the similarity; the rest is colour. */
const HASH_WEIGHT = 0.7;

export interface ImageFeatures {
  /** One or more 16-hex-digit hashes concatenated (the whole image, then centre crops). */
  phash: string;
  /** Normalised RGB histogram, HISTOGRAM_LEVELS³ bins summing to 1. */
  colorHistogram: number[];
}

const dctCos: number[][] = Array.from({ length: HASH_BLOCK }, (_, k) =>
  Array.from({ length: HASH_INPUT_SIZE }, (_, n) =>
    Math.cos(((2 * n + 1) * k * Math.PI) / (2 * HASH_INPUT_SIZE)),
  ),
);

/** 64-bit DCT perceptual hash of a HASH_INPUT_SIZE² grey image (row-major), as 16 hex digits. */
export function perceptualHash(grey: ArrayLike<number>): string {
  const n = HASH_INPUT_SIZE;
  if (grey.length !== n * n) throw new Error(`需要 ${n}×${n} 的灰度像素`);
  // Separable DCT-II, only the low-frequency rows/columns that are kept.
  const rows: number[][] = Array.from({ length: n }, (_, y) =>
    dctCos.map((cos) => {
      let sum = 0;
      for (let x = 0; x < n; x++) sum += grey[y * n + x]! * cos[x]!;
      return sum;
    }),
  );
  const coeffs: number[] = [];
  for (let v = 0; v < HASH_BLOCK; v++) {
    for (let u = 0; u < HASH_BLOCK; u++) {
      let sum = 0;
      for (let y = 0; y < n; y++) sum += rows[y]![u]! * dctCos[v]![y]!;
      coeffs.push(sum);
    }
  }
  // The DC term only measures overall brightness; leave it out of the median.
  const sorted = coeffs.slice(1).sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hex = '';
  for (let i = 0; i < coeffs.length; i += 4) {
    let nibble = 0;
    for (let b = 0; b < 4; b++) nibble = (nibble << 1) | (coeffs[i + b]! > median ? 1 : 0);
    hex += nibble.toString(16);
  }
  return hex;
}

const POPCOUNT = Array.from(
  { length: 16 },
  (_, i) => (i & 1) + ((i >> 1) & 1) + ((i >> 2) & 1) + (i >> 3),
);

/** Differing bits of two equally long hex hashes. */
export function hammingDistance(a: string, b: string): number {
  if (a.length !== b.length) throw new Error('哈希长度不一致');
  let d = 0;
  for (let i = 0; i < a.length; i++) {
    d += POPCOUNT[parseInt(a[i]!, 16) ^ parseInt(b[i]!, 16)]!;
  }
  return d;
}

function splitHashes(phash: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + HASH_HEX_LENGTH <= phash.length; i += HASH_HEX_LENGTH) {
    out.push(phash.slice(i, i + HASH_HEX_LENGTH));
  }
  return out;
}

/**
 * The smallest distance between any hash of one image and any of the other, so a cropped copy
 * meets the original's matching centre crop.
 */
export function minHashDistance(a: string, b: string): number {
  let best = HASH_BITS;
  for (const x of splitHashes(a))
    for (const y of splitHashes(b)) {
      best = Math.min(best, hammingDistance(x, y));
    }
  return best;
}

/** Normalised 4×4×4 RGB histogram of interleaved pixels (`channels` values per pixel). */
export function colorHistogram(pixels: ArrayLike<number>, channels = 3): number[] {
  const bins = new Array<number>(HISTOGRAM_LEVELS ** 3).fill(0);
  const step = 256 / HISTOGRAM_LEVELS;
  let total = 0;
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const r = Math.min(HISTOGRAM_LEVELS - 1, Math.floor(pixels[i]! / step));
    const g = Math.min(HISTOGRAM_LEVELS - 1, Math.floor(pixels[i + 1]! / step));
    const b = Math.min(HISTOGRAM_LEVELS - 1, Math.floor(pixels[i + 2]! / step));
    bins[(r * HISTOGRAM_LEVELS + g) * HISTOGRAM_LEVELS + b]! += 1;
    total++;
  }
  // Four decimals keep the stored JSON small without changing any ranking that matters.
  return bins.map((n) => (total ? Math.round((n / total) * 10_000) / 10_000 : 0));
}

/** Histogram intersection: 1 for the same colour distribution, 0 for disjoint ones. */
export function histogramIntersection(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) sum += Math.min(a[i]!, b[i]!);
  return Math.min(1, sum);
}

/** One score in [0, 1] (1 = the same picture): shape weighted over colour. */
export function imageSimilarity(a: ImageFeatures, b: ImageFeatures): number {
  const shape = 1 - minHashDistance(a.phash, b.phash) / HASH_BITS;
  const colour = histogramIntersection(a.colorHistogram, b.colorHistogram);
  return HASH_WEIGHT * shape + (1 - HASH_WEIGHT) * colour;
}
