import { describe, expect, it } from 'vitest';
import { DELETE as unknownDelete, GET as unknownGet } from '@/app/v1/api/[...rest]/route';
import { proxy } from '@/proxy';
import { json, request } from './fixtures';

describe('unknown API paths and wrong methods', () => {
  it('answers an unknown /v1/api path with the JSON envelope and HTTP 404', async () => {
    for (const res of [await unknownGet(), await unknownDelete()]) {
      expect(await json(res)).toEqual({ status: 404, code: 404, msg: '接口不存在', data: null });
    }
  });

  it('lets an unknown path through the proxy to that catch-all route', async () => {
    const res = await proxy(request('/v1/api/no/such/thing'));
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });

  it('lets a known path with its own method through', async () => {
    for (const [path, method] of [
      ['/v1/api/homepage/homeBasicInfo', 'GET'],
      ['/v1/api/homepage/homeBasicInfo', 'HEAD'],
      ['/v1/api/cart/12', 'DELETE'],
      ['/v1/api/mall/log', 'POST'],
    ] as const) {
      const res = await proxy(request(path, { method }));
      expect(res.headers.get('x-middleware-next'), `${method} ${path}`).toBe('1');
    }
  });

  it('answers a known path with a wrong method 405 in the envelope, with an Allow header', async () => {
    const res = await proxy(request('/v1/api/cart/12', { method: 'PATCH' }));
    expect(await json(res)).toEqual({
      status: 405,
      code: 405,
      msg: '不支持该请求方法',
      data: null,
    });
    expect(res.headers.get('allow')).toBe('DELETE, OPTIONS');
    const post = await proxy(request('/v1/api/homepage/homeBasicInfo', { method: 'POST' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
