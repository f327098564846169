import { describe, expect, it } from 'vitest';
import { routeMatcher, routeMethods } from './route-match';

describe('routeMethods', () => {
  const methodsOf = routeMethods({
    '/v1/api/cart': ['GET', 'POST'],
    '/v1/api/cart/[id]': ['DELETE'],
    '/v1/api/cart/count': ['GET'],
    '/v1/api/file/private/[...key]': ['GET'],
    '/v1/api/docs/[[...slug]]': ['GET'],
    '/v1/api/[...rest]': ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });

  it('lists the exported methods with the HEAD and OPTIONS Next.js adds', () => {
    expect(methodsOf('/v1/api/cart')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
    expect(methodsOf('/v1/api/cart/7')).toEqual(['DELETE', 'OPTIONS']);
  });

  it('prefers a fixed segment to a parameter, and a parameter to a catch-all', () => {
    expect(methodsOf('/v1/api/cart/count')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(methodsOf('/v1/api/cart/7/')).toEqual(['DELETE', 'OPTIONS']);
    expect(methodsOf('/v1/api/cart/7/more')).toContain('PATCH');
  });

  it('matches catch-all segments over one or more segments, optional ones over none too', () => {
    expect(methodsOf('/v1/api/file/private/a/b.png')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(methodsOf('/v1/api/docs')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(methodsOf('/v1/api/docs/a/b')).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });

  it('answers null when no route matches', () => {
    expect(routeMethods({ '/v1/api/cart': ['GET'] })('/v1/api/nope')).toBeNull();
    expect(routeMethods({ '/v1/api/cart/[id]': ['GET'] })('/v1/api/cart')).toBeNull();
  });
});

describe('routeMatcher', () => {
  const match = routeMatcher({
    '/v1/api/cart/[id]': ['DELETE'],
    '/v1/api/cart/count': ['GET'],
    '/v1/api/[...rest]': ['GET'],
  });

  it('names the pattern of the route serving a path, not the path itself', () => {
    expect(match('/v1/api/cart/7')?.pattern).toBe('/v1/api/cart/[id]');
    expect(match('/v1/api/cart/count')?.pattern).toBe('/v1/api/cart/count');
    expect(match('/v1/api/no/such')?.pattern).toBe('/v1/api/[...rest]');
    expect(match('/elsewhere')).toBeUndefined();
  });
});
