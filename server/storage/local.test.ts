import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveKey } from './local';

describe('resolveKey', () => {
  it('keeps keys inside the root', () => {
    expect(resolveKey('/data/up', 'seed/a.png')).toBe(path.resolve('/data/up/seed/a.png'));
  });
  it('refuses traversal, absolute escapes and empty keys', () => {
    expect(resolveKey('/data/up', '../etc/passwd')).toBeUndefined();
    expect(resolveKey('/data/up', 'a/../../x')).toBeUndefined();
    expect(resolveKey('/data/up', '/etc/passwd')).toBeUndefined();
    expect(resolveKey('/data/up', '')).toBeUndefined();
    expect(resolveKey('/data/up', 'a\0b')).toBeUndefined();
  });
});
