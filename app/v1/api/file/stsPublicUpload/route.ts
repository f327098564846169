import { handler } from '@/server/http/handler';
import { issueUploadTicket, TICKET_INPUT, TICKET_LABELS } from '@/server/services/upload';

/** 公开文件上传凭证 GET /v1/api/file/stsPublicUpload?name=&size=：直传存储桶的表单，或本站上传接口 */
export const GET = handler(
  { write: true, input: TICKET_INPUT, labels: TICKET_LABELS },
  ({ user, ip, input }) => issueUploadTicket({ user, ip }, input, { visibility: 'public' }),
);
