/**
 * Default body limit of a JSON route (1 MB). next.config.ts also caps what the proxy buffers of
 * a body at one byte more, so an oversized body is cut there and still answers 413 here.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;
