import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from '@/api/request';
import type { EnterpriseListItem, UserInfoWire } from '@/api/types';
import { decodeReturnUrl } from '@/lib/account-links';
import { SIGNED_IN_COOKIE } from '@/lib/session-hint';
import { Providers } from '@/components/shell/test-providers';
import { MESSAGES_CHANGED_EVENT } from './message-events';
import { TopBar } from './top-bar';

const ORIGIN = 'http://mall.test';
const ok = (data: JsonBodyType) => HttpResponse.json({ code: 0, msg: 'success', data });

const server = setupServer();
const calls: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request: r }) => {
    calls.push(new URL(r.url).pathname);
  });
  request.defaults.baseURL = ORIGIN;
});
/** The readable cookie the server sets beside the (httpOnly) session cookie. */
const signedInHint = (on: boolean) => {
  document.cookie = on
    ? `${SIGNED_IN_COOKIE}=1; path=/`
    : `${SIGNED_IN_COOKIE}=; max-age=0; path=/`;
};

afterEach(() => {
  signedInHint(false);
  server.resetHandlers();
  calls.length = 0;
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

function wire(overrides: Partial<UserInfoWire>): UserInfoWire {
  return {
    id: 1,
    name: '王采购',
    phone: '13800000001',
    enterpriseId: 11,
    enterpriseName: '华东置业集团',
    enterpriseStatus: 1,
    designerStatus: 0,
    userType: 2,
    isPersonalAccount: false,
    isDesignerAccount: false,
    topType: 2,
    labels: [],
    clientId: 'cid-1',
    tenantStatus: null,
    tenantStatusDesc: null,
    headPhotoUrl: null,
    developersLevel: 3,
    tenant: { memberLevel: null },
    ...overrides,
  };
}

interface SignedIn {
  user: UserInfoWire;
  enterprises?: EnterpriseListItem[];
  cart?: number;
  developerMsg?: number;
  supplierMsg?: number;
  otherMsg?: number;
}

function signIn({
  user,
  enterprises = [],
  cart = 0,
  developerMsg = 0,
  supplierMsg = 0,
  otherMsg = 0,
}: SignedIn) {
  signedInHint(true);
  server.use(
    http.get(`${ORIGIN}/v1/api/user/current`, () => ok(user)),
    http.get(`${ORIGIN}/v1/api/auth/enterprises`, () => ok(enterprises)),
    http.get(`${ORIGIN}/v1/api/user/current/role`, () =>
      ok([{ console: { desc: '工作台', consoleId: 'other' }, url: '/workbench/developer' }]),
    ),
    http.get(`${ORIGIN}/v1/api/developer/cart/count`, () => ok(cart)),
    http.get(`${ORIGIN}/v1/api/websiteMsg/developerMsgCount/-1`, () => ok(developerMsg)),
    http.get(`${ORIGIN}/v1/api/websiteMsg/supplierMsgCount/-1`, () => ok(supplierMsg)),
    http.get(`${ORIGIN}/v1/api/websiteMsg/count`, () => ok(otherMsg)),
  );
}

function renderTopBar(
  bases = { supplier: '/workbench/supplier', developer: '/workbench/developer' },
) {
  return render(
    <Providers themeColor="#1d4ed8" initial={{ app: { runtimeEnv: 'local' } }}>
      <TopBar
        siteName="筑采建材集采商城"
        supplierWorkbenchUrl={bases.supplier}
        developerWorkbenchUrl={bases.developer}
      />
    </Providers>,
  );
}

const openUserMenu = async (name: RegExp) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
};

describe('TopBar as a visitor', () => {
  it('links to login with a base64 returnUrl and to registration, with the from marker', async () => {
    window.history.replaceState(null, '', '/product?keyword=%E5%9C%B0%E6%9D%BF');
    renderTopBar();
    expect(screen.getByText('您好，欢迎来到筑采建材集采商城！')).toBeInTheDocument();

    const login = screen.getByRole('link', { name: '登录' });
    const loginUrl = new URL(login.getAttribute('href') ?? '', ORIGIN);
    expect(loginUrl.pathname).toBe('/reg/login');
    expect(loginUrl.searchParams.get('from')).toBe('mall');
    const encoded = loginUrl.searchParams.get('returnUrl') ?? '';
    expect(encoded).not.toContain('/product');
    expect(decodeReturnUrl(encoded)).toBe(window.location.href);

    const register = screen.getByRole('link', { name: '免费注册' });
    const registerUrl = new URL(register.getAttribute('href') ?? '', ORIGIN);
    expect(registerUrl.pathname).toBe('/reg/register');
    expect(registerUrl.searchParams.get('returnUrl')).toBe(window.location.href);
    expect(registerUrl.searchParams.get('from')).toBe('mall');
  });

  it('asks nothing without the signed-in hint, so no 401 reaches the console', async () => {
    renderTopBar();
    expect(await screen.findByRole('link', { name: '登录' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('link', { name: /采购车/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /消息/ })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-message')).toBeNull();
  });

  it('stays a visitor, without a message, when the hint outlived the session', async () => {
    signedInHint(true);
    server.use(
      http.get(`${ORIGIN}/v1/api/user/current`, () =>
        HttpResponse.json({ code: 401, msg: '请先登录', data: null }, { status: 401 }),
      ),
    );
    renderTopBar();
    await waitFor(() => expect(calls).toEqual(['/v1/api/user/current']));
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
    expect(document.querySelector('.ant-message')).toBeNull();
  });
});

describe('TopBar signed in', () => {
  it('shows a buyer the cart capped at 99+, messages and 采购中心', async () => {
    signIn({ user: wire({}), cart: 120, developerMsg: 7 });
    renderTopBar();
    const cart = await screen.findByRole('link', { name: /采购车/ });
    expect(cart).toHaveAttribute('href', '/shopping-cart');
    await waitFor(() => expect(within(cart).getByText('99+')).toBeInTheDocument());
    // The badge is hidden from screen readers, which hear the count after the visible text.
    expect(cart).toHaveAccessibleName(/^采购车\s?（99\+ 件商品）$/);
    expect(screen.getByRole('link', { name: '采购中心' })).toHaveAttribute(
      'href',
      '/workbench/developer',
    );
    const messages = screen.getByRole('link', { name: /消息/ });
    await waitFor(() => expect(messages.querySelector('sup')).toHaveAttribute('title', '7'));
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    expect(calls).not.toContain('/v1/api/websiteMsg/count');
  });

  it('links a buyer to the in-app message centre and account settings', async () => {
    signIn({ user: wire({}), developerMsg: 2 });
    renderTopBar();
    expect(await screen.findByRole('link', { name: /消息/ })).toHaveAttribute(
      'href',
      '/workbench/developer/message',
    );
    await openUserMenu(/王采购/);
    expect(await screen.findByRole('menuitem', { name: '账号设置' })).toHaveAttribute(
      'href',
      '/workbench/developer/account-settings',
    );
  });

  it("keeps a realm's external workbench absolute", async () => {
    signIn({ user: wire({}) });
    renderTopBar({
      supplier: 'https://srm.example.com/supplier',
      developer: 'https://srm.example.com/developer',
    });
    expect(await screen.findByRole('link', { name: '采购中心' })).toHaveAttribute(
      'href',
      'https://srm.example.com/developer',
    );
    expect(screen.getByRole('link', { name: /消息/ })).toHaveAttribute(
      'href',
      'https://srm.example.com/developer/message',
    );
  });

  it('reads the count again when a page announces a read', async () => {
    let count = 3;
    signIn({ user: wire({}) });
    server.use(http.get(`${ORIGIN}/v1/api/websiteMsg/developerMsgCount/-1`, () => ok(count)));
    renderTopBar();
    const messages = await screen.findByRole('link', { name: /消息/ });
    await waitFor(() => expect(messages.querySelector('sup')).toHaveAttribute('title', '3'));
    count = 2;
    window.dispatchEvent(new Event(MESSAGES_CHANGED_EVENT));
    await waitFor(() => expect(messages.querySelector('sup')).toHaveAttribute('title', '2'));
  });

  it('caps the message badge at 99', async () => {
    signIn({ user: wire({}), developerMsg: 150 });
    renderTopBar();
    const messages = await screen.findByRole('link', { name: /消息/ });
    await waitFor(() => expect(within(messages).getByText('99+')).toBeInTheDocument());
  });

  it('shows a supplier 供应中心 and no cart', async () => {
    signIn({
      user: wire({ name: '李供应', topType: 1, enterpriseName: '东方建材', developersLevel: null }),
      supplierMsg: 3,
    });
    renderTopBar();
    expect(await screen.findByRole('link', { name: '供应中心' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('/v1/api/websiteMsg/supplierMsgCount/-1'));
    expect(screen.queryByRole('link', { name: /采购车/ })).not.toBeInTheDocument();
    expect(calls).not.toContain('/v1/api/developer/cart/count');
  });

  it('gives a personal account 个人中心 and no operations in the menu', async () => {
    signIn({
      user: wire({
        name: '赵个人',
        topType: 3,
        enterpriseId: 21,
        enterpriseName: '待审核公司',
        enterpriseStatus: 0,
        isPersonalAccount: true,
        developersLevel: null,
      }),
      enterprises: [
        { id: 21, name: '待审核公司', type: 2, status: 0 },
        { id: 22, name: '另一家公司', type: 1, status: 1 },
      ],
      otherMsg: 5,
    });
    renderTopBar();
    expect(await screen.findByRole('link', { name: '个人中心' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('/v1/api/websiteMsg/count'));
    expect(calls).not.toContain('/v1/api/websiteMsg/developerMsgCount/-1');
    const menu = await openUserMenu(/赵个人/);
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(['商城首页', '账号设置', '退出登录']);
  });

  it('offers a supplier the buyer activation and the switch to its other identities', async () => {
    signIn({
      user: wire({ name: '李供应', topType: 1, enterpriseId: 31, enterpriseName: '东方建材' }),
      enterprises: [
        { id: 31, name: '东方建材', type: 1, status: 1 },
        { id: 32, name: '南方装饰', type: 2, status: -1 },
      ],
    });
    renderTopBar();
    const menu = await openUserMenu(/李供应/);
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /南方装饰/ })).toBeInTheDocument(),
    );
    expect(within(menu).getByRole('menuitem', { name: '开通采购商身份' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /南方装饰/ })).toHaveTextContent(
      '审核未通过',
    );
  });

  it('offers a rejected company re-authentication instead of the workbench', async () => {
    signIn({
      user: wire({
        name: '孙驳回',
        topType: 3,
        enterpriseId: 41,
        enterpriseStatus: -1,
        tenantStatus: 'company_approve_fail',
        developersLevel: null,
      }),
      enterprises: [{ id: 41, name: '驳回建材', type: 1, status: -1 }],
    });
    renderTopBar();
    await userEvent.click(await screen.findByRole('link', { name: '个人中心' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('公司认证审核通过后方可使用工作台');
    expect(dialog).toHaveTextContent('您提交的认证审批未通过，请修改后提交');
    expect(within(dialog).getByRole('button', { name: '重新认证' })).toBeInTheDocument();
  });

  it('tells a company in review to wait', async () => {
    signIn({
      user: wire({
        name: '周审核',
        topType: 3,
        enterpriseStatus: 0,
        tenantStatus: 'company_approving',
        developersLevel: null,
      }),
    });
    renderTopBar();
    await userEvent.click(await screen.findByRole('link', { name: '个人中心' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('您提交的认证正在审批中');
  });

  it('shows the member and developer badges', async () => {
    signIn({
      user: wire({
        name: '钱会员',
        developersLevel: 2,
        tenant: { memberLevel: 'best_choice_senior' },
      }),
    });
    renderTopBar();
    const trigger = await screen.findByRole('button', { name: /钱会员/ });
    expect(trigger).toHaveTextContent('高级会员');
    expect(trigger).toHaveTextContent('V2');
  });
});
