import { handler } from '@/server/http/handler';
import { getUserClientId } from '@/server/services/identity/client-id';
import { createLead, leadInput } from '@/server/services/lead';
import { visitorId } from '@/server/services/visitor';

/** 访客留资 POST /v1/api/homepage/decoration/createLeads（24 小时内同一手机号重复提交答 409） */
export const POST = handler(
  { input: leadInput, rateLimit: { name: 'leads', max: 10, windowSeconds: 3600 } },
  async ({ req, input, user, ip }) => {
    await createLead(input, {
      userId: user?.id ?? null,
      clientId: user ? await getUserClientId(user.id) : visitorId(req),
      ip,
      referer: req.headers.get('referer'),
    });
    return null;
  },
);
