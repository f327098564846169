import { handler } from '@/server/http/handler';
import { issueUploadTicket, TICKET_INPUT, TICKET_LABELS } from '@/server/services/upload';

/** 私有文件上传凭证 GET /v1/api/file/privateUploadWithSign?name=&size=（需登录） */
export const GET = handler(
  { auth: 'user', write: true, input: TICKET_INPUT, labels: TICKET_LABELS },
  ({ user, ip, input }) => issueUploadTicket({ user, ip }, input, { visibility: 'private' }),
);
