import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from './feedback';
import { api, callApi } from './index';
import { NETWORK_ERROR_MESSAGE } from './messages';
import {
  ApiError,
  ERROR_LOG_URL,
  abortCalls,
  callsSettled,
  failureText,
  REQUEST_TIMEOUT_MS,
  request,
  requestData,
  resetRequestState,
  setRuntimeEnv,
} from './request';

// Node has no page origin to resolve '' against, so the tests give the instance one.
const ORIGIN = 'http://mall.test';
const at = (p: string) => `${ORIGIN}${p}`;
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });

const server = setupServer();
const logged: unknown[] = [];
const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
beforeEach(() => {
  setFeedback(toast);
  server.use(
    http.post(at(ERROR_LOG_URL), async ({ request: req }) => {
      logged.push(await req.json());
      return ok(null);
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetRequestState();
  setFeedback(null);
  logged.length = 0;
  vi.clearAllMocks();
});
afterAll(() => {
  server.close();
  request.defaults.baseURL = '';
});

/** The ApiError a call rejects with; fails the test if it resolves. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Lets the fire-and-forget error-log POST reach the mock server. */
const settle = () => new Promise((r) => setTimeout(r, 30));

describe('the axios instance', () => {
  it('is same-origin, sends credentials and times out after 15 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(request.defaults.timeout).toBe(15_000);
    expect(request.defaults.withCredentials).toBe(true);
  });

  it('marks every call, reads and writes, as the mall client', async () => {
    const seen: (string | null)[] = [];
    const record = ({ request: req }: { request: Request }) => {
      seen.push(req.headers.get('x-requested-with'));
      return ok(null);
    };
    server.use(http.get(at('/v1/api/x'), record), http.post(at('/v1/api/x'), record));
    await requestData({ url: '/v1/api/x' });
    await requestData({ url: '/v1/api/x', method: 'POST', data: { a: 1 } });
    await requestData({ url: '/v1/api/x', method: 'POST', data: new FormData() });
    expect(seen).toEqual(['XMLHttpRequest', 'XMLHttpRequest', 'XMLHttpRequest']);
  });
});

describe('success', () => {
  it('unwraps data from a code 0 envelope', async () => {
    server.use(http.get(at('/v1/api/homepage/homeBasicInfo'), () => ok({ themeType: 1 })));
    await expect(api.homeBasicInfo()).resolves.toEqual({ themeType: 1 });
    await expect(requestData({ url: '/v1/api/homepage/homeBasicInfo' })).resolves.toEqual({
      themeType: 1,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends GET params in the query, placeholders in the path, and arrays as repeated keys', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(at('/v1/api/category/findByPid/:pid'), ({ request: req }) => {
        seen = new URL(req.url);
        return ok([]);
      }),
      http.get(at('/v1/api/item/searchItem'), ({ request: req }) => {
        seen = new URL(req.url);
        return ok({ records: [], total: 0, pageNo: 1, pageSize: 10 });
      }),
    );
    await callApi('findByPid', 22);
    expect(seen?.pathname).toBe('/v1/api/category/findByPid/22');
    await api.searchItem({ pageNo: 1, pageSize: 10, keyword: '地板', brandIds: [3, 4] });
    expect(seen?.searchParams.get('keyword')).toBe('地板');
    expect(seen?.searchParams.getAll('brandIds')).toEqual(['3', '4']);
  });

  it('sends POST params as a JSON body', async () => {
    let body: unknown;
    server.use(
      http.post(at('/v1/api/directory/alreadyRead'), async ({ request: req }) => {
        body = await req.json();
        return ok(null);
      }),
    );
    await api.popupRead({ popupId: 2 });
    expect(body).toEqual({ popupId: 2 });
  });

  it('resolves raw (non-envelope) answers such as the captcha as they are', async () => {
    const answer = { repCode: '6111', repMsg: '验证失败', repData: null, success: false };
    server.use(http.post(at('/captcha/check'), () => HttpResponse.json(answer)));
    await expect(
      api.captchaCheck({ captchaType: 'blockPuzzle', pointJson: 'x', token: 't' }),
    ).resolves.toEqual(answer);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('callsSettled', () => {
  it('waits for the calls under way, failed ones too, and no longer than asked', async () => {
    let answered = 0;
    server.use(
      http.get(at('/v1/api/user/current/role'), async () => {
        await delay(150);
        answered += 1;
        return ok([]);
      }),
      http.get(at('/v1/api/auth/enterprises'), async () => {
        await delay(100);
        answered += 1;
        return HttpResponse.json({ code: 401, msg: '请先登录', data: null }, { status: 401 });
      }),
    );
    await expect(callsSettled(1_000)).resolves.toBeUndefined();
    const calls = [
      api.getUserWorkbench(undefined, { skipErrorHandler: true }),
      api.getUserEnterprises(undefined, { skipErrorHandler: true }).catch(() => undefined),
    ];
    await callsSettled(5_000);
    expect(answered).toBe(2);

    server.use(http.get(at('/v1/api/user/current/role'), () => delay('infinite')));
    const stuck = api.getUserWorkbench(undefined, { skipErrorHandler: true, timeout: 60_000 });
    const started = Date.now();
    await callsSettled(100);
    expect(Date.now() - started).toBeLessThan(1_000);
    void stuck.catch(() => undefined);
    await Promise.all(calls);
  });

  it('abortCalls cancels what is still under way, quietly; a call with its own signal is left', async () => {
    server.use(http.get(at('/v1/api/user/current/role'), () => delay('infinite')));
    const own = new AbortController();
    const stuck = api.getUserWorkbench(undefined, { timeout: 60_000 });
    const kept = api.getUserWorkbench(undefined, { timeout: 60_000, signal: own.signal });
    abortCalls();
    await expect(stuck).rejects.toMatchObject({ kind: 'canceled' });
    expect(toast.error).not.toHaveBeenCalled();
    const settled = (call: Promise<unknown>) =>
      call.then(
        () => 'settled',
        () => 'settled',
      );
    expect(await Promise.race([settled(kept), delay(50).then(() => 'pending')])).toBe('pending');
    own.abort();
    await expect(kept).rejects.toMatchObject({ kind: 'canceled' });
  });
});

describe('failures', () => {
  it('a non-zero code toasts the server msg; a GET rejects with the url-message text', async () => {
    server.use(
      http.get(at('/v1/api/common/seo'), () =>
        HttpResponse.json({ code: 1001, msg: '页面不存在', data: { hint: 1 } }),
      ),
    );
    const error = await failure(api.seo({ url: '/x' }));
    expect(error.message).toBe('请求超时，请重试（/v1/api/common/seo-页面不存在）');
    expect(error).toMatchObject({
      kind: 'business',
      code: 1001,
      serverMessage: '页面不存在',
      data: { hint: 1 },
    });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('页面不存在');
  });

  it('a failed non-GET rejects with the server msg itself', async () => {
    server.use(
      http.post(at('/v1/api/tenant/save'), () =>
        HttpResponse.json({ code: 400, msg: '请输入企业名称', data: null }, { status: 400 }),
      ),
    );
    await expect(
      api.tenantSave({
        topType: 2,
        companyName: '',
        creditCode: '91350100M000100Y43',
        companyType: 1,
        businessLicenseUrl: 'x',
        serveCategoryIds: [],
      }),
    ).rejects.toThrow(/^请输入企业名称$/);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('请输入企业名称');
  });

  it('a network error toasts the default message', async () => {
    server.use(http.get(at('/v1/api/user/getClientId'), () => HttpResponse.error()));
    const error = await failure(api.getClientId());
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(NETWORK_ERROR_MESSAGE);
    expect(error.message).toBe(
      `请求超时，请重试（/v1/api/user/getClientId-${NETWORK_ERROR_MESSAGE}）`,
    );
    expect(error.kind).toBe('network');
  });

  it('an HTTP error without an envelope toasts the default message', async () => {
    server.use(
      http.delete(at('/v1/api/cart/:id'), () => new HttpResponse('boom', { status: 502 })),
    );
    await expect(api.deleteCart(3)).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(NETWORK_ERROR_MESSAGE);
  });

  it('a timeout toasts the timeout message with the url', async () => {
    server.use(
      http.get(at('/v1/api/address/getServerArea'), async () => {
        await delay(300);
        return ok([]);
      }),
    );
    const error = await failure(api.getServerArea(undefined, { timeout: 20 }));
    expect(error.kind).toBe('timeout');
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      '请求超时，请重试（/v1/api/address/getServerArea）',
    );
    expect(error.message).toBe(
      `请求超时，请重试（/v1/api/address/getServerArea-${NETWORK_ERROR_MESSAGE}）`,
    );
  });

  it('401 toasts 请先登录 (the redirect needs a browser; see request.test.tsx)', async () => {
    server.use(
      http.get(at('/v1/api/user/current'), () =>
        HttpResponse.json({ code: 401, msg: '未登录', data: null }, { status: 401 }),
      ),
    );
    const error = await failure(api.getUserLoginState());
    expect(error.kind).toBe('unauthorized');
    expect(toast.warning).toHaveBeenCalledExactlyOnceWith('请先登录');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('skipErrorHandler turns the toast off but still rejects', async () => {
    server.use(
      http.get(at('/v1/api/common/seo'), () =>
        HttpResponse.json({ code: 9, msg: '坏了', data: null }),
      ),
      http.get(at('/v1/api/user/current'), () => new HttpResponse(null, { status: 401 })),
    );
    await expect(api.seo({ url: '/' }, { skipErrorHandler: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(
      api.getUserLoginState(undefined, { skipErrorHandler: true }),
    ).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('failureText gives a form the server’s message, or the default for anything else', async () => {
    server.use(
      http.get(at('/v1/api/common/seo'), () =>
        HttpResponse.json({ code: 9, msg: '坏了', data: null }),
      ),
    );
    const refused = await api.seo({ url: '/' }, { skipErrorHandler: true }).catch((e) => e);
    expect(failureText(refused)).toBe('坏了');
    expect(failureText(new Error('socket hang up'))).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('error log', () => {
  const failSeo = () =>
    server.use(
      http.get(at('/v1/api/common/seo'), () =>
        HttpResponse.json({ code: 7, msg: '出错了', data: null }),
      ),
    );

  it('posts { url, message } to /v1/api/mall/log in prod', async () => {
    setRuntimeEnv('prod');
    failSeo();
    await api.seo({ url: '/' }).catch(() => undefined);
    await settle();
    expect(logged).toEqual([{ url: '/v1/api/common/seo', message: '出错了' }]);
  });

  it('posts nothing outside prod', async () => {
    for (const env of ['local', 'sit', 'dev', 'uat'] as const) {
      setRuntimeEnv(env);
      failSeo();
      await api.seo({ url: '/' }).catch(() => undefined);
    }
    await settle();
    expect(logged).toEqual([]);
  });

  it('does not recurse or toast when the log call itself fails', async () => {
    setRuntimeEnv('prod');
    let logCalls = 0;
    failSeo();
    server.use(
      http.post(at(ERROR_LOG_URL), () => {
        logCalls++;
        return HttpResponse.json({ code: 500, msg: '日志失败', data: null }, { status: 500 });
      }),
    );
    await api.seo({ url: '/' }).catch(() => undefined);
    await settle();
    expect(logCalls).toBe(1);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('出错了');
  });
});
