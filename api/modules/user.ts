import { defineApis, endpoint } from '../registry';
import type { UserInfoWire, WorkbenchItem } from '../types';

export const userApi = defineApis('user', {
  /** 当前登录用户（getUserLoginState） GET /v1/api/user/current */
  getUserLoginState: endpoint<void, UserInfoWire>()('GET', '/v1/api/user/current'),
  /** 当前用户的工作台与权限树 GET /v1/api/user/current/role */
  getUserWorkbench: endpoint<void, WorkbenchItem[]>()('GET', '/v1/api/user/current/role'),
  /** 会话 clientId GET /v1/api/user/getClientId */
  getClientId: endpoint<void, string>()('GET', '/v1/api/user/getClientId'),
  /** SRM 系统地址 GET /v1/api/user/getSrmUrl */
  getSrmUrl: endpoint<void, string>()('GET', '/v1/api/user/getSrmUrl'),
  /** 修改个人资料（姓名、头像） POST /v1/api/user/profile */
  updateProfile: endpoint<{ name: string; headPhotoUrl?: string | null }, UserInfoWire>()(
    'POST',
    '/v1/api/user/profile',
  ),
  /** 修改密码（需原密码） POST /v1/api/user/password */
  changePassword: endpoint<{ oldPassword: string; newPassword: string }, null>()(
    'POST',
    '/v1/api/user/password',
  ),
  /** 更换手机号（新手机号 + 短信验证码） POST /v1/api/user/phone */
  changePhone: endpoint<{ phone: string; code: string }, UserInfoWire>()(
    'POST',
    '/v1/api/user/phone',
  ),
  /** 其他设备上的登录会话数 GET /v1/api/user/sessions */
  otherSessionCount: endpoint<void, number>()('GET', '/v1/api/user/sessions'),
  /** 退出其他设备上的登录（保留当前会话） POST /v1/api/user/sessions/signOutOthers */
  signOutOtherSessions: endpoint<void, number>()('POST', '/v1/api/user/sessions/signOutOthers'),
});
