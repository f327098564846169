import { describe, expect, it } from 'vitest';
import { searchNotice } from './search-understanding';

const asTyped = { query: '地板', shown: null, dropped: [], corrected: null };

describe('searchNotice', () => {
  it('says nothing when the keyword was found as typed', () => {
    expect(searchNotice(asTyped)).toBeNull();
    expect(searchNotice(undefined)).toBeNull();
  });

  it('names the words shown when some were dropped', () => {
    expect(searchNotice({ ...asTyped, query: '森华 瓷砖', shown: '瓷砖', dropped: ['森华'] })).toBe(
      '没有找到与“森华 瓷砖”完全匹配的商品，为您显示“瓷砖”的结果',
    );
  });

  it('names the reading when words were read by their sound', () => {
    expect(searchNotice({ ...asTyped, query: '瓷转', corrected: '瓷砖' })).toContain('“瓷砖”');
  });
});
