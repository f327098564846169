/** 我的收藏: the tabs of the page and where each kept thing lives. */
export const FAVOURITE_TABS = ['product', 'supplier', 'case', 'hall', 'demand'] as const;
export type FavouriteTab = (typeof FAVOURITE_TABS)[number];

export const FAVOURITE_TAB_LABELS: Record<FavouriteTab, string> = {
  product: '商品',
  supplier: '供应商',
  case: '设计案例',
  hall: '设计馆',
  demand: '设计需求',
};

export const FAVOURITE_PAGE_SIZE = 10;

export function parseFavouriteQuery(query: Record<string, string | string[] | undefined>): {
  tab: FavouriteTab;
  pageNo: number;
} {
  const tab = typeof query.tab === 'string' ? query.tab : '';
  const pageNo = Number(typeof query.pageNo === 'string' ? query.pageNo : 1);
  return {
    tab: (FAVOURITE_TABS as readonly string[]).includes(tab) ? (tab as FavouriteTab) : 'product',
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= 10_000 ? pageNo : 1,
  };
}

/** The public page of a kept thing. */
export function favouriteHref(tab: FavouriteTab, id: number): string {
  switch (tab) {
    case 'product':
      return `/product/item/${id}`;
    case 'supplier':
      return `/supplier/${id}`;
    case 'case':
      return `/designs/design-case?id=${id}`;
    case 'hall':
      return `/designHall/${id}`;
    case 'demand':
      return `/demand/detail?id=${id}`;
  }
}
