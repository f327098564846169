import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@/api/modules/shopping-cart';
import { request } from '@/api/request';
import { Providers } from '@/components/shell/test-providers';
import { SIGNED_IN_COOKIE, SIGNED_IN_VALUE } from '@/lib/session-hint';
import { MallStoreProvider } from '@/stores/store-provider';
import { CartView } from './cart-view';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/shopping-cart',
  useSearchParams: () => new URLSearchParams(),
}));

const ORIGIN = 'http://mall.test';
const line = (id: number, over: Partial<CartLine>): CartLine => ({
  id,
  itemId: id * 10,
  skuId: id * 100,
  num: 2,
  price: 10000,
  priceType: 2,
  itemName: `商品${id}`,
  skuName: '规格:600x600',
  tenantId: 1,
  tenantName: '供应商甲',
  checked: true,
  unit: '㎡',
  extraPriceJson: {},
  salesAttributes: [],
  stock: 100,
  agreement: false,
  addedPrice: 10000,
  priceChanged: false,
  problem: null,
  ...over,
});

let answer: () => Response = () => HttpResponse.json({ code: 0, msg: 'success', data: [] });
const server = setupServer(http.get(`${ORIGIN}/v1/api/shopping-cart/carts`, () => answer()));

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
  // Signed in: the cart is asked only with a session (a visitor goes to the login page).
  document.cookie = `${SIGNED_IN_COOKIE}=${SIGNED_IN_VALUE}; path=/`;
});
afterEach(() => push.mockClear());
afterAll(() => server.close());

const renderView = () =>
  render(
    <MallStoreProvider>
      <CartView />
    </MallStoreProvider>,
  );

describe('CartView', () => {
  it('groups by supplier, flags changes and 询价, and totals only what can be ordered', async () => {
    const lines = [
      line(1, { addedPrice: 12000, priceChanged: true }),
      line(2, { tenantId: 2, tenantName: '供应商乙', price: 5000, num: 3, addedPrice: 5000 }),
      line(3, { price: null, problem: 'inquiry', addedPrice: null }),
    ];
    answer = () => HttpResponse.json({ code: 0, msg: 'success', data: lines });
    renderView();

    const first = await screen.findByRole('region', { name: '供应商甲' });
    expect(within(first).getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByRole('region', { name: '供应商乙' })).toBeInTheDocument();
    expect(screen.getByText('价格已变动（加入时 ¥120.00）')).toBeInTheDocument();
    expect(screen.getByText('询价商品不能直接下单，请联系供应商报价')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '选择 商品3' })).toBeDisabled();
    // 2 × ¥100 + 3 × ¥50
    expect(screen.getByTestId('cart-total')).toHaveTextContent('¥350.00');

    await userEvent.click(screen.getByRole('checkbox', { name: '选择 商品2' }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('¥200.00');

    await userEvent.click(screen.getByRole('button', { name: '去结算' }));
    expect(push).toHaveBeenCalledWith('/confirm-order?ids=1');
  });

  it('deletes a line by keyboard: 删除 opens the confirmation with the focus on its button', async () => {
    let lines = [line(1, {}), line(2, {})];
    const deleted: string[] = [];
    answer = () => HttpResponse.json({ code: 0, msg: 'success', data: lines });
    server.use(
      http.delete(`${ORIGIN}/v1/api/cart/:id`, ({ params }) => {
        deleted.push(String(params.id));
        lines = lines.filter((l) => String(l.id) !== params.id);
        return HttpResponse.json({ code: 0, msg: 'success', data: lines.length });
      }),
    );
    // With the app's providers: the deletion toasts.
    render(
      <Providers themeColor="#1d4ed8" initial={{ app: { runtimeEnv: 'local' } }}>
        <CartView />
      </Providers>,
    );
    const row = await screen.findByRole('group', { name: '商品1' });
    const trigger = within(row).getByRole('button', { name: '删除' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('确定从采购车删除这件商品吗？');
    await waitFor(() => expect(document.activeElement).not.toBe(trigger));
    expect(document.activeElement).toHaveTextContent('删除');
    expect(row).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(deleted).toEqual(['1']));
    await waitFor(() => expect(screen.queryByRole('group', { name: '商品1' })).toBeNull());
  });

  it('explains to a supplier why there is no cart', async () => {
    answer = () =>
      HttpResponse.json({ code: 403, msg: '仅采购商可以使用购物车', data: null }, { status: 403 });
    renderView();
    expect(await screen.findByText(/采购车和订单只属于采购商身份/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去结算' })).toBeNull();
  });
});
