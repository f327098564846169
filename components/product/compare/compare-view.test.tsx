import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { ComparedItem } from '@/api/types';
import { COMPARE_CACHE_MAX_AGE_MS } from '@/lib/compare-cache';
import { COMPARE_STORAGE_KEY } from '@/stores/compare-store';
import { MallStoreProvider } from '@/stores/store-provider';
import { CompareView } from './compare-view';

const search = { current: new URLSearchParams() };
const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useSearchParams: () => search.current,
  useRouter: () => ({ replace }),
  usePathname: () => '/compare-item',
}));

const ORIGIN = 'http://mall.test';
const item = (id: number, attributes: ComparedItem['attributes']): ComparedItem => ({
  id,
  name: `商品${id}`,
  mainImage: `/files/seed/p-${id}.png`,
  unit: '㎡',
  brandId: 1,
  brandName: '品牌甲',
  supplierId: 9,
  supplierName: '供应商甲',
  attributes,
  itemSalesAttributes: [],
  skuDtoList: [{ id: id * 10, price: id * 1000, priceType: 2, salesAttributes: [] }],
});
const catalogue = new Map([
  [
    1,
    item(1, [
      { key: '材质', value: '橡木' },
      { key: '厚度', value: '12mm' },
    ]),
  ],
  [
    2,
    item(2, [
      { key: '材质', value: '柚木' },
      { key: '厚度', value: '12mm' },
    ]),
  ],
  [
    3,
    item(3, [
      { key: '材质', value: '橡木' },
      { key: '厚度', value: '12mm' },
    ]),
  ],
]);
const asked: number[][] = [];
const server = setupServer(
  http.post(`${ORIGIN}/v1/api/item/comparison`, async ({ request: req }) => {
    const { itemIds } = (await req.json()) as { itemIds: number[] };
    asked.push(itemIds);
    const data = itemIds.flatMap((id) => catalogue.get(id) ?? []);
    return HttpResponse.json({ code: 0, msg: 'success', data });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  asked.length = 0;
  localStorage.clear();
  search.current = new URLSearchParams();
  replace.mockClear();
});
afterAll(() => server.close());

const renderView = () =>
  render(
    <MallStoreProvider>
      <CompareView />
    </MallStoreProvider>,
  );

function storeCache(ids: number[], cacheTime: number) {
  localStorage.setItem(
    COMPARE_STORAGE_KEY,
    JSON.stringify({
      isShowCompare: true,
      compareData: ids.map((id) => ({ id, name: `商品${id}` })),
      cacheTime,
    }),
  );
}

describe('CompareView', () => {
  it('compares the ids of the URL, highlights differences and filters with 只看不同', async () => {
    search.current = new URLSearchParams('ids=1,2,3');
    renderView();
    expect(await screen.findAllByTestId('compare-column')).toHaveLength(3);
    expect(asked).toEqual([[1, 2, 3]]);
    const material = screen.getByRole('rowheader', { name: '材质' }).closest('tr')!;
    const thickness = screen.getByRole('rowheader', { name: '厚度' }).closest('tr')!;
    expect(material).toHaveAttribute('data-differs', 'true');
    expect(
      within(material)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['橡木', '柚木', '橡木']);
    expect(thickness).not.toHaveAttribute('data-differs');
    expect(screen.getAllByText('¥10.00').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('switch', { name: '只看不同' }));
    expect(screen.queryByRole('rowheader', { name: '厚度' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: '材质' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '移除 商品2' }));
    expect(replace).toHaveBeenCalledWith('/compare-item?ids=1,3');
  });

  it('falls back to the compare store when the URL has no ids', async () => {
    storeCache([2, 3], Date.now());
    renderView();
    expect(await screen.findAllByTestId('compare-column')).toHaveLength(2);
    expect(asked).toEqual([[2, 3]]);
  });

  it('drops a compare cache older than 2 days and shows the empty state', async () => {
    storeCache([1, 2], Date.now() - COMPARE_CACHE_MAX_AGE_MS - 1000);
    renderView();
    const link = await screen.findByRole('link', { name: '去挑选商品' });
    expect(link).toHaveAttribute('href', '/product');
    expect(asked).toEqual([]);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });
});
