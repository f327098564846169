import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Base64 } from 'js-base64';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { UserInfo } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { useUserStore } from '@/stores/store-provider';
import { LoginForm } from './login-form';
import { HttpResponse } from 'msw';
import { CAPTCHA_REQUIRED_CODE } from '@/lib/login-escalation';
import {
  captchaHandlers,
  fail,
  mockLocation,
  ok,
  ORIGIN,
  passCaptcha,
  passClickWord,
} from './testing';

let search = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));

const server = setupServer(...captchaHandlers);
const userInfo = { id: 7, name: '张三', phone: '13800000001' } as UserInfo;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
beforeEach(() => {
  search = '';
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

function SignedInAs() {
  const name = useUserStore((s) => s.userInfo?.name);
  return <output aria-label="当前用户">{name ?? '访客'}</output>;
}

function renderLogin(variant: 'desktop' | 'mobile' = 'desktop') {
  return render(
    withProviders(
      <>
        <LoginForm allowedHosts={['jinwan.localhost']} variant={variant} />
        <SignedInAs />
      </>,
    ),
  );
}

function answerPasswordLogin() {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${ORIGIN}/v1/api/auth/login`, async ({ request: req }) => {
      bodies.push(await req.json());
      return ok(userInfo);
    }),
  );
  return bodies;
}

async function signInWithPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('手机号'), '13800000001');
  await user.type(screen.getByLabelText('密码'), 'Mall@2026');
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('LoginForm with password', () => {
  it('posts phone and password, stores the user and opens the decoded returnUrl', async () => {
    search = `returnUrl=${encodeURIComponent(Base64.encode('/shopping-cart?from=top'))}&from=mall`;
    const bodies = answerPasswordLogin();
    const assign = mockLocation();
    renderLogin();
    await signInWithPassword();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/shopping-cart?from=top'));
    expect(bodies).toEqual([{ phone: '13800000001', password: 'Mall@2026' }]);
    expect(screen.getByRole('status', { name: '当前用户' })).toHaveTextContent('张三');
  });

  it('accepts a returnUrl on a theme domain', async () => {
    search = `returnUrl=${encodeURIComponent(Base64.encode('http://jinwan.localhost/product'))}`;
    answerPasswordLogin();
    const assign = mockLocation();
    renderLogin();
    await signInWithPassword();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://jinwan.localhost/product'));
  });

  it.each(['//evil.com', 'https://evil.com/steal'])('sends %s to the home page', async (target) => {
    search = `returnUrl=${encodeURIComponent(Base64.encode(target))}`;
    answerPasswordLogin();
    const assign = mockLocation();
    renderLogin();
    await signInWithPassword();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('submits with Enter', async () => {
    const bodies = answerPasswordLogin();
    const assign = mockLocation();
    renderLogin();
    expect(screen.getByLabelText('手机号')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('密码')).toHaveAttribute('autocomplete', 'current-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '13800000001');
    await user.type(screen.getByLabelText('密码'), 'Mall@2026{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(bodies).toHaveLength(1);
  });

  it('lands where the server says when there is no return URL (an approver on 待我审核)', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/api/auth/login`, () =>
        ok({ ...userInfo, landingUrl: '/workbench/developer/approvals' }),
      ),
    );
    const assign = mockLocation();
    renderLogin();
    await signInWithPassword();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/workbench/developer/approvals'));
    // The landing is not part of the user kept in the store.
    expect(screen.getByLabelText('当前用户')).toHaveTextContent('张三');
  });

  it('keeps the return URL over the landing', async () => {
    search = `returnUrl=${encodeURIComponent(Base64.encode('/shopping-cart'))}`;
    server.use(
      http.post(`${ORIGIN}/v1/api/auth/login`, () =>
        ok({ ...userInfo, landingUrl: '/workbench/developer/approvals' }),
      ),
    );
    const assign = mockLocation();
    renderLogin();
    await signInWithPassword();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/shopping-cart'));
  });

  it('ignores a landing that leaves the site', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/api/auth/login`, () =>
        ok({ ...userInfo, landingUrl: '//evil.com/x' }),
      ),
    );
    const assign = mockLocation();
    renderLogin();
    await signInWithPassword();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('shows the server message and keeps what was typed', async () => {
    server.use(http.post(`${ORIGIN}/v1/api/auth/login`, () => fail(400, '账号或密码错误')));
    const assign = mockLocation();
    renderLogin();
    await signInWithPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000001');
    expect(screen.getByLabelText('密码')).toHaveValue('Mall@2026');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: '当前用户' })).toHaveTextContent('访客');
  });

  it('checks the phone before posting', async () => {
    const bodies = answerPasswordLogin();
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '12800000001');
    await user.type(screen.getByLabelText('密码'), 'Mall@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('shows the password while its button is pressed', async () => {
    renderLogin();
    const user = userEvent.setup();
    const password = screen.getByLabelText('密码');
    await user.type(password, 'Mall@2026');
    expect(password).toHaveAttribute('type', 'password');
    const reveal = screen.getByRole('button', { name: '显示密码' });
    await user.click(reveal);
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    await user.click(reveal);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('keeps the phone when switching to the code tab', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('手机号'), '13800000001');
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000001');
    expect(screen.getByLabelText('验证码')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('密码')).not.toBeInTheDocument();
  });

  it('refuses an empty form field by field, and the other tab starts without messages', async () => {
    const bodies = answerPasswordLogin();
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveFocus());
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.queryByText('请输入手机号')).not.toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).not.toHaveAttribute('aria-invalid');
    expect(bodies).toHaveLength(0);
  });

  it('links to registration and reset keeping returnUrl (plain for register) and from', () => {
    search = `returnUrl=${encodeURIComponent(Base64.encode('/cart'))}&from=mall`;
    renderLogin();
    const register = new URL(
      screen.getByRole('link', { name: '免费注册' }).getAttribute('href') ?? '',
      ORIGIN,
    );
    expect(register.pathname).toBe('/reg/register');
    expect(register.searchParams.get('returnUrl')).toBe('/cart');
    expect(register.searchParams.get('from')).toBe('mall');
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
      'href',
      '/reg/reset?returnUrl=%2Fcart&from=mall',
    );
  });
});

describe('LoginForm when the server asks for the click-word captcha', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  const captchaRequired = () =>
    HttpResponse.json(
      { code: CAPTCHA_REQUIRED_CODE, msg: '请完成安全验证', data: null },
      { status: 403 },
    );

  function answerAfterCaptcha() {
    const bodies: Record<string, string>[] = [];
    server.use(
      http.post(`${ORIGIN}/v1/api/auth/login`, async ({ request: req }) => {
        const body = (await req.json()) as Record<string, string>;
        bodies.push(body);
        return body.captchaVerification ? ok(userInfo) : captchaRequired();
      }),
    );
    return bodies;
  }

  const loginButton = () => screen.getByRole('button', { name: '登录' });

  async function submitPassword() {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(screen.getByLabelText('手机号'), '13800000001');
    await user.type(screen.getByLabelText('密码'), 'Mall@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));
    return user;
  }

  it.each(['desktop', 'mobile'] as const)(
    'shows it and sends the password again with its verification (%s)',
    async (variant) => {
      const bodies = answerAfterCaptcha();
      const assign = mockLocation();
      renderLogin(variant);
      await submitPassword();
      expect(await screen.findByRole('dialog', { name: '请完成安全验证' })).toBeInTheDocument();
      await passClickWord();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
      expect(bodies).toEqual([
        { phone: '13800000001', password: 'Mall@2026' },
        { phone: '13800000001', password: 'Mall@2026', captchaVerification: expect.any(String) },
      ]);
      expect(screen.getByRole('status', { name: '当前用户' })).toHaveTextContent('张三');
    },
  );

  it('says a check is needed when the dialog is closed, and asks again on the next try', async () => {
    const bodies = answerAfterCaptcha();
    const assign = mockLocation();
    renderLogin();
    const user = await submitPassword();
    await screen.findByRole('dialog', { name: '请完成安全验证' });
    // The login waits for the check: the button stays busy.
    expect(loginButton()).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alert')).toHaveTextContent('请完成安全验证');
    await waitFor(() => expect(loginButton()).not.toHaveAttribute('aria-busy'));
    expect(assign).not.toHaveBeenCalled();

    await user.click(loginButton());
    await screen.findByRole('dialog', { name: '请完成安全验证' });
    await passClickWord();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(bodies).toHaveLength(3);
  });

  it('shows a wrong password after the captcha as any other refusal', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/api/auth/login`, async ({ request: req }) => {
        const body = (await req.json()) as Record<string, string>;
        return body.captchaVerification ? fail(400, '账号或密码错误') : captchaRequired();
      }),
    );
    renderLogin();
    await submitPassword();
    await passClickWord();
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    await waitFor(() => expect(loginButton()).not.toHaveAttribute('aria-busy'));
  });
});

describe('LoginForm with an SMS code', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  async function codeLogin(
    path: string,
    variant: 'desktop' | 'mobile',
    answer: (body: Record<string, string>) => unknown,
  ) {
    const bodies: Record<string, string>[] = [];
    const smsQueries: Record<string, string>[] = [];
    server.use(
      http.get(`${ORIGIN}/v1/api/auth/login/sms_code`, ({ request: req }) => {
        smsQueries.push(Object.fromEntries(new URL(req.url).searchParams));
        return ok({ expiresIn: 300, resendIn: 60 });
      }),
      http.post(`${ORIGIN}${path}`, async ({ request: req }) => {
        const body = (await req.json()) as Record<string, string>;
        bodies.push(body);
        return ok(answer(body) as UserInfo);
      }),
    );
    const assign = mockLocation();
    renderLogin(variant);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.type(screen.getByLabelText('手机号'), '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await passCaptcha();
    await screen.findByText('发送成功，请注意查收');
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(smsQueries).toEqual([
      { phone: '13800000001', captchaVerification: expect.any(String), type: 'login' },
    ]);
    expect(screen.getByRole('status', { name: '当前用户' })).toHaveTextContent('张三');
    return { bodies, assign };
  }

  it('signs in through single sign-on with the from marker and the approved returnUrl', async () => {
    search = `returnUrl=${encodeURIComponent(Base64.encode('http://main.localhost/bid/list'))}&from=mall`;
    const { bodies, assign } = await codeLogin('/v1/api/sso/code_login', 'desktop', (body) => ({
      userInfo,
      returnUrl: body.returnUrl,
    }));
    expect(bodies).toEqual([
      {
        phone: '13800000001',
        code: '123456',
        returnUrl: 'http://main.localhost/bid/list',
        from: 'mall',
      },
    ]);
    // Another realm's domain: only the server, which knows every realm, can approve it.
    expect(assign).toHaveBeenCalledWith('http://main.localhost/bid/list');
  });

  it('falls back to its own check when the server did not approve the returnUrl', async () => {
    search = `returnUrl=${encodeURIComponent(Base64.encode('//evil.com'))}&from=mall`;
    const { assign } = await codeLogin('/v1/api/sso/code_login', 'desktop', () => ({ userInfo }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('signs in with the plain code login without a from marker', async () => {
    const { bodies, assign } = await codeLogin(
      '/v1/api/auth/code_login',
      'desktop',
      () => userInfo,
    );
    expect(bodies).toEqual([{ phone: '13800000001', code: '123456' }]);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('uses the m-reg call on the phone pages', async () => {
    search = `returnUrl=${encodeURIComponent(Base64.encode('/mobile/poster/home'))}&from=wechat`;
    const { bodies, assign } = await codeLogin('/v1/api/m-reg/code_login', 'mobile', () => ({
      userInfo,
    }));
    expect(bodies).toEqual([
      { phone: '13800000001', code: '123456', returnUrl: '/mobile/poster/home', from: 'wechat' },
    ]);
    expect(assign).toHaveBeenCalledWith('/mobile/poster/home');
  });
});
