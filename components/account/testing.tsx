import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, vi } from 'vitest';

export const ORIGIN = 'http://mall.test';

export const ok = (data: JsonBodyType = null) =>
  HttpResponse.json({ code: 0, msg: 'success', data });
export const fail = (status: number, msg: string) =>
  HttpResponse.json({ code: status, msg, data: null }, { status });

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The AJ-Captcha endpoints answering a challenge (slider or click-word) that every answer passes. */
export const captchaHandlers = [
  http.post(`${ORIGIN}/captcha/get`, () =>
    HttpResponse.json({
      repCode: '0000',
      repMsg: null,
      repData: {
        originalImageBase64: PNG,
        jigsawImageBase64: PNG,
        wordList: ['春', '夏', '秋'],
        token: 't1',
        secretKey: null,
      },
      success: true,
    }),
  ),
  http.post(`${ORIGIN}/captcha/check`, () =>
    HttpResponse.json({ repCode: '0000', repMsg: null, repData: { result: true }, success: true }),
  ),
];

/** Drags the slider of the open captcha dialog and waits out its 1 s success message. */
export async function passCaptcha() {
  const handle = await screen.findByRole('slider');
  await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
  fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 150, pointerId: 1 });
  await screen.findByText(/s验证成功$/);
  act(() => vi.advanceTimersByTime(1050));
}

/** Clicks the three words of the open click-word dialog and waits out its 1 s success message. */
export async function passClickWord() {
  const image = await screen.findByRole('application', { name: /请依次点击【春,夏,秋】/ });
  await waitFor(() => expect(image).toHaveAttribute('tabindex', '0'));
  for (const clientX of [50, 150, 250]) fireEvent.click(image, { clientX, clientY: 70 });
  await screen.findByText(/s验证成功$/);
  act(() => vi.advanceTimersByTime(1050));
}

/** Replaces window.location by one on `host` whose assign is recorded. */
export function mockLocation(host = 'mall.test') {
  const assign = vi.fn<(url: string) => void>();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    assign,
    host,
    hostname: host,
    origin: `http://${host}`,
    href: `http://${host}/reg/login`,
  } as unknown as Location);
  return assign;
}
