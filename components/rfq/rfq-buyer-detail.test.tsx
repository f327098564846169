import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuyerRfqDetail } from '@/api/modules/rfq';
import { request } from '@/api/request';
import { compareQuotes } from '@/lib/rfq';
import { RfqBuyerDetail } from './rfq-buyer-detail';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => '/workbench/developer/rfq/3',
  useSearchParams: () => new URLSearchParams(),
}));

const ORIGIN = 'http://mall.test';
const lines = [
  {
    id: 11,
    productId: 5,
    skuId: 50,
    categoryId: 5,
    name: '实木复合地板',
    spec: null,
    brand: null,
    unit: '平方米',
    qty: 100,
  },
  {
    id: 12,
    productId: null,
    skuId: null,
    categoryId: null,
    name: '内墙乳胶漆',
    spec: '18L',
    brand: null,
    unit: '桶',
    qty: 20,
  },
];
const quote = (supplierId: number, prices: number[]) => ({
  supplierId,
  round: 1,
  freight: 0,
  lines: prices.map((unitPrice, i) => ({
    lineId: lines[i]!.id,
    unitPrice,
    taxRate: 13,
    deliveryDays: 7,
    brandModel: undefined,
    remark: undefined,
  })),
});
const supplier = (id: number, name: string) => ({
  id,
  name,
  memberLevel: null,
  certified: true,
  greenCertificates: 0,
  round: 1,
  revision: 1,
  validUntil: '2030-12-31',
  freight: 0,
  remark: null,
  attachments:
    id === 1 ? [{ name: '森华报价单.pdf', url: '/v1/api/file/private/202611/a1.pdf' }] : [],
});

function rfqOf(over: Partial<BuyerRfqDetail> = {}): BuyerRfqDetail {
  return {
    id: 3,
    code: 'XJ20261126000003',
    title: '一期地板与涂料',
    status: 'quoting',
    statusText: '报价中',
    buyerEnterpriseName: '中筑远景地产集团有限公司',
    projectName: null,
    address: {
      receiverName: '王建国',
      phone: '13800000001',
      province: '上海市',
      city: '上海市',
      address: '世纪大道100号',
    },
    deliveryDate: '2030-06-30',
    invoiceType: 'special',
    taxRate: 13,
    paymentTerms: '货到付款',
    deadline: '2026-11-27T02:00:00.000Z',
    round: 1,
    roundOpen: true,
    openToAll: false,
    attachments: [],
    cancelReason: null,
    lines,
    createdAt: '2026-11-26T02:00:00.000Z',
    invites: [
      { id: 1, name: '森华木业' },
      { id: 2, name: '启航建材' },
    ],
    rounds: [
      { round: 1, deadline: '2026-11-27T02:00:00.000Z', closed: false, quoteCount: 2, note: null },
    ],
    quoteCount: 2,
    comparison: null,
    awards: [],
    events: [],
    awardRejection: null,
    createdByMe: true,
    actions: ['cancel'],
    ...over,
  };
}

const awarded: unknown[] = [];
const server = setupServer(
  http.post(`${ORIGIN}/v1/api/developer/rfqs/:id/award`, async ({ request: req }) => {
    awarded.push(await req.json());
    return HttpResponse.json({
      code: 0,
      msg: 'success',
      data: rfqOf({ status: 'awarded', actions: [] }),
    });
  }),
  http.get(`${ORIGIN}/v1/api/orderAudit/auditorList`, () =>
    HttpResponse.json({ code: 0, msg: 'success', data: [{ id: 190, name: '刘振华' }] }),
  ),
  http.get(`${ORIGIN}/v1/api/orderAudit/auditorCache`, () =>
    HttpResponse.json({ code: 0, msg: 'success', data: { id: 190, name: '刘振华' } }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterAll(() => server.close());

describe('RfqBuyerDetail', () => {
  it('shows only the count of sealed quotes while the round is open', () => {
    render(
      <App>
        <RfqBuyerDetail initial={rfqOf()} />
      </App>,
    );
    expect(screen.getAllByText(/已收到 2 份报价/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: /比价表/ })).toBeNull();
    expect(screen.queryByText(/¥/)).toBeNull();
  });

  it('marks the lowest per line after the deadline and awards each line to its lowest supplier', async () => {
    const table = compareQuotes(lines, [quote(1, [12000, 33000]), quote(2, [13000, 30000])]);
    render(
      <App>
        <RfqBuyerDetail
          initial={rfqOf({
            status: 'opened',
            statusText: '已截止（开标）',
            roundOpen: false,
            actions: ['round', 'award', 'cancel'],
            comparison: {
              suppliers: [supplier(1, '森华木业'), supplier(2, '启航建材')],
              catalogPrice: { 11: 12500, 12: null },
              ...table,
            },
          })}
        />
      </App>,
    );
    const compare = screen.getByRole('table', { name: /比价表/ });
    expect(within(compare).getAllByText('最低', { exact: true })).toHaveLength(2);
    expect(within(compare).getByText('¥125.00')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: '森华木业的报价附件' })).getByRole('link', {
        name: '森华报价单.pdf',
      }),
    ).toHaveAttribute('href', '/v1/api/file/private/202611/a1.pdf');
    await userEvent.click(screen.getByRole('button', { name: /定标并生成订单（2 个）/ }));
    await waitFor(() => expect(awarded).toHaveLength(1));
    expect(awarded[0]).toEqual({
      awards: [
        { lineId: 11, supplierId: 1 },
        { lineId: 12, supplierId: 2 },
      ],
      auditorId: 190,
    });
  });

  it('after a rejected award shows the reason and awards again only the lines given back', async () => {
    awarded.length = 0;
    const table = compareQuotes(lines, [quote(1, [12000, 33000]), quote(2, [13000, 30000])]);
    render(
      <App>
        <RfqBuyerDetail
          initial={rfqOf({
            status: 'opened',
            statusText: '已截止（开标）',
            roundOpen: false,
            actions: ['round', 'award', 'cancel'],
            awardRejection: {
              note: '订单 DD1（1 行）审核未通过：乳胶漆请换品牌',
              at: '2026-11-26T03:00:00.000Z',
            },
            // Line 11's order was approved and stands.
            awards: [
              {
                lineId: 11,
                supplierId: 1,
                supplierName: '森华木业',
                unitPrice: 12000,
                qty: 100,
                amount: 1_200_000,
                orderId: 7,
                orderNo: 'DD7',
              },
            ],
            comparison: {
              suppliers: [supplier(1, '森华木业'), supplier(2, '启航建材')],
              catalogPrice: { 11: null, 12: null },
              ...table,
            },
          })}
        />
      </App>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('乳胶漆请换品牌');
    expect(screen.getByText('已定标：森华木业')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /定标并生成订单（1 个）/ }));
    await waitFor(() => expect(awarded).toHaveLength(1));
    expect(awarded[0]).toEqual({ awards: [{ lineId: 12, supplierId: 2 }], auditorId: 190 });
  });

  it('lets a colleague of the creator read without acting', () => {
    render(
      <App>
        <RfqBuyerDetail initial={rfqOf({ createdByMe: false, actions: [] })} />
      </App>,
    );
    expect(screen.getByText(/本询价单由同事创建/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消询价' })).toBeNull();
  });
});
