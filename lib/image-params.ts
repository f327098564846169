/**
 * Resize parameters of `?w=&q=` image URLs (spec §9). Only the sizes the pages show are made:
 * any other request is served the nearest of them, so odd widths cannot fill the resize cache.
 */
export interface ResizeParams {
  width: number;
  quality: number;
}

/** The display widths of the pages (CSS px × 2 for sharp screens), ascending. */
export const IMAGE_WIDTHS = [
  120, 128, 144, 160, 192, 240, 320, 400, 440, 480, 560, 600, 720, 1200,
] as const;
/** The pages all use the default quality. */
export const IMAGE_QUALITIES = [80] as const;
export const DEFAULT_IMAGE_QUALITY = 80;

/**
 * Bytes of resized copies kept on disk; the least recently used go first. The lists above allow
 * each original 14 copies at most; this bound keeps many originals from filling the disk.
 */
export const RESIZE_CACHE_MAX_BYTES = 256 * 1024 * 1024;

/** The allowed value nearest to `n`; a tie goes to the larger (sharper) one. */
export function nearestAllowed(allowed: readonly number[], n: number): number {
  return allowed.reduce((best, v) => (Math.abs(v - n) <= Math.abs(best - n) ? v : best));
}

export function parseResize(w: string | null, q: string | null): ResizeParams | undefined {
  const width = Number.parseInt(w ?? '', 10);
  if (!Number.isFinite(width) || width <= 0) return undefined;
  const quality = Number.parseInt(q ?? '', 10);
  return {
    width: nearestAllowed(IMAGE_WIDTHS, width),
    quality: nearestAllowed(
      IMAGE_QUALITIES,
      Number.isFinite(quality) ? quality : DEFAULT_IMAGE_QUALITY,
    ),
  };
}

/** Appends `w` to an image URL of ours for display at a given width (snapped to an allowed one). */
export function resizedUrl(url: string, width: number): string {
  if (!url.startsWith('/files/')) return url;
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}w=${nearestAllowed(IMAGE_WIDTHS, width)}`;
}
