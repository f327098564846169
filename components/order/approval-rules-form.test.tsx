import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalRulesView } from '@/api/modules/order';
import { request } from '@/api/request';
import { ApprovalRulesForm } from './approval-rules-form';

const ORIGIN = 'http://mall.test';

const rulesOf = (over: Partial<ApprovalRulesView> = {}): ApprovalRulesView => ({
  autoApproveMax: 500000,
  twoLevelAbove: 5000000,
  level1ApproverId: 191,
  level2ApproverId: 190,
  editable: true,
  members: [
    {
      userId: 1,
      name: '王建国',
      phone: '13800000001',
      isAdmin: true,
      monthlyLimit: null,
      spentThisMonth: 120000,
    },
    {
      userId: 190,
      name: '刘振华',
      phone: '13700009001',
      isAdmin: false,
      monthlyLimit: 10000000,
      spentThisMonth: 0,
    },
    {
      userId: 191,
      name: '高雅琴',
      phone: '13700009002',
      isAdmin: false,
      monthlyLimit: null,
      spentThisMonth: 0,
    },
  ],
  ...over,
});

let view = rulesOf();
const saved: unknown[] = [];
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/orderAudit/rules`, () =>
    HttpResponse.json({ code: 0, msg: 'success', data: view }),
  ),
  http.put(`${ORIGIN}/v1/api/orderAudit/rules`, async ({ request: req }) => {
    const body = await req.json();
    saved.push(body);
    return HttpResponse.json({ code: 0, msg: 'success', data: { ...view, ...(body as object) } });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  saved.length = 0;
  view = rulesOf();
});
afterAll(() => server.close());

const show = () =>
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <ApprovalRulesForm />
      </App>
    </ConfigProvider>,
  );

const field = (label: string) => screen.getByLabelText(label);

describe('ApprovalRulesForm', () => {
  it('shows the rules in yuan and saves them in fen with each member limit', async () => {
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(field('免审金额（元）')).toHaveValue('5000'));
    expect(field('两级审核金额（元）')).toHaveValue('50000');
    expect(field('刘振华的每月额度')).toHaveValue('100000');

    await user.clear(field('免审金额（元）'));
    await user.type(field('免审金额（元）'), '8000.5');
    await user.type(field('高雅琴的每月额度'), '20000');
    await user.click(screen.getByRole('button', { name: '保存审批规则' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          autoApproveMax: 800050,
          twoLevelAbove: 5000000,
          level1ApproverId: 191,
          level2ApproverId: 190,
          members: [
            { userId: 1, monthlyLimit: null },
            { userId: 190, monthlyLimit: 10000000 },
            { userId: 191, monthlyLimit: 2000000 },
          ],
        },
      ]),
    );
  });

  it('shows the lifecycle rule that fails before saving, and saves nothing', async () => {
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(field('免审金额（元）')).toHaveValue('5000'));
    await user.clear(field('两级审核金额（元）'));
    await user.type(field('两级审核金额（元）'), '3000');
    await user.click(screen.getByRole('button', { name: '保存审批规则' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('两级审核金额须大于免审金额');
    expect(saved).toEqual([]);
  });

  it('names the field whose amount is not valid', async () => {
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(field('免审金额（元）')).toHaveValue('5000'));
    await user.clear(field('免审金额（元）'));
    await user.type(field('免审金额（元）'), '12.345');
    await user.click(screen.getByRole('button', { name: '保存审批规则' }));
    expect(await screen.findByText('免审金额请输入金额，最多 2 位小数')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is read-only with a note for a member who is not the administrator', async () => {
    view = rulesOf({ editable: false });
    show();
    expect(
      await screen.findByText('审批规则由企业管理员设置，您可以查看但不能修改'),
    ).toBeInTheDocument();
    expect(field('免审金额（元）')).toBeDisabled();
    expect(field('刘振华的每月额度')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存审批规则' })).not.toBeInTheDocument();
  });
});
