import { defineApis, endpoint } from '../registry';
import type { EnterpriseInfo, TenantCertification } from '../types';

export interface DesignerCertification {
  realName: string;
  idCardUrl?: string;
  designerType: number;
  worksUrls?: string[];
}

export const authenticationApi = defineApis('authentication', {
  /** 认证资料详情（重新认证时回填） GET /v1/api/authentication/detail */
  authenticationDetail: endpoint<
    { enterpriseId?: number; type?: number } | undefined,
    (TenantCertification & Partial<EnterpriseInfo>) | null
  >()('GET', '/v1/api/authentication/detail'),
  /** 提交设计师认证 POST /v1/api/authentication/designer */
  designerAuthentication: endpoint<DesignerCertification, null>()(
    'POST',
    '/v1/api/authentication/designer',
  ),
});
