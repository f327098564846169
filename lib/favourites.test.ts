import { describe, expect, it } from 'vitest';
import { favouriteHref, parseFavouriteQuery } from './favourites';

describe('favourites', () => {
  it('reads the tab and page, falling back to 商品 and page 1', () => {
    expect(parseFavouriteQuery({ tab: 'demand', pageNo: '2' })).toEqual({
      tab: 'demand',
      pageNo: 2,
    });
    expect(parseFavouriteQuery({ tab: 'x', pageNo: '0' })).toEqual({ tab: 'product', pageNo: 1 });
  });

  it('links each kind to its public page', () => {
    expect(favouriteHref('product', 3)).toBe('/product/item/3');
    expect(favouriteHref('supplier', 1)).toBe('/supplier/1');
    expect(favouriteHref('case', 4)).toBe('/designs/design-case?id=4');
    expect(favouriteHref('hall', 5)).toBe('/designHall/5');
    expect(favouriteHref('demand', 6)).toBe('/demand/detail?id=6');
  });
});
