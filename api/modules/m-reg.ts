import { defineApis, endpoint } from '../registry';
import type { AccountSiteFields, AccountSiteResult, CodeLogin, RegisterForm } from './auth';

export const mRegApi = defineApis('m-reg', {
  /** 移动端验证码登录 POST /v1/api/m-reg/code_login */
  mRegCodeLogin: endpoint<CodeLogin & AccountSiteFields, AccountSiteResult>()(
    'POST',
    '/v1/api/m-reg/code_login',
  ),
  /** 移动端注册 POST /v1/api/m-reg/register */
  mRegRegister: endpoint<RegisterForm & AccountSiteFields, AccountSiteResult>()(
    'POST',
    '/v1/api/m-reg/register',
  ),
});
