import { defineApis, endpoint } from '../registry';
import type { EnterpriseInfo, UserInfo } from '../types';

export const enterpriseApi = defineApis('enterprise', {
  /** 当前企业身份的认证信息 GET /v1/api/enterprise/authInfo */
  getAuthInfo: endpoint<void, EnterpriseInfo | null>()('GET', '/v1/api/enterprise/authInfo'),
  /** 开通另一种身份（供应商/采购商） POST /v1/api/enterprise/activateSubType */
  activateSubType: endpoint<{ type: 1 | 2 }, UserInfo>()(
    'POST',
    '/v1/api/enterprise/activateSubType',
  ),
  /** 开发商子类型 GET /v1/api/company/enterprise/developer/subtype */
  getDeveloperSubtype: endpoint<void, { code: number; name: string }[]>()(
    'GET',
    '/v1/api/company/enterprise/developer/subtype',
  ),
});
