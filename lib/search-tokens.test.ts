import { describe, expect, it } from 'vitest';
import { searchTokens, toSearchText, toTsQuery } from './search-tokens';

describe('toSearchText', () => {
  it('cuts CJK runs into bigrams', () => {
    expect(toSearchText('复合地板')).toBe('复合 合地 地板');
  });

  it('keeps a lone CJK character whole', () => {
    expect(toSearchText('砖')).toBe('砖');
    expect(searchTokens('A 级 B')).toEqual(['a', 'b', '级']);
  });

  it('mixes Chinese and Latin/digit words, lowercased', () => {
    expect(searchTokens('PVC排水管 600x600 抛光砖')).toEqual([
      'pvc',
      '600x600',
      '排水',
      '水管',
      '抛光',
      '光砖',
    ]);
  });

  it('normalises full-width characters and drops punctuation', () => {
    expect(searchTokens('ＳＰＣ石塑地板，（Ｅ０级）')).toEqual([
      'spc',
      'e0',
      '石塑',
      '塑地',
      '地板',
      '级',
    ]);
  });

  it('joins several parts and removes duplicates', () => {
    expect(toSearchText('地板', null, undefined, '实木地板')).toBe('地板 实木 木地');
  });

  it('returns an empty string for no text', () => {
    expect(toSearchText()).toBe('');
    expect(toSearchText('  ,.!  ')).toBe('');
  });
});

describe('toTsQuery', () => {
  it('ANDs bigrams of a Chinese keyword', () => {
    expect(toTsQuery('复合地板')).toBe("'复合' & '合地' & '地板'");
  });

  it('handles a mixed keyword', () => {
    expect(toTsQuery('  SPC 石塑地板 ')).toBe("'spc' & '石塑' & '塑地' & '地板'");
  });

  it('strips tsquery operators and quotes from hostile input', () => {
    expect(toTsQuery("a&|!(b):*'")).toBe("'a' & 'b'");
    expect(toTsQuery("'; drop table products; --")).toBe("'drop' & 'table' & 'products'");
  });

  it('makes a single CJK character a prefix match', () => {
    expect(toTsQuery('砖')).toBe("'砖':*");
  });

  it('returns null for an empty or operator-only keyword', () => {
    expect(toTsQuery('')).toBeNull();
    expect(toTsQuery('   ')).toBeNull();
    expect(toTsQuery(null)).toBeNull();
    expect(toTsQuery('&|!():*')).toBeNull();
  });
});
