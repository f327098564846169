import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY } from '@/stores/compare-store';
import { MallStoreProvider } from '@/stores/store-provider';
import { CompareBar } from './compare-bar';

afterEach(() => localStorage.clear());

function storeCache(ids: number[]) {
  localStorage.setItem(
    COMPARE_STORAGE_KEY,
    JSON.stringify({
      isShowCompare: true,
      compareData: ids.map((id) => ({ id, name: `商品${id}`, picUrl: `/files/seed/p-${id}.png` })),
      cacheTime: Date.now(),
    }),
  );
}

const renderBar = () =>
  render(
    <MallStoreProvider>
      <CompareBar />
    </MallStoreProvider>,
  );

describe('CompareBar', () => {
  it('shows up to 4 chosen products and links 对比 to the comparison', async () => {
    storeCache([1, 2, 3, 4, 5]);
    renderBar();
    const bar = await screen.findByRole('complementary', { name: '商品对比栏' });
    expect(within(bar).getAllByRole('button', { name: /^移除/ })).toHaveLength(4);
    expect(within(bar).queryByText('商品5')).toBeNull();
    expect(within(bar).getByRole('link', { name: '对比' })).toHaveAttribute(
      'href',
      '/compare-item?ids=1,2,3,4',
    );
  });

  it('removes one product, offers empty slots, and 清空 hides the bar', async () => {
    storeCache([1, 2]);
    renderBar();
    const bar = await screen.findByRole('complementary', { name: '商品对比栏' });
    await userEvent.click(within(bar).getByRole('button', { name: '移除 商品1' }));
    expect(within(bar).queryByText('商品1')).toBeNull();
    expect(within(bar).getAllByText('可继续添加')).toHaveLength(3);
    await userEvent.click(within(bar).getByRole('button', { name: '清空' }));
    expect(screen.queryByRole('complementary', { name: '商品对比栏' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!).compareData).toEqual([]);
  });
});
