import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { recordFeedback } from '@/server/services/feedback';
import { visitorId } from '@/server/services/visitor';

const feedbackSchema = z.object({
  type: z.literal('feedback'),
  content: z.string().trim().min(1).max(500),
  contact: z.string().trim().max(64).optional(),
  url: z.string().trim().min(1).max(2000),
});

/** 首页表单提交（意见反馈）POST /v1/api/homepage/submit */
export const POST = handler(
  {
    input: feedbackSchema,
    labels: { type: '表单类型', content: '反馈内容', contact: '联系方式', url: '页面地址' },
    rateLimit: { name: 'feedback', max: 10, windowSeconds: 3600 },
  },
  async ({ input, req, user, ip }) => {
    await recordFeedback({
      content: input.content,
      contact: input.contact || undefined,
      url: input.url,
      clientId: visitorId(req),
      userId: user?.id ?? null,
      ip,
    });
    return null;
  },
);
