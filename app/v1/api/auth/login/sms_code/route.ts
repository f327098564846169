import { handler } from '@/server/http/handler';
import {
  ACCOUNT_LABELS,
  requestMeta,
  sendSmsCode,
  sendSmsCodeInput,
} from '@/server/services/identity/sms-code';

/** 发送短信验证码 GET /v1/api/auth/login/sms_code：需先通过图形验证，type 为 login|register|reset */
export const GET = handler(
  { input: sendSmsCodeInput, labels: ACCOUNT_LABELS },
  async ({ req, input, ip }) => sendSmsCode(input, requestMeta(req, ip)),
);
