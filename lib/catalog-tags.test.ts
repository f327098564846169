import { describe, expect, it } from 'vitest';
import { listingTags, productTags } from './catalog-tags';
import { toSearchText } from './search-tokens';

const product = {
  id: 7,
  supplierId: 1,
  category1Id: 1,
  category2Id: 5,
  category3Id: 51,
  brandId: 3,
  searchName: toSearchText('橡木地板 Oak'),
  searchBrand: '',
  searchText: '',
  searchPinyin: 'xiangmudiban xmdb',
};

describe('catalog tags', () => {
  it('tags a keyword listing by its first token and the products it shows', () => {
    expect(listingTags({ keyword: '地板 橡木', categoryId: 5 }, [1, 2])).toEqual([
      'kw:地',
      'product:1',
      'product:2',
    ]);
    expect(listingTags({ categoryId: 5 }, [])).toEqual(['category:5']);
    expect(listingTags({ brandIds: [3] }, [])).toEqual(['brand:3']);
    expect(listingTags({}, [])).toEqual(['listing:all']);
  });
  it('a saved product meets every listing it could enter', () => {
    const tags = new Set(productTags(product));
    for (const filter of [
      { keyword: '橡木' },
      { keyword: '木地' },
      { keyword: '地' },
      { keyword: 'OAK' },
      { keyword: 'xiangmu' },
      { categoryId: 51 },
      { categoryId: 1 },
      { brandIds: [3] },
      { tenantId: 1 },
      {},
    ]) {
      expect(
        listingTags(filter, []).some((t) => tags.has(t)),
        JSON.stringify(filter),
      ).toBe(true);
    }
    expect(tags.has('product:7')).toBe(true);
    expect(tags.has('category:22')).toBe(false);
  });
  it('stays within the 128 tags Next allows', () => {
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(listingTags({ keyword: '地板' }, ids)).toHaveLength(128);
  });
});
