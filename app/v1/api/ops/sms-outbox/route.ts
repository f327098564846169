import type { NextRequest } from 'next/server';
import { z } from '@/lib/zod';
import { handler, type HandlerContext } from '@/server/http/handler';
import { env } from '@/server/env';
import { checkPhone } from '@/server/services/identity/sms-code';
import { latestOutboxMessages } from '@/server/sms';

const outboxQuery = z.object({ phone: z.string().max(32).optional() });
const rateLimit = { name: 'ops-sms-outbox', max: 60, windowSeconds: 60 };

const read = ({ input }: HandlerContext<z.infer<typeof outboxQuery>, unknown>) =>
  latestOutboxMessages(checkPhone(input.phone));

const forOperators = handler(
  { auth: 'ops', roles: ['super'], input: outboxQuery, rateLimit },
  read,
);
const forAnyone = handler({ input: outboxQuery, rateLimit }, read);

/**
 * 短信发件箱 GET /v1/api/ops/sms-outbox?phone=：该手机号最新的短信（含验证码原文），仅运营可读。
 * SMS_OUTBOX_OPEN（APP_ENV=local 默认开启，供开发机与端到端测试取验证码）时免登录可读；route
 * handler 拿不到套接字地址，无法核实请求来自本机，所以开启时绝不能对外可达：prod 拒绝启动，
 * sit/dev/uat 启动时告警（lib/env-guard）。
 */
export function GET(req: NextRequest): Promise<Response> {
  return (env.SMS_OUTBOX_OPEN ? forAnyone : forOperators)(req);
}
