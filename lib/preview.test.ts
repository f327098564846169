import { describe, expect, it } from 'vitest';
import {
  createPreviewKey,
  isAllowedPreviewUrl,
  isPreviewKey,
  parsePreviewEntry,
  previewFileFrom,
  previewHref,
  previewKind,
  previewName,
} from './preview';

const ORIGIN = 'https://mall.example.com';

describe('preview keys', () => {
  it('creates a timestamp-based key and the preview URL that carries it', () => {
    const key = createPreviewKey(1763800000000);
    expect(key).toBe('preview-1763800000000');
    expect(isPreviewKey(key)).toBe(true);
    expect(isPreviewKey('compareCache')).toBe(false);
    expect(isPreviewKey('preview-')).toBe(false);
    expect(previewHref(key)).toBe('/preview?key=preview-1763800000000');
  });
});

describe('parsePreviewEntry / previewFileFrom', () => {
  const stored = { url: '/files/seed/notice-1.pdf', type: 'pdf', name: '公告.pdf' };
  const storage = { getItem: (k: string) => (k === 'preview-1' ? JSON.stringify(stored) : null) };

  it('parses a stored entry and rejects malformed ones', () => {
    expect(parsePreviewEntry(JSON.stringify(stored))).toEqual(stored);
    expect(parsePreviewEntry('{"type":"pdf"}')).toBeNull();
    expect(parsePreviewEntry('not json')).toBeNull();
    expect(parsePreviewEntry(null)).toBeNull();
  });

  it('reads ?key= from storage, else the shared ?url=&type=&name=', () => {
    expect(previewFileFrom(new URLSearchParams('key=preview-1'), storage)).toEqual(stored);
    expect(previewFileFrom(new URLSearchParams('url=/files/a.png&name=图.png'), storage)).toEqual({
      url: '/files/a.png',
      type: '',
      name: '图.png',
    });
    expect(previewFileFrom(new URLSearchParams('key=preview-2'), storage)).toBeNull();
    expect(previewFileFrom(new URLSearchParams(''), null)).toBeNull();
  });
});

describe('previewKind', () => {
  it('detects the kind from the type, else the name, else the URL', () => {
    expect(previewKind({ url: '/files/x', type: 'pdf', name: '' })).toBe('pdf');
    expect(previewKind({ url: '/files/x', type: 'application/pdf', name: '' })).toBe('pdf');
    expect(previewKind({ url: '/files/x', type: 'image/png', name: '' })).toBe('image');
    expect(previewKind({ url: '/files/x', type: '', name: '效果图.JPG' })).toBe('image');
    expect(previewKind({ url: '/files/a.webp?w=200', type: '', name: '' })).toBe('image');
    expect(previewKind({ url: '/files/a.dwg', type: '', name: '图纸.dwg' })).toBe('other');
    expect(previewKind({ url: '/files/dir.v2/readme', type: '', name: '' })).toBe('other');
  });
});

describe('isAllowedPreviewUrl', () => {
  it('accepts same-origin public files and the private-file endpoint', () => {
    expect(isAllowedPreviewUrl('/files/seed/notice-1.pdf', ORIGIN)).toBe(true);
    expect(isAllowedPreviewUrl('/v1/api/file/private/202601/a.pdf', ORIGIN)).toBe(true);
    expect(isAllowedPreviewUrl(`${ORIGIN}/files/a.png`, ORIGIN)).toBe(true);
  });
  it('refuses other origins, other paths and traversal out of the allowed folders', () => {
    expect(isAllowedPreviewUrl('https://evil.example/files/a.pdf', ORIGIN)).toBe(false);
    expect(isAllowedPreviewUrl('//evil.example/files/a.pdf', ORIGIN)).toBe(false);
    expect(isAllowedPreviewUrl('javascript:alert(1)', ORIGIN)).toBe(false);
    expect(isAllowedPreviewUrl('/product', ORIGIN)).toBe(false);
    expect(isAllowedPreviewUrl('/files/../v1/api/user/info', ORIGIN)).toBe(false);
    expect(isAllowedPreviewUrl('/files/%2e%2e/v1/api/user/info', ORIGIN)).toBe(false);
  });
});

describe('previewName', () => {
  it('uses the given name, else the decoded last URL segment', () => {
    expect(previewName({ url: '/files/a.pdf', type: '', name: '报告.pdf' })).toBe('报告.pdf');
    expect(previewName({ url: '/files/%E6%8A%A5%E5%91%8A.pdf?x=1', type: '', name: '' })).toBe(
      '报告.pdf',
    );
  });
});
