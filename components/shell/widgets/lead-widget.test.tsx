import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { Lead, UserInfo } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { createVisitHistory } from '@/lib/visit-history';
import { LEAD_CLOSED_KEY, LEAD_SUBMITTED_KEY } from './lead-form';
import { LeadWidget } from './lead-widget';

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }));

const ORIGIN = 'http://mall.test';
const ok = (data: JsonBodyType) => HttpResponse.json({ code: 0, msg: 'success', data });

const server = setupServer();
const leads: Lead[] = [];
const clueUrls: string[] = [];
let leadAnswer: () => Response = () => ok(null);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  route.pathname = '/';
  leadAnswer = () => ok(null);
  server.use(
    http.get(`${ORIGIN}/v1/api/homepage/HomeClues`, ({ request: r }) => {
      const url = new URL(r.url).searchParams.get('url') ?? '';
      clueUrls.push(url);
      return ok({ mainTitle: `${url} 的主标题`, subTitle: '专属顾问一对一服务' });
    }),
    http.post(`${ORIGIN}/v1/api/homepage/decoration/createLeads`, async ({ request: r }) => {
      leads.push((await r.json()) as Lead);
      return leadAnswer();
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  leads.length = 0;
  clueUrls.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const visits = () => createVisitHistory(localStorage);

function mount(options: { userInfo?: UserInfo | null; openSignal?: number } = {}) {
  const ui = (
    <LeadWidget shortName="筑采商城" openSignal={options.openSignal ?? 0} visits={visits()} />
  );
  const view = render(withProviders(ui, { user: { userInfo: options.userInfo ?? null } }));
  return {
    ...view,
    rerenderWith: (openSignal: number) =>
      view.rerender(
        withProviders(
          <LeadWidget shortName="筑采商城" openSignal={openSignal} visits={visits()} />,
          {
            user: { userInfo: options.userInfo ?? null },
          },
        ),
      ),
  };
}

const panel = () => screen.queryByRole('region', { name: /主标题/ });

async function fill(values: Partial<Record<string, string>>) {
  const u = user();
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await u.clear(input);
    if (value) await u.type(input, value);
  }
}

async function submit() {
  await user().click(screen.getByRole('button', { name: '立即申请' }));
}

describe('LeadWidget', () => {
  it('slides out 3 s after load with the page key titles', async () => {
    route.pathname = '/product/item/1024';
    mount();
    await advance(2900);
    expect(panel()).toBeNull();
    await advance(100);
    expect(
      await screen.findByRole('heading', { name: '/product/item/XXX 的主标题' }),
    ).toBeVisible();
    expect(screen.getByText('专属顾问一对一服务')).toBeInTheDocument();
    expect(clueUrls).toEqual(['/product/item/XXX']);
    for (const label of ['公司名称', '联系人', '手机号', '职位', '备注']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('is not shown to signed-in users', async () => {
    mount({ userInfo: { id: 1, name: '王采购' } as UserInfo });
    await advance(3500);
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
    expect(clueUrls).toEqual([]);
  });

  it('validates in the spec order, keeps the input and sends nothing on bad input', async () => {
    mount();
    await advance(3000);
    await screen.findByRole('button', { name: '立即申请' });

    await submit();
    const name = screen.getByLabelText('联系人');
    expect(name).toHaveAccessibleDescription('请输入您的姓名');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findAllByText('请输入您的姓名')).toHaveLength(2); // field + toast

    await fill({ 联系人: '王磊' });
    await submit();
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('请输入手机号');

    await fill({ 手机号: '12345678901' });
    await submit();
    expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('请输入正确的11位手机号码');

    await fill({ 手机号: '13912345678' });
    await submit();
    expect(screen.getByLabelText('公司名称')).toHaveAccessibleDescription('请输入公司名称');

    await fill({ 公司名称: '上海筑材建设有限公司' });
    await submit();
    expect(screen.getByLabelText('职位')).toHaveAccessibleDescription('请输入职位');

    expect(leads).toEqual([]);
    expect(screen.getByLabelText('联系人')).toHaveValue('王磊');
    expect(screen.getByLabelText('手机号')).toHaveValue('13912345678');
    expect(screen.getByLabelText('公司名称')).toHaveValue('上海筑材建设有限公司');
  });

  it('sends the lead with the visit history, then hides for good', async () => {
    route.pathname = '/yeation/more';
    const history = visits();
    history.record('http://mall.test/');
    history.record('http://mall.test/yeation/more?keyword=瓷砖');
    const view = mount();
    await advance(3000);
    await screen.findByRole('button', { name: '立即申请' });
    await fill({
      公司名称: '上海筑材建设有限公司',
      联系人: '王磊',
      手机号: '13912345678',
      职位: '采购经理',
      备注: '想了解瓷砖集采',
    });
    await submit();

    expect(await screen.findByText('申请成功，工作人员会尽快与您联系')).toBeInTheDocument();
    expect(leads).toEqual([
      {
        leadsName: '上海筑材建设有限公司',
        linkmanName: '王磊',
        mobile: '13912345678',
        position: '采购经理',
        remark: '想了解瓷砖集采',
        browse: 'http://mall.test/,http://mall.test/yeation/more?keyword=瓷砖',
        businessScene: '/yeation/more',
      },
    ]);
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(LEAD_SUBMITTED_KEY) ?? 'null')).toMatchObject({
      mobile: '13912345678',
    });
    expect(history.read()).toEqual([]);

    view.unmount();
    mount();
    await advance(5000);
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
    expect(screen.queryByRole('button', { name: '免费试用' })).toBeNull();
  });

  it('answers a repeat lead with the wait text', async () => {
    leadAnswer = () =>
      HttpResponse.json(
        { code: 409, msg: '请耐心等待工作人员与您联系', data: null },
        { status: 409 },
      );
    mount();
    await advance(3000);
    await screen.findByRole('button', { name: '立即申请' });
    await fill({ 公司名称: '华东置业', 联系人: '李娜', 手机号: '13700000000', 职位: '经理' });
    await submit();
    expect(await screen.findByText('请耐心等待工作人员与您联系')).toBeInTheDocument();
    expect(leads).toHaveLength(1);
  });

  it('shows the server message when sending fails, keeping the form', async () => {
    leadAnswer = () => HttpResponse.json({ code: 429, msg: '操作过于频繁' }, { status: 429 });
    mount();
    await advance(3000);
    await screen.findByRole('button', { name: '立即申请' });
    await fill({ 公司名称: '华东置业', 联系人: '李娜', 手机号: '13700000000', 职位: '经理' });
    await submit();
    expect(await screen.findByText('操作过于频繁')).toBeInTheDocument();
    expect(screen.getByLabelText('联系人')).toHaveValue('李娜');
  });

  it('collapses when closed and remembers it per page key', async () => {
    route.pathname = '/product';
    const first = mount();
    await advance(3000);
    await user().click(await screen.findByRole('button', { name: '收起留资表单' }));
    const tab = screen.getByRole('button', { name: '免费试用' });
    expect(tab).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(LEAD_CLOSED_KEY) ?? '[]')).toEqual(['/product']);
    first.unmount();

    route.pathname = '/product?categoryId=5';
    const again = mount();
    await advance(3000);
    expect(await screen.findByRole('button', { name: '免费试用' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
    await user().click(screen.getByRole('button', { name: '免费试用' }));
    expect(screen.getByRole('button', { name: '立即申请' })).toBeInTheDocument();
    again.unmount();

    route.pathname = '/bid/list';
    mount();
    await advance(3000);
    expect(await screen.findByRole('button', { name: '立即申请' })).toBeInTheDocument();
  });

  it('opens at once when 申请试用 asks for it', async () => {
    const view = mount();
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
    view.rerenderWith(1);
    const form = await screen.findByRole('region', { name: /主标题|免费试用/ });
    expect(within(form).getByRole('button', { name: '立即申请' })).toBeInTheDocument();
  });

  it('slides in without taking the focus', async () => {
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    mount();
    await advance(3000);
    await screen.findByRole('button', { name: '立即申请' });
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });

  it('closes on Escape from inside, handing the focus to its tab', async () => {
    mount();
    await advance(3000);
    const u = user();
    await u.click(await screen.findByLabelText('联系人'));
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
    expect(screen.getByRole('button', { name: '免费试用' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(LEAD_CLOSED_KEY) ?? '[]')).toEqual(['/']);
  });

  it('closes on Escape when nothing has the focus, but not from a field elsewhere', async () => {
    const elsewhere = document.body.appendChild(document.createElement('input'));
    mount();
    await advance(3000);
    await screen.findByRole('button', { name: '立即申请' });
    const u = user();
    elsewhere.focus();
    await u.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: '立即申请' })).toBeInTheDocument();
    elsewhere.blur();
    elsewhere.remove();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
    expect(screen.getByRole('button', { name: '免费试用' })).toBeInTheDocument();
  });
});
