import { describe, expect, it } from 'vitest';
import { trackingScriptSrc } from './tracking';

describe('trackingScriptSrc', () => {
  const urls = { prod: 'https://t.example/p.js', test: 'https://t.example/test.js' };
  it('uses the production script only in prod', () => {
    expect(trackingScriptSrc('prod', urls)).toBe(urls.prod);
  });
  it('uses the test variant elsewhere', () => {
    for (const e of ['local', 'sit', 'dev', 'uat'] as const)
      expect(trackingScriptSrc(e, urls)).toBe(urls.test);
  });
  it('loads nothing when unset', () => {
    expect(trackingScriptSrc('prod', {})).toBeUndefined();
  });
});
