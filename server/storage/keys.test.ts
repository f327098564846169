import { describe, expect, it } from 'vitest';
import { isPubliclyServed } from './index';
import { isValidKey, keyFromPath, keyFromSegments } from './keys';

describe('isValidKey', () => {
  it('takes the keys the app makes', () => {
    expect(isValidKey('public/202601/0b6f2c1e-8d9a-4a8e-9d3c-2f1b5e7a9c40.png')).toBe(true);
    expect(isValidKey('seed/wood-01.png')).toBe(true);
    expect(isValidKey('.resized/seed/wood-01.png.w320q80.png')).toBe(true);
  });
  it.each([
    ['empty', ''],
    ['a parent segment', 'public/../private/a.pdf'],
    ['a dot segment', 'public/./a.png'],
    ['an empty segment', 'public//a.png'],
    ['a trailing slash', 'public/'],
    ['an absolute path', '/etc/passwd'],
    ['a backslash', 'public/..\\private\\a.pdf'],
    ['NUL', 'public/a.png\0.pdf'],
    ['a drive letter', 'C:/x.png'],
    ['an escape left after decoding', 'public/%2e%2e%2fprivate/a.pdf'],
    ['an overlong key', `public/${'a'.repeat(1100)}.png`],
  ])('refuses %s', (_, key) => {
    expect(isValidKey(key)).toBe(false);
  });
});

describe('keyFromSegments (segments decoded once, as Next.js passes them)', () => {
  it('joins ordinary segments', () => {
    expect(keyFromSegments(['public', '202601', 'a.png'])).toBe('public/202601/a.png');
  });
  it.each([
    ['..%2f decoded to ../', ['public', '../private', 'a.pdf']],
    ['%2e%2e%2f decoded to ../', ['public', '../private', 'a.pdf']],
    ['..%5c decoded to ..\\', ['public', '..\\private', 'a.pdf']],
    ['a double-encoded separator', ['public', '%2e%2e%2fprivate', 'a.pdf']],
    ['a bare parent segment', ['public', '..', 'private', 'a.pdf']],
    ['an encoded slash in a name', ['public', 'a/b.png']],
    ['an empty segment', ['public', '', 'a.png']],
    ['NUL', ['public', 'a\0.png']],
    ['no segments', []],
  ])('refuses %s', (_, segments) => {
    expect(keyFromSegments(segments)).toBeNull();
  });
});

describe('keyFromPath (still encoded)', () => {
  it('decodes each segment once', () => {
    expect(keyFromPath('seed/%E5%9C%B0%E6%9D%BF.png')).toBe('seed/地板.png');
  });
  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    'public/..%2fprivate/a.pdf',
    'public/%2e%2e%2fprivate/a.pdf',
    'public/%2e%2e/private/a.pdf',
    'public/..%5cprivate/a.pdf',
    'public/%252e%252e%252fprivate/a.pdf',
    '%2Fetc%2Fpasswd',
    'public/a.png%00.pdf',
    'public/%E0%A4%A.png',
  ])('refuses %s', (path) => {
    expect(keyFromPath(path)).toBeNull();
  });
});

describe('isPubliclyServed', () => {
  it('serves public keys, never private ones, unchecked uploads or the resize cache, in any case', () => {
    expect(isPubliclyServed('public/202601/a.png')).toBe(true);
    expect(isPubliclyServed('private/202601/a.pdf')).toBe(false);
    expect(isPubliclyServed('Private/202601/a.pdf')).toBe(false);
    expect(isPubliclyServed('.resized/public/a.png.w320q80.png')).toBe(false);
    expect(isPubliclyServed('public/../private/a.pdf')).toBe(false);
    expect(isPubliclyServed('incoming/public/202601/a.png')).toBe(false);
  });
});
