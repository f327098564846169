import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-id';

describe('requestIdFor', () => {
  it('honours a sane incoming id', () => {
    expect(requestIdFor('lb-7f3a.1:2_x')).toBe('lb-7f3a.1:2_x');
  });

  it('replaces a missing, overlong or odd id with a new UUID', () => {
    const uuid = /^[0-9a-f-]{36}$/;
    for (const bad of [null, '', 'a'.repeat(65), 'has space', 'x\n{"level":60}', '<script>']) {
      expect(requestIdFor(bad)).toMatch(uuid);
    }
    expect(requestIdFor(null)).not.toBe(requestIdFor(null));
  });
});
