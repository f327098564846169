import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { request } from '@/api/request';

export const CAPTCHA_ORIGIN = 'http://mall.test';
/** A 1x1 transparent PNG. */
export const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Body = Record<string, unknown>;

/**
 * An AJ-Captcha backend for component tests: `/captcha/get` answers `repData` (plus a fresh
 * token per call), `/captcha/check` answers `state.checkCode`; both record what they received.
 * Registers its own lifecycle hooks (fake timers that still advance, so msw and axios work).
 */
export function setupCaptchaServer(repData: Body) {
  const state = { gets: [] as Body[], checks: [] as Body[], checkCode: '0000' };
  const server = setupServer(
    http.post(`${CAPTCHA_ORIGIN}/captcha/get`, async ({ request: req }) => {
      state.gets.push((await req.json()) as Body);
      return HttpResponse.json({
        repCode: '0000',
        repMsg: null,
        success: true,
        error: false,
        repData: { ...repData, token: `token${state.gets.length}`, result: false },
      });
    }),
    http.post(`${CAPTCHA_ORIGIN}/captcha/check`, async ({ request: req }) => {
      state.checks.push((await req.json()) as Body);
      const ok = state.checkCode === '0000';
      return HttpResponse.json({
        repCode: state.checkCode,
        repMsg: ok ? null : '验证失败',
        success: ok,
        error: !ok,
        repData: ok ? { ...state.checks.at(-1), result: true } : null,
      });
    }),
  );

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    request.defaults.baseURL = CAPTCHA_ORIGIN;
  });
  beforeEach(() => {
    state.gets = [];
    state.checks = [];
    state.checkCode = '0000';
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return { state, server };
}
