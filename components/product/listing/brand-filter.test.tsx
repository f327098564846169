import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderHost } from '@/components/search/test-host';
import { EMPTY_PRODUCT_QUERY } from '@/lib/product-query';
import { BrandFilter } from './brand-filter';

const brands = Array.from({ length: 52 }, (_, i) => ({
  id: i + 1,
  name: `品牌${i + 1}`,
  logo: '',
  count: 100 - i,
}));

function setup(brandIds: number[] = []) {
  const { push, Host } = renderHost();
  render(
    <Host>
      <BrandFilter
        path="/product/1_5"
        query={{ ...EMPTY_PRODUCT_QUERY, keyword: '地板', brandIds, page: 3 }}
        brands={brands}
      />
    </Host>,
  );
  const list = screen.getByRole('list', { name: '品牌' });
  const confirm = screen.getByRole('button', { name: /确\s?定/ });
  return { push, list, confirm };
}

describe('BrandFilter', () => {
  it('keeps confirm disabled until a brand is chosen, then writes brandIds to the URL', async () => {
    const user = userEvent.setup();
    const { push, list, confirm } = setup();
    expect(confirm).toBeDisabled();
    await user.click(within(list).getByRole('checkbox', { name: /品牌2\b/ }));
    await user.click(within(list).getByRole('checkbox', { name: /品牌5\b/ }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(push).toHaveBeenCalledWith('/product/1_5?keyword=%E5%9C%B0%E6%9D%BF&brandIds=2%2C5');
  });

  it('refuses a 51st brand with the limit message', async () => {
    const user = userEvent.setup();
    const fifty = brands.slice(0, 50).map((b) => b.id);
    const { list } = setup(fifty);
    expect(screen.queryByRole('alert')).toBeNull();
    const extra = within(list).getByRole('checkbox', { name: /品牌51\b/ });
    await user.click(extra);
    expect(screen.getByRole('alert')).toHaveTextContent('选择数量不能超过50个');
    expect(extra).not.toBeChecked();
  });
});
