import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { ProductDetail, ProductDetailSku, UserInfo } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { useCartStore, type MallInitialState } from '@/stores/store-provider';
import { ProductPurchase } from './product-purchase';

const ORIGIN = 'http://mall.test';

const sku = (
  id: number,
  colour: string,
  size: string,
  extra: Partial<ProductDetailSku> = {},
): ProductDetailSku => ({
  id,
  price: 10000 + id * 1000,
  priceType: 2,
  extraPriceJson: '{}',
  salesAttributes: [
    { key: '颜色', value: colour },
    { key: '规格', value: size },
  ],
  stock: 10,
  skuAgreementsDtoList: [],
  ...extra,
});

const product: ProductDetail = {
  id: 7,
  name: '测试瓷砖',
  model: 'T-1',
  unit: '片',
  mainImage: '/files/a.png',
  images: ['/files/a.png'],
  attributes: [],
  itemSalesAttributes: [
    { key: '颜色', values: ['米白', '浅灰'] },
    { key: '规格', values: ['600', '800'] },
  ],
  status: 1,
  salesCount: 0,
  minOrderQty: 1,
  detailHtml: null,
  brand: null,
  categoryIds: [1, 5, 51],
  categoryNames: ['a', 'b', 'c'],
  supplier: {
    id: 1,
    name: '供应商',
    logo: null,
    memberLevel: null,
    province: null,
    city: null,
    mainProducts: null,
    foundedYear: null,
    productCount: 0,
    showroomUrl: '/supplier/1',
  },
  skuDtoList: [
    sku(1, '米白', '600', { priceType: 4, extraPriceJson: '{"priceRange":"50-60"}' }),
    sku(2, '米白', '800'),
    sku(3, '浅灰', '600', { stock: 0 }),
    sku(4, '浅灰', '800', { price: null }),
  ],
  certificates: [],
  rightsFiles: [],
  related: [],
};

function buyer(topType: 1 | 2 = 2): UserInfo {
  return {
    id: 1,
    name: '采购员',
    phone: '13800000001',
    enterpriseId: 201,
    enterpriseName: '采购企业',
    enterpriseStatus: 1,
    designerStatus: 0,
    userType: 2,
    isPersonalAccount: false,
    isDesignerAccount: false,
    topType,
    labels: [],
    clientId: 'c',
    tenantStatus: null,
    tenantStatusDesc: null,
    headPhotoUrl: null,
    developersLevel: null,
    tenant: null,
    companyId: 201,
    companyName: '采购企业',
    companyType: topType,
    roleId: 1,
  };
}

const posted: unknown[] = [];
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/item/7`, () =>
    HttpResponse.json({
      code: 0,
      msg: 'success',
      data: {
        ...product,
        isFavourite: false,
        skuDtoList: product.skuDtoList.map((s) =>
          s.id === 2
            ? {
                ...s,
                skuAgreementsDtoList: [
                  { id: 1, agreementNo: 'X', price: 9900, startAt: '', endAt: '' },
                ],
              }
            : s,
        ),
      },
    }),
  ),
  http.post(`${ORIGIN}/v1/api/developer/cart`, async ({ request: req }) => {
    posted.push(await req.json());
    return HttpResponse.json({ code: 0, msg: 'success', data: 6 });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  posted.length = 0;
  vi.useRealTimers();
});
afterAll(() => server.close());

function CartCount() {
  return <output aria-label="采购车数量">{useCartStore((s) => s.cartTotal)}</output>;
}

const mount = (initial: MallInitialState = {}) =>
  render(
    withProviders(
      <>
        <ProductPurchase product={product} />
        <CartCount />
      </>,
      initial,
    ),
  );

const value = (name: string) => screen.getByRole('button', { name });
const addButton = () => screen.getByRole('button', { name: /加入采购车/ });

describe('ProductPurchase', () => {
  it('starts on the first non-type-4 SKU and disables out-of-stock combinations', () => {
    mount();
    expect(value('米白')).toHaveAttribute('aria-pressed', 'true');
    expect(value('800')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('detail-price')).toHaveTextContent('¥120.00');
    // 浅灰 + 800 exists in stock; 浅灰 + 600 does not.
    expect(value('浅灰')).toBeEnabled();
    expect(addButton()).toBeEnabled();
  });

  it('switches the price with the SKU and disables the cart for a 询价 SKU', async () => {
    mount();
    await userEvent.click(value('浅灰'));
    expect(value('浅灰')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('detail-price')).toHaveTextContent('询价');
    expect(addButton()).toBeDisabled();
    expect(screen.getByText('询价商品请联系供应商报价')).toBeInTheDocument();
    expect(value('600')).toBeDisabled();

    await userEvent.click(value('米白'));
    await userEvent.click(value('600'));
    expect(screen.getByTestId('detail-price')).toHaveTextContent('¥50.00-60.00');
  });

  it('is operable from the keyboard', async () => {
    mount();
    value('600').focus();
    await userEvent.keyboard('{Enter}');
    expect(value('600')).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells a visitor to log in and sends nothing', async () => {
    mount();
    await userEvent.click(addButton());
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('tells a supplier only buyers can buy', async () => {
    mount({ user: { userInfo: buyer(1) } });
    await userEvent.click(addButton());
    expect(await screen.findByText('仅采购商可以使用购物车')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it("shows the buyer's agreement price and adds to the cart, updating the count", async () => {
    mount({ user: { userInfo: buyer() } });
    await waitFor(() => expect(screen.getByTestId('detail-price')).toHaveTextContent('¥99.00'));
    expect(screen.getByText('协议价')).toBeInTheDocument();
    await userEvent.click(addButton());
    await waitFor(() => expect(screen.getByLabelText('采购车数量')).toHaveTextContent('6'));
    expect(posted).toEqual([{ skuId: 2, quantity: 1 }]);
  });
});
