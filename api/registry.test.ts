import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createApiRegistry,
  endpoint,
  fillPlaceholders,
  resolvePath,
  splitParams,
  type Sender,
} from './registry';
import type { MallRequestConfig } from './request';

afterEach(() => vi.restoreAllMocks());

describe('resolvePath', () => {
  it('fills placeholders in order from strings and numbers', () => {
    expect(resolvePath('/v1/api/a/{x}/b/{y}', ['one', 2])).toEqual({
      url: '/v1/api/a/one/b/2',
      missing: [],
      extra: [],
    });
    expect(resolvePath('/v1/api/msg/{type}', [-1]).url).toBe('/v1/api/msg/-1');
    expect(resolvePath('/v1/api/a/{y}/{x}', [1, 2]).url).toBe('/v1/api/a/1/2');
  });

  it('URL-encodes each argument', () => {
    expect(resolvePath('/v1/api/tenant/{name}', ['中 建/材?']).url).toBe(
      `/v1/api/tenant/${encodeURIComponent('中 建/材?')}`,
    );
  });

  it('reports missing placeholders and surplus arguments', () => {
    expect(resolvePath('/v1/api/a/{x}/{y}', [1])).toEqual({
      url: '/v1/api/a/1/{y}',
      missing: ['y'],
      extra: [],
    });
    expect(resolvePath('/v1/api/a/{x}', [1, 'b', 3])).toEqual({
      url: '/v1/api/a/1',
      missing: [],
      extra: ['b', 3],
    });
    expect(resolvePath('/v1/api/plain', [7]).extra).toEqual([7]);
  });
});

describe('fillPlaceholders', () => {
  it('does not warn when the arguments match', () => {
    const warn = vi.fn();
    expect(fillPlaceholders('/v1/api/a/{x}', [5], 'a', warn)).toBe('/v1/api/a/5');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about a missing argument, naming the API and the placeholder', () => {
    const warn = vi.fn();
    fillPlaceholders('/v1/api/category/findByPid/{pid}', [], 'findByPid', warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('findByPid');
    expect(warn.mock.calls[0]?.[0]).toContain('{pid}');
  });

  it('warns about too many arguments', () => {
    const warn = vi.fn();
    fillPlaceholders('/v1/api/a/{x}', [1, 2], 'a', warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/多出 1 个/);
  });

  it('warns on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fillPlaceholders('/v1/api/a', ['x']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('splitParams', () => {
  const params = { pageNo: 1, pageSize: 10 };

  it('puts GET and DELETE params in the query string', () => {
    expect(splitParams('GET', params)).toEqual({ params });
    expect(splitParams('delete', params)).toEqual({ params });
  });

  it('sends other methods params as the body', () => {
    expect(splitParams('POST', params)).toEqual({ data: params });
    expect(splitParams('PUT', params)).toEqual({ data: params });
    expect(splitParams('patch', params)).toEqual({ data: params });
  });

  it('sends nothing when there are no params', () => {
    expect(splitParams('GET', undefined)).toEqual({});
    expect(splitParams('POST', undefined)).toEqual({});
  });
});

function fakeSender() {
  const calls: MallRequestConfig[] = [];
  const send: Sender = <R>(config: MallRequestConfig) => {
    calls.push(config);
    return Promise.resolve('ok' as R);
  };
  return { calls, send };
}

describe('createApiRegistry', () => {
  it('throws when a second module registers a taken name', () => {
    const registry = createApiRegistry(fakeSender().send);
    registry.define('user', { getClientId: endpoint()('GET', '/v1/api/user/getClientId') });
    expect(() =>
      registry.define('common', { getClientId: endpoint()('POST', '/v1/api/common/clientId') }),
    ).toThrow(/getClientId.*user.*common/);
    expect(() =>
      registry.register({ name: 'getClientId', module: 'other', method: 'GET', url: '/x' }),
    ).toThrow(/API 名称重复/);
    expect(registry.get('getClientId')?.url).toBe('/v1/api/user/getClientId');
  });

  it('lets the same module declare again (a hot reload replaces it)', () => {
    const registry = createApiRegistry(fakeSender().send);
    registry.define('user', { a: endpoint()('GET', '/v1/api/user/a') });
    expect(() =>
      registry.define('user', { a: endpoint()('GET', '/v1/api/user/a2') }),
    ).not.toThrow();
    expect(registry.get('a')?.url).toBe('/v1/api/user/a2');
    expect(registry.list()).toHaveLength(1);
  });

  it('fills path arguments, sends GET params as query and keeps call options', async () => {
    const { calls, send } = fakeSender();
    const registry = createApiRegistry(send);
    const apis = registry.define('category', {
      findByPid: endpoint<{ level?: number }, string>()('GET', '/v1/api/category/findByPid/{pid}'),
    });
    await expect(apis.findByPid(5, { level: 2 }, { skipErrorHandler: true })).resolves.toBe('ok');
    expect(calls[0]).toEqual({
      method: 'GET',
      url: '/v1/api/category/findByPid/5',
      params: { level: 2 },
      skipErrorHandler: true,
    });
  });

  it('sends POST and PUT params as the body and DELETE params as query', async () => {
    const { calls, send } = fakeSender();
    const registry = createApiRegistry(send);
    const apis = registry.define('x', {
      save: endpoint<{ name: string }>()('POST', '/v1/api/tenant/save'),
      update: endpoint<{ name: string }>()('PUT', '/v1/api/tenant/{id}'),
      remove: endpoint<{ force: boolean }>()('DELETE', '/v1/api/cart/{id}'),
    });
    await apis.save({ name: 'a' });
    await apis.update('7', { name: 'b' });
    await apis.remove(9, { force: true });
    expect(calls).toEqual([
      { method: 'POST', url: '/v1/api/tenant/save', data: { name: 'a' } },
      { method: 'PUT', url: '/v1/api/tenant/7', data: { name: 'b' } },
      { method: 'DELETE', url: '/v1/api/cart/9', params: { force: true } },
    ]);
  });

  it('merges the declaration config under the call options', async () => {
    const { calls, send } = fakeSender();
    const registry = createApiRegistry(send);
    const apis = registry.define('common', {
      captchaGet: endpoint<{ captchaType: string }>()('POST', '/captcha/get', {
        rawResponse: true,
        timeout: 40_000,
      }),
    });
    await apis.captchaGet({ captchaType: 'blockPuzzle' }, { timeout: 5 });
    expect(calls[0]).toMatchObject({ rawResponse: true, timeout: 5, url: '/captcha/get' });
  });

  it('calls by name and warns at call time about wrong argument counts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls, send } = fakeSender();
    const registry = createApiRegistry(send);
    registry.define('bid', { bidDetail: endpoint()('GET', '/v1/api/bid/{id}') });
    await registry.call('bidDetail', 12, 13);
    expect(calls[0]?.url).toBe('/v1/api/bid/12');
    expect(warn).toHaveBeenCalledTimes(1);
    await registry.call('bidDetail');
    expect(calls[1]?.url).toBe('/v1/api/bid/{id}');
    expect(warn).toHaveBeenCalledTimes(2);
    await expect(registry.call('nope')).rejects.toThrow(/未声明的 API/);
  });
});
