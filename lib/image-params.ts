/** Resize parameters of `?w=&q=` image URLs (spec §9), clamped so a URL cannot ask for huge work. */
export interface ResizeParams {
  width: number;
  quality: number;
}

export const IMAGE_WIDTH_RANGE = [16, 2400] as const;
export const IMAGE_QUALITY_RANGE = [30, 95] as const;
export const DEFAULT_IMAGE_QUALITY = 80;

const clamp = (n: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, n));

export function parseResize(w: string | null, q: string | null): ResizeParams | undefined {
  const width = Number.parseInt(w ?? '', 10);
  if (!Number.isFinite(width) || width <= 0) return undefined;
  const quality = Number.parseInt(q ?? '', 10);
  return {
    // Widths snap to 8 px steps so near-identical requests share one cached file.
    width: clamp(Math.ceil(width / 8) * 8, IMAGE_WIDTH_RANGE),
    quality: clamp(Number.isFinite(quality) ? quality : DEFAULT_IMAGE_QUALITY, IMAGE_QUALITY_RANGE),
  };
}

/** Appends `w`/`q` to an image URL for display at a given width. */
export function resizedUrl(url: string, width: number, quality?: number): string {
  if (!url.startsWith('/files/')) return url;
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}w=${width}${quality ? `&q=${quality}` : ''}`;
}
