import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aesDecrypt, captchaVerificationOf } from '@/lib/captcha';
import { ClickWordCaptcha } from './click-word-captcha';
import { PNG, setupCaptchaServer } from './captcha-test-server';

const KEY = 'QrStUvWxYz012345';
const { state } = setupCaptchaServer({
  originalImageBase64: PNG,
  wordList: ['春', '夏', '秋'],
  secretKey: KEY,
});

async function renderReady(onSuccess = vi.fn()) {
  render(<ClickWordCaptcha onSuccess={onSuccess} />);
  const image = await screen.findByRole('application', { name: /请依次点击【春,夏,秋】/ });
  await waitFor(() => expect(image).toHaveAttribute('tabindex', '0'));
  return { image, onSuccess };
}

// happy-dom lays nothing out, so the image counts as shown at its natural 310x155.
const CLICKS = [
  { clientX: 50.4, clientY: 60 },
  { clientX: 150, clientY: 70.6 },
  { clientX: 250, clientY: 80 },
];
const PLAINTEXT = '[{"x":50,"y":60},{"x":150,"y":71},{"x":250,"y":80}]';

describe('ClickWordCaptcha', () => {
  it('asks for the words in order with a stored point- client id', async () => {
    await renderReady();
    expect(screen.getByText('请依次点击【春,夏,秋】')).toBeInTheDocument();
    expect(state.gets[0]).toMatchObject({ captchaType: 'clickWord' });
    expect(state.gets[0]!.clientUid).toMatch(/^point-[0-9a-f-]{36}$/);
    expect(localStorage.getItem('point')).toBe(state.gets[0]!.clientUid);
  });

  it('numbers 3 clicks, sends them rounded in click order, then passes after 1 s', async () => {
    const { image, onSuccess } = await renderReady();
    fireEvent.click(image, CLICKS[0]);
    fireEvent.click(image, CLICKS[1]);
    expect(state.checks).toHaveLength(0);
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    fireEvent.click(image, CLICKS[2]);
    expect(screen.getByText('3')).toBeInTheDocument();

    expect(await screen.findByText(/^\d+\.\d{2}s验证成功$/)).toBeInTheDocument();
    expect(state.checks).toHaveLength(1);
    expect(state.checks[0]).toMatchObject({ captchaType: 'clickWord', token: 'token1' });
    expect(aesDecrypt(state.checks[0]!.pointJson as string, KEY)).toBe(PLAINTEXT);
    // A fourth click after the answer went out is ignored.
    fireEvent.click(image, CLICKS[0]);
    expect(state.checks).toHaveLength(1);

    act(() => vi.advanceTimersByTime(850));
    expect(onSuccess).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(
      captchaVerificationOf('token1', PLAINTEXT, KEY),
    );
  });

  it('shows 验证失败 and fetches a new challenge after 0.7 s', async () => {
    state.checkCode = '6111';
    const { image, onSuccess } = await renderReady();
    for (const click of CLICKS) fireEvent.click(image, click);
    expect(await screen.findByText('验证失败')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(550));
    expect(screen.getByText('验证失败')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByText('验证失败')).not.toBeInTheDocument();
    await waitFor(() => expect(state.gets).toHaveLength(2));
    await screen.findByText('请依次点击【春,夏,秋】');
    expect(screen.queryByText('1')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('places clicks from the keyboard at the cursor', async () => {
    const { image } = await renderReady();
    image.focus();
    // The cursor starts in the middle (155, 77.5).
    fireEvent.keyDown(image, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(image, { key: 'Enter' });
    fireEvent.keyDown(image, { key: 'ArrowUp' });
    fireEvent.keyDown(image, { key: ' ' });
    fireEvent.keyDown(image, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(image, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(image, { key: 'Enter' });
    await waitFor(() => expect(state.checks).toHaveLength(1));
    expect(aesDecrypt(state.checks[0]!.pointJson as string, KEY)).toBe(
      '[{"x":135,"y":78},{"x":135,"y":73},{"x":155,"y":93}]',
    );
  });
});
