import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleFeedback, getFeedback, setFeedback } from './feedback';

afterEach(() => setFeedback(null));

describe('setFeedback', () => {
  it('uses the newest registration and falls back to the console', () => {
    expect(getFeedback()).toBe(consoleFeedback);
    const shell = { error: vi.fn() };
    setFeedback(shell);
    getFeedback().error('网络错误');
    expect(shell.error).toHaveBeenCalledWith('网络错误');
  });

  it('keeps the right notifier when registrations end out of order', () => {
    const page = { error: vi.fn() };
    const shell = { error: vi.fn() };
    const endPage = setFeedback(page);
    const endShell = setFeedback(shell);
    endPage();
    getFeedback().error('a');
    expect(shell.error).toHaveBeenCalledWith('a');
    expect(page.error).not.toHaveBeenCalled();
    endShell();
    expect(getFeedback()).toBe(consoleFeedback);
  });

  it('lets a fallback yield to a registration made before it', () => {
    const page = { error: vi.fn() };
    const shell = { error: vi.fn() };
    const endPage = setFeedback(page);
    setFeedback(shell, { fallback: true });
    getFeedback().error('b');
    expect(page.error).toHaveBeenCalledWith('b');
    endPage();
    getFeedback().error('c');
    expect(shell.error).toHaveBeenCalledWith('c');
  });
});
