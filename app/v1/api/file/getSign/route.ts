import { handler } from '@/server/http/handler';
import { issueUploadTicket, TICKET_INPUT, TICKET_LABELS } from '@/server/services/upload';

/**
 * 上传签名 GET /v1/api/file/getSign?name=&size=（需登录）：与 stsPublicUpload 相同的公开文件
 * 上传凭证（直传存储桶的 POST 策略，或本站上传接口），只发给登录用户。
 */
export const GET = handler(
  { auth: 'user', write: true, input: TICKET_INPUT, labels: TICKET_LABELS },
  ({ user, ip, input }) => issueUploadTicket({ user, ip }, input, { visibility: 'public' }),
);
