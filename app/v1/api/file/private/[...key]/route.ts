import { notFound } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { readPrivateFile } from '@/server/services/upload';
import { keyFromSegments } from '@/server/storage';

/**
 * 私有文件 GET /v1/api/file/private/{key}：只有上传者本人和运营人员可以读取。存储桶中的文件
 * 以几分钟内有效的签名链接跳转取得，本机磁盘上的由这里直接传回。
 */
export const GET = handler({ auth: 'user' }, async ({ user, params }) => {
  const path = keyFromSegments(Array.isArray(params.key) ? params.key : [params.key ?? '']);
  const file = path ? await readPrivateFile(user, path) : null;
  if (!file) throw notFound();
  // Neither the file nor the link to it may be kept by a browser or proxy for anyone else.
  const cacheControl = 'private, no-store';
  if ('redirect' in file) {
    return new Response(null, {
      status: 302,
      headers: { Location: file.redirect, 'Cache-Control': cacheControl },
    });
  }
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
