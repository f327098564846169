/** The opener writes `{url, type, name}` under a timestamp-based session storage key (spec §9). */
export const PREVIEW_KEY_PREFIX = 'preview-';
export const PREVIEW_PATH = '/preview';

/** Only this site's public files and private-file endpoint are previewed inline. */
const ALLOWED_PREFIXES = ['/files/', '/v1/api/file/private/'];

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'avif']);

export interface PreviewFile {
  url: string;
  /** Extension (`pdf`) or MIME type (`application/pdf`); may be empty. */
  type: string;
  name: string;
}

export type PreviewKind = 'image' | 'pdf' | 'other';

export function createPreviewKey(now: number): string {
  return `${PREVIEW_KEY_PREFIX}${now}`;
}

export function isPreviewKey(key: string | null | undefined): key is string {
  return !!key && new RegExp(`^${PREVIEW_KEY_PREFIX}\\d+$`).test(key);
}

export function previewHref(key: string): string {
  return `${PREVIEW_PATH}?key=${encodeURIComponent(key)}`;
}

function asFile(value: unknown): PreviewFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, type, name } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !url) return null;
  return {
    url,
    type: typeof type === 'string' ? type : '',
    name: typeof name === 'string' ? name : '',
  };
}

/** The stored JSON of a preview entry, or null when missing or malformed. */
export function parsePreviewEntry(raw: string | null | undefined): PreviewFile | null {
  if (!raw) return null;
  try {
    return asFile(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The file of a preview URL: `?key=` read from storage, else a shared `?url=&type=&name=`. */
export function previewFileFrom(
  params: URLSearchParams,
  storage: Pick<Storage, 'getItem'> | null,
): PreviewFile | null {
  const key = params.get('key');
  if (isPreviewKey(key)) {
    const stored = parsePreviewEntry(storage?.getItem(key));
    if (stored) return stored;
  }
  return asFile({ url: params.get('url'), type: params.get('type'), name: params.get('name') });
}

function extensionOf(text: string): string {
  const path = text.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot >= 0 && dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : '';
}

/** How a file is shown: by its declared type, else the extension of its name, else of its URL. */
export function previewKind(file: PreviewFile): PreviewKind {
  const type = file.type.trim().toLowerCase();
  const candidates = [
    type.includes('/') ? type : type.replace(/^\./, ''),
    extensionOf(file.name),
    extensionOf(file.url),
  ].filter(Boolean);
  for (const c of candidates) {
    if (c === 'pdf' || c === 'application/pdf') return 'pdf';
    if (IMAGE_TYPES.has(c) || c.startsWith('image/')) return 'image';
  }
  return 'other';
}

/**
 * True for same-origin `/files/...` and `/v1/api/file/private/...` URLs (relative, or absolute
 * on `origin`); anything else could frame or fetch a foreign page under this site's name.
 */
export function isAllowedPreviewUrl(url: string, origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return false;
  }
  if (parsed.origin !== new URL(origin).origin) return false;
  // The URL parser resolves dot segments, so `/files/../x` is checked as `/x`.
  return ALLOWED_PREFIXES.some((p) => parsed.pathname.startsWith(p));
}

/** The name shown and used for a download: the given name, else the URL's last segment. */
export function previewName(file: PreviewFile): string {
  if (file.name) return file.name;
  const last = file.url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || '文件';
  } catch {
    return last || '文件';
  }
}
