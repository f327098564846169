import { MAX_UPLOAD_BYTES } from '@/lib/upload-rules';
import { MULTIPART_OVERHEAD } from '@/server/http/body';
import { handler } from '@/server/http/handler';
import { receiveUpload } from '@/server/services/upload';

/** 公开文件上传 POST /v1/api/file/publicUpload（multipart，字段 file；访客仅限 png/jpg/jpeg 图片） */
export const POST = handler(
  { body: 'multipart', bodyLimit: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD },
  ({ req, user, ip }) => receiveUpload({ req, user, ip }, { visibility: 'public' }),
);
