import { Base64 } from 'js-base64';

/** The state segment of a list without any query (a path segment cannot be empty). */
export const EMPTY_LIST_STATE = '_';

/**
 * A canonical query string as one path segment: base64url needs no escaping, so no layer
 * (proxy, router, cache) can decode it differently.
 */
export function encodeListState(qs: string): string {
  return qs ? Base64.encodeURI(qs) : EMPTY_LIST_STATE;
}

/** The query string of a state segment; null when it is not one `encodeListState` made. */
export function decodeListState(segment: string): string | null {
  if (segment === EMPTY_LIST_STATE) return '';
  if (!Base64.isValid(segment)) return null;
  const qs = Base64.decode(segment);
  return qs && Base64.encodeURI(qs) === segment ? qs : null;
}
