import { defineApis, endpoint } from '../registry';

export const registrationApi = defineApis('registration', {
  /** 报名页信息（/enroll） GET /v1/api/registration/info */
  registrationInfo: endpoint<{ id?: number } | undefined, Record<string, unknown> | null>()(
    'GET',
    '/v1/api/registration/info',
  ),
  /** 提交报名 POST /v1/api/registration/submit */
  registrationSubmit: endpoint<Record<string, unknown>, null>()(
    'POST',
    '/v1/api/registration/submit',
  ),
});
