import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aesDecrypt, captchaVerificationOf } from '@/lib/captcha';
import { SliderCaptcha } from './slider-captcha';
import { CAPTCHA_ORIGIN, PNG, setupCaptchaServer } from './captcha-test-server';

const KEY = 'AbCdEfGhIjKlMnOp';
const { state, server } = setupCaptchaServer({
  originalImageBase64: PNG,
  jigsawImageBase64: PNG,
  secretKey: KEY,
});

async function renderReady(onSuccess = vi.fn()) {
  render(<SliderCaptcha onSuccess={onSuccess} />);
  const handle = screen.getByRole('slider', { name: '拖动滑块完成拼图验证' });
  await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
  return { handle, onSuccess };
}

describe('SliderCaptcha', () => {
  it('fetches a blockPuzzle with a stored slider- client id', async () => {
    await renderReady();
    expect(state.gets).toHaveLength(1);
    expect(state.gets[0]).toMatchObject({ captchaType: 'blockPuzzle' });
    expect(state.gets[0]!.clientUid).toMatch(/^slider-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(localStorage.getItem('slider')).toBe(state.gets[0]!.clientUid);
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
    expect(state.checks).toHaveLength(1);
    const check = state.checks[0]!;
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
    state.checkCode = '6111';
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
      expect(aesDecrypt(state.checks[0]!.pointJson as string, KEY)).toBe('{"x":21,"y":5}');
      act(() => vi.advanceTimersByTime(850));
      expect(screen.getByText('验证失败')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('验证失败')).not.toBeInTheDocument();
      await waitFor(() => expect(state.gets).toHaveLength(2));
      await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
      expect(handle).toHaveAttribute('aria-valuenow', '0');
      expect(onSuccess).not.toHaveBeenCalled();
    } finally {
      state.checkCode = '0000';
    }
  });

  it('fetches a new challenge from the refresh button', async () => {
    await renderReady();
    fireEvent.click(screen.getByRole('button', { name: '刷新验证码' }));
    await waitFor(() => expect(state.gets).toHaveLength(2));
    expect(state.gets[1]!.clientUid).toBe(state.gets[0]!.clientUid);
  });

  it('shows the server message when the challenge is refused', async () => {
    server.use(
      http.post(`${CAPTCHA_ORIGIN}/captcha/get`, () =>
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
