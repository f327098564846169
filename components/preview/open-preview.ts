import { createPreviewKey, previewHref, type PreviewFile } from '@/lib/preview';

/**
 * Opens /preview in a new window; the file travels in sessionStorage under a timestamp-based
 * key (spec §9), which the new window inherits as a copy of the opener's session storage.
 */
export function openFilePreview(file: PreviewFile): void {
  const key = createPreviewKey(Date.now());
  try {
    window.sessionStorage.setItem(key, JSON.stringify(file));
  } catch {
    // Storage blocked: the shareable query form still carries the file.
    const query = new URLSearchParams({ url: file.url, type: file.type, name: file.name });
    window.open(`/preview?${query}`, '_blank');
    return;
  }
  window.open(previewHref(key), '_blank');
}
