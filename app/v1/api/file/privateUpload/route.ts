import { MAX_UPLOAD_BYTES } from '@/lib/upload-rules';
import { MULTIPART_OVERHEAD } from '@/server/http/body';
import { handler } from '@/server/http/handler';
import { receiveUpload } from '@/server/services/upload';

/** 私有文件上传 POST /v1/api/file/privateUpload（multipart，字段 file；需登录，只有上传者能读取） */
export const POST = handler(
  { auth: 'user', body: 'multipart', bodyLimit: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD },
  ({ req, user, ip }) => receiveUpload({ req, user, ip }, { visibility: 'private' }),
);
