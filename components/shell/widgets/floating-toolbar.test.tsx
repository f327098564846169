import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { EnterpriseListItem, UserInfo } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import type { MallInitialState } from '@/stores/store-provider';
import { FloatingToolbar } from './floating-toolbar';

const ORIGIN = 'http://mall.test';
const ok = (data: JsonBodyType) => HttpResponse.json({ code: 0, msg: 'success', data });
const server = setupServer();
const submitted: unknown[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
beforeEach(() => {
  server.use(
    http.post(`${ORIGIN}/v1/api/homepage/submit`, async ({ request: r }) => {
      submitted.push(await r.json());
      return ok(null);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
  submitted.length = 0;
  window.scrollTo(0, 0);
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

function signedIn(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    name: '王采购',
    phone: '13800000001',
    enterpriseId: null,
    enterpriseName: null,
    enterpriseStatus: null,
    designerStatus: 0,
    userType: 2,
    isPersonalAccount: true,
    isDesignerAccount: false,
    topType: 3,
    labels: [],
    clientId: 'cid-user',
    tenantStatus: null,
    tenantStatusDesc: null,
    headPhotoUrl: null,
    developersLevel: null,
    tenant: null,
    companyId: null,
    companyName: null,
    companyType: 3,
    roleId: 3,
    ...overrides,
  };
}

function mount(initial: MallInitialState = {}, onApplyTrial = vi.fn()) {
  render(
    withProviders(
      <FloatingToolbar shortName="筑采商城" clientId="cid-visitor" onApplyTrial={onApplyTrial} />,
      initial,
    ),
  );
  return { onApplyTrial };
}

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('FloatingToolbar prompt', () => {
  it('offers 申请试用 to visitors', async () => {
    const { onApplyTrial } = mount();
    const toolbar = screen.getByRole('complementary', { name: '快捷工具栏' });
    expect(toolbar).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '立即认证' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '申请试用' }));
    expect(onApplyTrial).toHaveBeenCalledOnce();
  });

  it('offers 立即认证 to an uncertified user, for the first enterprise when none is active', () => {
    const enterprises: EnterpriseListItem[] = [
      { id: 21, name: '华东置业', type: 2, status: -1 },
      { id: 22, name: '江南建材', type: 1, status: -2 },
    ];
    mount({
      user: { userInfo: signedIn({ enterpriseStatus: -1 }) },
      enterprise: { enterpriseList: enterprises },
    });
    expect(screen.getByRole('link', { name: '立即认证' })).toHaveAttribute(
      'href',
      '/auth?type=2&id=21',
    );
    expect(screen.queryByRole('button', { name: '申请试用' })).toBeNull();
  });

  it('shows no prompt to a certified user', () => {
    mount({ user: { userInfo: signedIn({ enterpriseId: 11, enterpriseStatus: 1, topType: 1 }) } });
    expect(screen.queryByRole('link', { name: '立即认证' })).toBeNull();
    expect(screen.queryByRole('button', { name: '申请试用' })).toBeNull();
    expect(screen.getByRole('button', { name: '意见反馈' })).toBeInTheDocument();
  });
});

describe('FloatingToolbar cart', () => {
  it('shows the cart with a 99+ badge to buyers only', () => {
    mount({
      user: { userInfo: signedIn({ enterpriseId: 11, enterpriseStatus: 1, topType: 2 }) },
      cartTotal: 120,
    });
    // The name starts with the text on screen; the badge number is read as part of it.
    const cart = screen.getByRole('link', { name: /^购物车\s?（99\+ 件商品）$/ });
    expect(cart).toHaveAttribute('href', '/shopping-cart');
    expect(cart).toHaveTextContent('99+');
  });

  it('has no cart for suppliers', () => {
    mount({
      user: { userInfo: signedIn({ enterpriseId: 11, enterpriseStatus: 1, topType: 1 }) },
      cartTotal: 3,
    });
    expect(screen.queryByRole('link', { name: /购物车/ })).toBeNull();
  });
});

describe('FloatingToolbar back-to-top and robot', () => {
  it('shows back-to-top from 200 px of scroll and lifts the robot icon above it', async () => {
    mount();
    const robot = screen.getByRole('button', { name: /智能助手/ }).parentElement!;
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    expect(robot).toHaveStyle({ bottom: '100px' });

    scrollTo(199);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    scrollTo(200);
    const back = screen.getByRole('button', { name: '返回顶部' });
    expect(robot).toHaveStyle({ bottom: '156px' });

    const scroll = vi.spyOn(window, 'scrollTo');
    await userEvent.click(back);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
  });

  it('shows the robot tip every 6 s for 3 s', () => {
    vi.useFakeTimers();
    mount();
    const tip = () => screen.queryByText('您好，我是筑采商城小助手，有问题随时找我～');
    act(() => vi.advanceTimersByTime(5999));
    expect(tip()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tip()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(tip()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(tip()).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(tip()).toBeInTheDocument();
  });
});

describe('FloatingToolbar chat and feedback', () => {
  it('hides 在线客服 without a configured chat URL', () => {
    mount();
    expect(screen.queryByRole('button', { name: '在线客服' })).toBeNull();
  });

  it('opens the configured chat with the visitor parameters', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mount({
      app: { configuration: { chatUrl: 'https://chat.example.com/im?channel=mall' } },
      user: { userInfo: signedIn({ name: '张三', phone: '13900000009' }) },
    });
    await userEvent.click(screen.getByRole('button', { name: '在线客服' }));
    expect(open).toHaveBeenCalledOnce();
    const [target, name] = open.mock.calls[0]!;
    expect(name).toBe('_blank');
    const url = new URL(String(target));
    expect(url.origin + url.pathname).toBe('https://chat.example.com/im');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channel: 'mall',
      clientId: 'cid-user',
      url: window.location.href,
      name: '张三',
      phone: '13900000009',
    });
  });

  it('gives a visitor the session client id in the chat', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mount({ app: { configuration: { chatUrl: 'https://chat.example.com/im' } } });
    await userEvent.click(screen.getByRole('button', { name: '在线客服' }));
    const url = new URL(String(open.mock.calls[0]![0]));
    expect(url.searchParams.get('clientId')).toBe('cid-visitor');
    expect(url.searchParams.has('name')).toBe(false);
  });

  it('sends feedback through homeSubmit after checking the form', async () => {
    mount();
    await userEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入反馈内容')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('联系电话（选填）'), { target: { value: '123' } });
    await userEvent.type(screen.getByLabelText('反馈内容'), '搜索结果希望能按价格排序');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeInTheDocument();
    expect(submitted).toEqual([]);

    fireEvent.change(screen.getByLabelText('联系电话（选填）'), {
      target: { value: '13900000009' },
    });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('感谢您的反馈，我们会尽快处理')).toBeInTheDocument();
    expect(submitted).toEqual([
      {
        type: 'feedback',
        content: '搜索结果希望能按价格排序',
        contact: '13900000009',
        url: window.location.href,
      },
    ]);
    expect(dialog).toBeInTheDocument();
  });
});
