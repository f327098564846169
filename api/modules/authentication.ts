import { defineApis, endpoint } from '../registry';
import type { DesignerCertificationInfo, DesignerSubmission } from '../types';

/** The designer certification of /auth?type=2 (a designer account, docs/certification.md). */
export const authenticationApi = defineApis('authentication', {
  /** 认证资料详情（设计师认证状态、最近一次提交与驳回原因） GET /v1/api/authentication/detail */
  authenticationDetail: endpoint<void, DesignerCertificationInfo>()(
    'GET',
    '/v1/api/authentication/detail',
  ),
  /** 提交设计师认证 POST /v1/api/authentication/designer */
  designerAuthentication: endpoint<DesignerSubmission, null>()(
    'POST',
    '/v1/api/authentication/designer',
  ),
});
