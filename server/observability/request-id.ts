import 'server-only';

export const REQUEST_ID_HEADER = 'x-request-id';

// A token a log search can rely on: no spaces, quotes or control characters, at most 64 long.
const SANE = /^[A-Za-z0-9._:-]{1,64}$/;

/** The incoming request id when it is a sane token (a proxy's or the caller's), else a new one. */
export function requestIdFor(incoming: string | null | undefined): string {
  return incoming && SANE.test(incoming) ? incoming : crypto.randomUUID();
}
