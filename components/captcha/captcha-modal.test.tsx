import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import { CaptchaModal } from './captcha-modal';

const ORIGIN = 'http://mall.test';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const repData = {
  originalImageBase64: PNG,
  jigsawImageBase64: PNG,
  token: 't1',
  secretKey: 'AbCdEfGhIjKlMnOp',
  wordList: ['山', '水', '云'],
  result: false,
};

const server = setupServer(
  http.post(`${ORIGIN}/captcha/get`, () =>
    HttpResponse.json({ repCode: '0000', repMsg: null, repData, success: true, error: false }),
  ),
  http.post(`${ORIGIN}/captcha/check`, () =>
    HttpResponse.json({
      repCode: '0000',
      repMsg: null,
      repData: { result: true },
      success: true,
      error: false,
    }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

describe('CaptchaModal', () => {
  it('shows the slider in a dialog and closes itself 1 s after a pass', async () => {
    const onSuccess = vi.fn();
    const onClose = vi.fn();
    render(<CaptchaModal type="blockPuzzle" open onSuccess={onSuccess} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: '请完成安全验证' });
    const handle = await screen.findByRole('slider');
    expect(dialog).toContainElement(handle);
    await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
    fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 150, pointerId: 1 });
    await screen.findByText(/s验证成功$/);
    act(() => vi.advanceTimersByTime(1050));
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the word captcha for clickWord and closes on cancel', async () => {
    const onClose = vi.fn();
    render(<CaptchaModal type="clickWord" open onSuccess={vi.fn()} onClose={onClose} />);
    expect(await screen.findByText('请依次点击【山,水,云】')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
