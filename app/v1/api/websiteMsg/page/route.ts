import { MESSAGE_PAGE_SIZE, parseMessageFilter, messageSideOf } from '@/lib/messages';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { listMessages } from '@/server/services/message-centre';

const input = z.object({
  side: z.enum(['developer', 'supplier', 'personal']).default('personal'),
  type: z.string().max(16).optional(),
  read: z.string().max(8).optional(),
  pageNo: z.string().max(6).optional(),
});

/** 站内信分页（side: developer/supplier/personal，type 消息类型，read all/unread/read） GET /v1/api/websiteMsg/page */
export const GET = handler(
  { auth: 'user', input, labels: { side: '消息中心', type: '消息类型', read: '阅读状态' } },
  ({ user, input }) =>
    listMessages(user.id, messageSideOf(input.side), parseMessageFilter(input), MESSAGE_PAGE_SIZE),
);
