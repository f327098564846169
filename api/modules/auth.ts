import { defineApis, endpoint } from '../registry';
import type { EnterpriseListItem, TenantStatus, UserInfo } from '../types';

/** change: a code to the new phone of 账号设置's phone change. */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'change';

export interface PasswordLogin {
  phone: string;
  password: string;
  captchaVerification?: string;
}

export interface CodeLogin {
  phone: string;
  code: string;
}

export interface RegisterForm {
  phone: string;
  code: string;
  password: string;
  name?: string;
}

export interface ResetPasswordForm {
  phone: string;
  code: string;
  password: string;
}

/** What getSmsCode answers: the code's lifetime and the wait before another send, in seconds. */
export interface SmsCodeSent {
  expiresIn: number;
  resendIn: number;
}

/** Passed along by the account site (spec §1): where to return to and where the user came from. */
export interface AccountSiteFields {
  returnUrl?: string;
  from?: string;
}

/** The account-site calls answer the user info and the returnUrl only when it is safe. */
export interface AccountSiteResult {
  userInfo: UserInfo;
  returnUrl?: string;
  /** Where to land without a return URL (e.g. 待我审核 for an approver with orders waiting). */
  landingUrl?: string;
}

/** The login answer: the user, and where to land when no return URL was given. */
export type LoginAnswer = UserInfo & { landingUrl?: string };

export const authApi = defineApis('auth', {
  /** 当前用户的企业身份列表 GET /v1/api/auth/enterprises */
  getUserEnterprises: endpoint<void, EnterpriseListItem[]>()('GET', '/v1/api/auth/enterprises'),
  /** 切换企业身份 GET /v1/api/auth/enterprise/switch */
  changeUserEnterprises: endpoint<{ enterpriseId: number }, UserInfo>()(
    'GET',
    '/v1/api/auth/enterprise/switch',
  ),
  /** 刷新企业认证状态 GET /v1/api/auth/user/refresh */
  enterpriseStatusRefresh: endpoint<void, { tenantStatus: TenantStatus | null }>()(
    'GET',
    '/v1/api/auth/user/refresh',
  ),
  /** 发送短信验证码 GET /v1/api/auth/login/sms_code */
  getSmsCode: endpoint<
    { phone: string; captchaVerification: string; type: SmsPurpose },
    SmsCodeSent
  >()('GET', '/v1/api/auth/login/sms_code'),
  /** 密码登录 POST /v1/api/auth/login */
  login: endpoint<PasswordLogin, LoginAnswer>()('POST', '/v1/api/auth/login'),
  /** 验证码登录 POST /v1/api/auth/code_login */
  codeLogin: endpoint<CodeLogin, LoginAnswer>()('POST', '/v1/api/auth/code_login'),
  /** 注册 POST /v1/api/auth/register */
  register: endpoint<RegisterForm, UserInfo>()('POST', '/v1/api/auth/register'),
  /** 重置密码 PUT /v1/api/auth/resetPassword */
  resetPassword: endpoint<ResetPasswordForm, null>()('PUT', '/v1/api/auth/resetPassword'),
  /** 单点登录：验证码登录 POST /v1/api/sso/code_login */
  ssoCodeLogin: endpoint<CodeLogin & AccountSiteFields, AccountSiteResult>()(
    'POST',
    '/v1/api/sso/code_login',
  ),
  /** 单点登录：注册 POST /v1/api/sso/register */
  ssoRegister: endpoint<RegisterForm & AccountSiteFields, AccountSiteResult>()(
    'POST',
    '/v1/api/sso/register',
  ),
  /** 退出登录 POST /v1/api/auth/logout */
  userLogOut: endpoint<void, null>()('POST', '/v1/api/auth/logout'),
});
