import 'server-only';

// Left after one decode, an escape means the path was encoded twice (`%252e` → `%2e`).
const ESCAPE = /%[0-9a-f]{2}/i;
// Separators and control characters (NUL among them) never belong inside a segment.
const FORBIDDEN = /[/\\\u0000-\u001f\u007f]|:/;

function validSegment(segment: string): boolean {
  return (
    segment !== '' &&
    segment !== '.' &&
    segment !== '..' &&
    !FORBIDDEN.test(segment) &&
    !ESCAPE.test(segment)
  );
}

/**
 * The one form of a storage key, for every driver: `/`-separated segments, none empty, `.` or
 * `..`, none holding a backslash, colon, control character or a leftover escape. So a key is
 * relative by construction, and a prefix check on it means what it says.
 */
export function isValidKey(key: string): boolean {
  return key.length > 0 && key.length <= 1024 && key.split('/').every(validSegment);
}

/**
 * The key from URL path segments that were decoded once (as Next.js hands over a catch-all
 * param), or null. A segment that held an encoded `/` or `\` is refused, never split.
 */
export function keyFromSegments(segments: readonly string[]): string | null {
  const key = segments.join('/');
  return segments.every(validSegment) && isValidKey(key) ? key : null;
}

/** The key from a still-encoded URL path such as the tail of `/files/<path>`: decoded once. */
export function keyFromPath(encoded: string): string | null {
  const segments: string[] = [];
  for (const part of encoded.split('/')) {
    try {
      segments.push(decodeURIComponent(part));
    } catch {
      return null;
    }
  }
  return keyFromSegments(segments);
}
