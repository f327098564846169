import 'server-only';

/** Public, identity-free answers may be cached briefly by browsers and a CDN. */
export const PUBLIC_CACHE = { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' } };
