import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@/api/modules/order';
import { request } from '@/api/request';
import type { OrderAction, OrderActorRole, OrderStatus } from '@/lib/order-lifecycle';
import { OrderDetailView } from './order-detail';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => '/workbench/developer/orders/7',
  useSearchParams: () => new URLSearchParams(),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const ORIGIN = 'http://mall.test';

function orderOf(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 7,
    orderNo: 'DD20261125000007',
    status: 'pending_approval',
    statusText: '待审核',
    supplierId: 1,
    supplierName: '佛山市森华木业有限公司',
    buyerEnterpriseName: '中筑远景地产集团有限公司',
    buyerName: '王建国',
    projectId: 1,
    projectName: '上海滨江云栖住宅项目',
    goodsAmount: 600000,
    freightAmount: 5000,
    totalAmount: 605000,
    lineCount: 2,
    createdAt: '2026-11-25T02:00:00.000Z',
    address: {
      receiverName: '李工',
      phone: '13698765432',
      province: '上海市',
      city: '上海市',
      address: '浦东新区世纪大道 100 号',
    },
    remark: '工作日送货',
    auditorName: '高雅琴',
    lines: [
      {
        id: 71,
        itemId: 500,
        skuId: 5000,
        itemName: '橡木实木地板',
        skuName: '规格:910x125',
        picUrl: null,
        unit: '㎡',
        price: 20000,
        num: 20,
        amount: 400000,
        shippedNum: 0,
      },
      {
        id: 72,
        itemId: 501,
        skuId: 5001,
        itemName: '踢脚线',
        skuName: '',
        picUrl: null,
        unit: '米',
        price: 5000,
        num: 40,
        amount: 200000,
        shippedNum: 0,
      },
    ],
    approvals: [
      {
        level: 1,
        approverId: 191,
        approverName: '高雅琴',
        status: 'pending',
        note: null,
        decidedAt: null,
      },
      {
        level: 2,
        approverId: 190,
        approverName: '刘振华',
        status: 'pending',
        note: null,
        decidedAt: null,
      },
    ],
    shipments: [],
    events: [
      {
        id: 1,
        action: 'submit',
        actionText: '提交订单',
        fromStatus: null,
        toStatus: 'pending_approval',
        actorName: '王建国',
        actorRole: 'buyer',
        note: null,
        createdAt: '2026-11-25T02:00:00.000Z',
      },
    ],
    autoReceiveAt: null,
    viewerRoles: ['buyer'],
    actions: [],
    ...over,
  };
}

let current: OrderDetail = orderOf();
const posted: { action: string; body: unknown }[] = [];
let answerAction: (action: string) => Response = () =>
  HttpResponse.json({ code: 0, msg: 'success', data: current });

const server = setupServer(
  http.get(`${ORIGIN}/v1/api/order/:id`, ({ params }) =>
    params.id === '404'
      ? HttpResponse.json({ code: 404, msg: '订单不存在', data: null }, { status: 404 })
      : HttpResponse.json({ code: 0, msg: 'success', data: current }),
  ),
  http.post(`${ORIGIN}/v1/api/order/:id/:action`, async ({ params, request: req }) => {
    const action = String(params.action);
    posted.push({ action, body: await req.json().catch(() => null) });
    return answerAction(action);
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  posted.length = 0;
  answerAction = () => HttpResponse.json({ code: 0, msg: 'success', data: current });
});
afterAll(() => server.close());

const show = (order: OrderDetail, side: 'developer' | 'supplier' = 'developer') => {
  current = order;
  return render(
    // As the mall's providers do: two-character labels such as 驳回 stay intact.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <OrderDetailView id={order.id} side={side} />
      </App>
    </ConfigProvider>,
  );
};

/**
 * The open dialog with a title. antd gives every dialog the same aria-labelledby id under
 * NODE_ENV=test, so the accessible name can't pick one here.
 */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no open dialog titled ${title}`);
    return found;
  });

const actionButtons = () =>
  within(screen.getByRole('group', { name: '订单操作' }))
    .getAllByRole('button')
    .map((b) => b.textContent?.trim());

describe('OrderDetailView', () => {
  const cases: [string, OrderStatus, OrderActorRole[], OrderAction[], string[]][] = [
    [
      'a buyer before approval',
      'pending_approval',
      ['buyer'],
      ['cancel'],
      ['取消订单', '再次购买'],
    ],
    ['the approver', 'pending_approval', ['approver'], ['approve', 'reject'], ['审核通过', '驳回']],
    [
      'the supplier awaiting',
      'awaiting_supplier',
      ['supplier'],
      ['confirm', 'refuse'],
      ['确认订单', '拒绝'],
    ],
    ['the supplier to ship', 'confirmed', ['supplier'], ['ship'], ['发货']],
    ['a buyer of a shipped order', 'shipped', ['buyer'], ['receive'], ['确认收货', '再次购买']],
    ['a buyer of a completed order', 'completed', ['buyer'], [], ['再次购买']],
  ];
  it.each(cases)(
    'shows exactly the actions the server allows: %s',
    async (_, status, roles, actions, expected) => {
      show(
        orderOf({ status, viewerRoles: roles, actions }),
        roles.includes('supplier') ? 'supplier' : 'developer',
      );
      await screen.findByRole('heading', { level: 1, name: /订单详情/ });
      expect(actionButtons()).toEqual([...expected, '导出选中订单（1）']);
    },
  );

  it('says what happens next, and shows the approver chain and the timeline', async () => {
    show(orderOf());
    expect(await screen.findByTestId('order-next')).toHaveTextContent(
      '等待 高雅琴 审核（第 1/2 级）',
    );
    expect(screen.getByRole('list', { name: '审核人' })).toHaveTextContent('刘振华');
    expect(screen.getByText('提交订单')).toBeInTheDocument();
    expect(screen.getByText(/2026-11-25 10:00:00/)).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('¥6,050.00');
  });

  it('requires a reason to reject and sends it, then reloads the order', async () => {
    const user = userEvent.setup();
    show(orderOf({ viewerRoles: ['approver'], actions: ['approve', 'reject'] }));
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await dialogTitled('驳回订单');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请输入驳回原因')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(within(dialog).getByLabelText('驳回原因'), '  超出项目预算  ');
    current = orderOf({
      status: 'rejected',
      statusText: '审核驳回',
      viewerRoles: ['approver'],
      actions: [],
    });
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() =>
      expect(posted).toEqual([{ action: 'reject', body: { reason: '超出项目预算' } }]),
    );
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('审核驳回'));
  });

  it('keeps the dialog and what was typed when the server refuses (stale order)', async () => {
    const user = userEvent.setup();
    answerAction = () =>
      HttpResponse.json(
        { code: 409, msg: '订单状态已变化，请刷新后查看', data: null },
        { status: 409 },
      );
    show(
      orderOf({
        status: 'awaiting_supplier',
        viewerRoles: ['supplier'],
        actions: ['confirm', 'refuse'],
      }),
      'supplier',
    );
    await user.click(await screen.findByRole('button', { name: '拒绝' }));
    const dialog = await dialogTitled('拒绝订单');
    await user.type(within(dialog).getByLabelText('拒绝原因'), '缺货');
    await user.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(posted.map((p) => p.action)).toEqual(['refuse']));
    expect(dialog).toBeInTheDocument();
    expect(dialog).not.toHaveStyle({ display: 'none' });
    expect(within(dialog).getByLabelText('拒绝原因')).toHaveValue('缺货');
  });

  it('tells what a rebuy changed and links to the cart', async () => {
    const user = userEvent.setup();
    answerAction = () =>
      HttpResponse.json({
        code: 0,
        msg: 'success',
        data: { added: 2, changes: ['「踢脚线」价格已由 ¥50.00 变为 ¥55.00'] },
      });
    show(orderOf({ status: 'completed', actions: [] }));
    await user.click(await screen.findByRole('button', { name: '再次购买' }));
    const dialog = await dialogTitled('再次购买');
    expect(dialog).toHaveTextContent('已将 2 件商品按今日价格加入采购车');
    expect(dialog).toHaveTextContent('「踢脚线」价格已由 ¥50.00 变为 ¥55.00');
    expect(within(dialog).getByRole('link', { name: '查看采购车' })).toHaveAttribute(
      'href',
      '/shopping-cart',
    );
  });
});
