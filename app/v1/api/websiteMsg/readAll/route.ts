import { messageSideOf } from '@/lib/messages';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { markAllMessagesRead } from '@/server/services/message-centre';

const input = z.object({
  side: z.enum(['developer', 'supplier', 'personal'], { message: '请选择消息中心' }),
});

/** 全部标为已读（side 的全部未读消息） POST /v1/api/websiteMsg/readAll */
export const POST = handler(
  { auth: 'user', input, labels: { side: '消息中心' } },
  ({ user, input }) => markAllMessagesRead(user.id, messageSideOf(input.side)),
);
