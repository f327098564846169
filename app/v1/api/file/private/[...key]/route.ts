import { notFound } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { readPrivateFile } from '@/server/services/upload';
import { keyFromSegments } from '@/server/storage';

/** 私有文件 GET /v1/api/file/private/{key}：只有上传者本人和运营人员可以读取 */
export const GET = handler({ auth: 'user' }, async ({ user, params }) => {
  const path = keyFromSegments(Array.isArray(params.key) ? params.key : [params.key ?? '']);
  const file = path ? await readPrivateFile(user, path) : null;
  if (!file) throw notFound();
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
