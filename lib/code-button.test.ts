import { describe, expect, it } from 'vitest';
import { CODE_RESEND_SECONDS, codeButtonText, codeSecondsLeft } from './code-button';

describe('codeSecondsLeft', () => {
  const sentAt = 1_000_000;

  it('is 0 before any send', () => {
    expect(codeSecondsLeft(null, sentAt)).toBe(0);
  });

  it('waits 60 s after a send, counting whole seconds down', () => {
    expect(CODE_RESEND_SECONDS).toBe(60);
    expect(codeSecondsLeft(sentAt, sentAt)).toBe(60);
    expect(codeSecondsLeft(sentAt, sentAt + 999)).toBe(60);
    expect(codeSecondsLeft(sentAt, sentAt + 1000)).toBe(59);
    expect(codeSecondsLeft(sentAt, sentAt + 59_999)).toBe(1);
    expect(codeSecondsLeft(sentAt, sentAt + 60_000)).toBe(0);
    expect(codeSecondsLeft(sentAt, sentAt + 600_000)).toBe(0);
  });

  it('never exceeds 60 s when the clock goes back', () => {
    expect(codeSecondsLeft(sentAt, sentAt - 5000)).toBe(60);
  });
});

describe('codeButtonText', () => {
  it('shows the countdown while waiting and the action otherwise', () => {
    expect(codeButtonText(60)).toBe('60秒后重新获取');
    expect(codeButtonText(1)).toBe('1秒后重新获取');
    expect(codeButtonText(0)).toBe('获取验证码');
  });
});
