import { describe, expect, it } from 'vitest';
import { keywordKind } from './ops-users';

describe('keywordKind', () => {
  it('reads digits as a phone, code characters as a credit code, the rest as a name', () => {
    expect(keywordKind('138')).toBe('phone');
    expect(keywordKind('13800138000')).toBe('phone');
    expect(keywordKind('91350100M000100Y43')).toBe('creditCode');
    expect(keywordKind('91350100m000100y43')).toBe('creditCode');
    expect(keywordKind('91350100M')).toBe('creditCode');
    expect(keywordKind('913501001000')).toBe('creditCode');
    expect(keywordKind('张三')).toBe('name');
    expect(keywordKind('森华木业')).toBe('name');
    expect(keywordKind('12')).toBe('name');
  });
});
