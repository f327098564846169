import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { confirmUpload } from '@/server/services/upload';

/** 确认直传存储桶的文件 POST /v1/api/file/confirmUpload：检查文件真实内容后入库，不合格的删除 */
export const POST = handler(
  { input: z.object({ ticket: z.string().min(1).max(4096) }), labels: { ticket: '上传凭证' } },
  ({ user, input }) => confirmUpload({ user }, input.ticket),
);
