import { z } from '@/lib/zod';
import { handler, ok } from '@/server/http/handler';
import { loginWithPassword, setSessionCookie } from '@/server/services/identity/auth';
import { withLoginLanding } from '@/server/services/login-landing';

/** 密码登录 POST /v1/api/auth/login：成功时写入会话 Cookie 并返回用户信息（及无返回地址时的落地页） */
export const POST = handler(
  {
    input: z.object({
      phone: z.string().max(32).optional(),
      account: z.string().max(32).optional(),
      password: z.string().max(128).optional(),
      captchaVerification: z.string().max(512).optional(),
    }),
    labels: { phone: '手机号', account: '账号', password: '密码' },
    rateLimit: { name: 'auth-login', max: 30, windowSeconds: 60 },
  },
  async ({ req, input, ip }) => {
    const result = await loginWithPassword(
      {
        phone: input.phone ?? input.account ?? '',
        password: input.password ?? '',
        captchaVerification: input.captchaVerification,
      },
      { ip, userAgent: req.headers.get('user-agent') },
    );
    const res = ok(await withLoginLanding(result.userInfo));
    setSessionCookie(res, req, result);
    return res;
  },
);
