import 'server-only';
import { JSON_BODY_LIMIT } from '@/lib/body-limits';
import { HttpError } from './errors';

export { JSON_BODY_LIMIT };

/** What a route takes in its body: JSON (the default) or a multipart upload. */
export type BodyKind = 'json' | 'multipart';

/** Room for the multipart boundaries and part headers around an uploaded file. */
export const MULTIPART_OVERHEAD = 64 * 1024;

const MEDIA_TYPE: Record<BodyKind, string> = {
  json: 'application/json',
  multipart: 'multipart/form-data',
};
const WRONG_TYPE_MSG: Record<BodyKind, string> = {
  json: '请求格式不支持，请以 JSON（application/json）提交',
  multipart: '请求格式不支持，请以文件上传（multipart/form-data）提交',
};

const tooLarge = (limit: number) =>
  new HttpError(413, `请求内容过大，最多 ${Math.max(1, Math.floor(limit / 1024 / 1024))} MB`);

function checkType(contentType: string | null, kind: BodyKind): void {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== MEDIA_TYPE[kind]) throw new HttpError(415, WRONG_TYPE_MSG[kind]);
}

/**
 * Reads the whole body of a request, refusing it with 413 as soon as it passes `limit`, by its
 * Content-Length before reading and by counting while reading (a missing or lying length does
 * not get around it), and with 415 when a non-empty body is not of the route's kind.
 */
export async function readBody(
  req: Request,
  kind: BodyKind,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? '');
  if (declared > limit) throw tooLarge(limit);
  if (req.headers.has('content-type') && declared !== 0) {
    checkType(req.headers.get('content-type'), kind);
  }
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  if (size > 0) checkType(req.headers.get('content-type'), kind);
  return Buffer.concat(chunks, size);
}
