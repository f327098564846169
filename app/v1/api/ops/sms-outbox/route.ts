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

const forOperators = handler({ auth: 'operator', input: outboxQuery, rateLimit }, read);
const forAnyone = handler({ input: outboxQuery, rateLimit }, read);

/**
 * 短信发件箱 GET /v1/api/ops/sms-outbox?phone=：该手机号最新的短信（含验证码原文），仅运营可读。
 * APP_ENV=local（开发机与端到端测试服务）时免登录可读，供测试取验证码；route handler 拿不到
 * 套接字地址，无法核实请求来自本机，所以 local 绝不能用于任何对外可达的部署。
 */
export function GET(req: NextRequest): Promise<Response> {
  return (env.APP_ENV === 'local' ? forAnyone : forOperators)(req);
}
