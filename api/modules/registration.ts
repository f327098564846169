import { defineApis, endpoint } from '../registry';
import type { TenantStatus } from '../types';

/** Where an enterprise stands in the selected-supplier plan, as /enroll shows it. */
export interface Registration {
  enterpriseId: number;
  enterpriseName: string;
  tenantStatus: TenantStatus | null;
  /** The sign-up: 0 in review, 1 approved, -1 rejected; null before the enterprise signed up. */
  status: number | null;
  submittedAt: string | null;
  /** Why the last sign-up was turned down. */
  rejectReason: string | null;
}

/** The selected-supplier sign-up of /enroll (POST apply/{tenantId} serves the other pages). */
export const registrationApi = defineApis('registration', {
  /** 报名页信息（/enroll，默认当前企业） GET /v1/api/registration/info */
  registrationInfo: endpoint<{ id?: number } | undefined, Registration | null>()(
    'GET',
    '/v1/api/registration/info',
  ),
  /** 提交优选供应商报名 POST /v1/api/registration/submit */
  registrationSubmit: endpoint<
    { enterpriseId: number },
    { id: number; tenantStatus: TenantStatus }
  >()('POST', '/v1/api/registration/submit'),
});
