import { describe, expect, it } from 'vitest';
import { appleMinWidthScript, isAppleDevice } from './device';

describe('isAppleDevice', () => {
  it('detects macOS, iPhone and iPad browsers', () => {
    expect(isAppleDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15')).toBe(
      true,
    );
    expect(isAppleDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isAppleDevice('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
  });
  it('leaves Windows, Linux and Android alone', () => {
    expect(isAppleDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(false);
    expect(isAppleDevice('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
    expect(isAppleDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(false);
  });
  it('builds a head script from the same rule', () => {
    const classList = new Set<string>();
    const run = new Function('navigator', 'document', appleMinWidthScript);
    run(
      { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)' },
      { documentElement: { classList } },
    );
    expect(classList.has('apple-device')).toBe(true);
  });
});
