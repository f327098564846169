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
});
