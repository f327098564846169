import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import { aesDecrypt, captchaVerificationOf } from '@/lib/captcha';
import { SliderCaptcha } from './slider-captcha';

const ORIGIN = 'http://mall.test';
const KEY = 'AbCdEfGhIjKlMnOp';
// A 1x1 transparent PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let gets: Record<string, unknown>[] = [];
let checks: Record<string, unknown>[] = [];
let checkCode = '0000';

const server = setupServer(
  http.post(`${ORIGIN}/captcha/get`, async ({ request: req }) => {
    gets.push((await req.json()) as Record<string, unknown>);
    return HttpResponse.json({
      repCode: '0000',
      repMsg: null,
      success: true,
      error: false,
      repData: {
        originalImageBase64: PNG,
        jigsawImageBase64: PNG,
        token: `token${gets.length}`,
        secretKey: KEY,
        result: false,
      },
    });
  }),
  http.post(`${ORIGIN}/captcha/check`, async ({ request: req }) => {
    checks.push((await req.json()) as Record<string, unknown>);
    const ok = checkCode === '0000';
    return HttpResponse.json({
      repCode: checkCode,
      repMsg: ok ? null : '验证失败',
      success: ok,
      error: !ok,
      repData: ok ? { ...checks.at(-1), result: true } : null,
    });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
beforeEach(() => {
  gets = [];
  checks = [];
  localStorage.clear();
  // Fake time that also runs on its own, so msw and axios keep working.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

async function renderReady(onSuccess = vi.fn()) {
  render(<SliderCaptcha onSuccess={onSuccess} />);
  const handle = screen.getByRole('slider', { name: '拖动滑块完成拼图验证' });
  await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
  return { handle, onSuccess };
}

describe('SliderCaptcha', () => {
  it('fetches a blockPuzzle with a stored slider- client id', async () => {
    await renderReady();
    expect(gets).toHaveLength(1);
    expect(gets[0]).toMatchObject({ captchaType: 'blockPuzzle' });
    expect(gets[0]!.clientUid).toMatch(/^slider-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(localStorage.getItem('slider')).toBe(gets[0]!.clientUid);
    expect(screen.getByRole('img', { name: '拼图验证码背景' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG}`,
    );
  });

  it('sends the drag scaled to 310 px with y 5, shows the time and 验证成功, then passes after 1 s', async () => {
    const { handle, onSuccess } = await renderReady();
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 90, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 130, pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '120');
    fireEvent.pointerUp(handle, { clientX: 130, pointerId: 1 });

    expect(await screen.findByText(/^\d+\.\d{2}s验证成功$/)).toBeInTheDocument();
    expect(checks).toHaveLength(1);
    const check = checks[0]!;
    expect(check).toMatchObject({ captchaType: 'blockPuzzle', token: 'token1' });
    const plaintext = aesDecrypt(check.pointJson as string, KEY);
    expect(plaintext).toBe('{"x":120,"y":5}');

    expect(onSuccess).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(850));
    expect(onSuccess).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
      captchaVerificationOf('token1', plaintext, KEY),
    );
  });

  it('moves with the arrow keys, shows 验证失败 and fetches a new challenge after 1 s', async () => {
    checkCode = '6111';
    try {
      const { handle, onSuccess } = await renderReady();
      handle.focus();
      fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
      fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
      fireEvent.keyDown(handle, { key: 'ArrowRight' });
      fireEvent.keyDown(handle, { key: 'ArrowLeft' });
      fireEvent.keyDown(handle, { key: 'ArrowRight' });
      expect(handle).toHaveAttribute('aria-valuenow', '21');
      fireEvent.keyDown(handle, { key: 'Enter' });

      expect(await screen.findByText('验证失败')).toBeInTheDocument();
      expect(aesDecrypt(checks[0]!.pointJson as string, KEY)).toBe('{"x":21,"y":5}');
      act(() => vi.advanceTimersByTime(850));
      expect(screen.getByText('验证失败')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('验证失败')).not.toBeInTheDocument();
      await waitFor(() => expect(gets).toHaveLength(2));
      await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
      expect(handle).toHaveAttribute('aria-valuenow', '0');
      expect(onSuccess).not.toHaveBeenCalled();
    } finally {
      checkCode = '0000';
    }
  });

  it('fetches a new challenge from the refresh button', async () => {
    await renderReady();
    fireEvent.click(screen.getByRole('button', { name: '刷新验证码' }));
    await waitFor(() => expect(gets).toHaveLength(2));
    expect(gets[1]!.clientUid).toBe(gets[0]!.clientUid);
  });

  it('shows the server message when the challenge is refused', async () => {
    server.use(
      http.post(`${ORIGIN}/captcha/get`, () =>
        HttpResponse.json({
          repCode: '6202',
          repMsg: '接口验证失败数过多，请稍后再试',
          repData: null,
          success: false,
          error: true,
        }),
      ),
    );
    render(<SliderCaptcha onSuccess={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('接口验证失败数过多，请稍后再试');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
  });
});
