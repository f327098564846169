import { describe, expect, it } from 'vitest';
import { DIALOG_MISSING_PARAMS, assertDialogParams, reauthUrl, supportLine } from './dialog';

describe('assertDialogParams', () => {
  it('keeps the spec text of the error', () => {
    expect(DIALOG_MISSING_PARAMS).toBe('missing parameter title or content');
  });

  it('throws when the title or the content is missing', () => {
    const cases: unknown[] = [
      undefined,
      null,
      {},
      { title: '提示' },
      { content: '正文' },
      { title: '', content: '正文' },
      { title: '提示', content: '   ' },
      { title: null, content: '正文' },
      { title: '提示', content: false },
    ];
    for (const params of cases) {
      expect(() => assertDialogParams(params as { title?: unknown; content?: unknown })).toThrow(
        new Error('missing parameter title or content'),
      );
    }
  });

  it('accepts any other title and content, including elements and zero', () => {
    expect(() => assertDialogParams({ title: '提示', content: '正文' })).not.toThrow();
    expect(() => assertDialogParams({ title: { type: 'span' }, content: 0 })).not.toThrow();
  });
});

describe('supportLine', () => {
  it('names the hotline, or nothing without one', () => {
    expect(supportLine('400-820-6688')).toBe('如有疑问，请联系客服：400-820-6688');
    expect(supportLine(' ')).toBe('');
    expect(supportLine(undefined)).toBe('');
  });
});

describe('reauthUrl', () => {
  it('sends a rejected company back to /auth with its enterprise and type', () => {
    expect(reauthUrl(12, 2)).toBe('/auth?enterpriseId=12&type=2');
    expect(reauthUrl(null, undefined)).toBe('/auth?enterpriseId=&type=');
  });
});
