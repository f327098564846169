import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { UploadedFile } from '@/api/types';
import {
  acceptedFileType,
  checkFileCount,
  checkFileSize,
  checkImagePixels,
  FILE_MIME_TYPES,
  fileExtension,
  IMAGE_ACCEPT,
  isKnownFileType,
  KNOWN_FILE_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_MSG,
  type FileType,
} from '@/lib/upload-rules';
import { db } from '@/server/db';
import { uploadedFiles } from '@/server/db/schema';
import { badRequest, HttpError, MSG } from '@/server/http/errors';
import { hitLimit } from '@/server/http/rate-limit';
import { readImageHeader } from '@/server/images/sharp';
import { PRIVATE_PREFIX, storage } from '@/server/storage';
import type { SessionUser } from './identity/session';
import { quoteFileAccess } from './rfq-files';

export type UploadVisibility = 'public' | 'private';

export const UPLOAD_NO_FILE = '请选择要上传的文件';
/** Visitors may upload images for the image search, this many per IP per minute. */
export const VISITOR_UPLOADS_PER_MINUTE = 20;
const USER_UPLOADS_PER_MINUTE = 60;
// Room for the multipart boundaries and headers around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;
const PRIVATE_URL_PREFIX = '/v1/api/file/private/';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Whether the bytes really are a file of this type (the extension alone proves nothing). */
export async function contentMatches(type: FileType, body: Buffer): Promise<boolean> {
  switch (type) {
    case 'png':
    case 'jpg':
    case 'jpeg':
      return (await readImageHeader(body))?.format === (type === 'png' ? 'png' : 'jpeg');
    case 'pdf':
      return body.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'xlsx':
    case 'docx':
      return body.subarray(0, 4).equals(ZIP);
    case 'xls':
    case 'doc':
      return body.subarray(0, 8).equals(OLE);
    case 'mp4':
      return body.subarray(4, 8).toString('latin1') === 'ftyp';
    case 'csv':
      return !body.subarray(0, 8192).includes(0);
    case 'dwg':
      // AutoCAD drawings begin with their version, AC1012 … AC1032.
      return /^AC10\d\d/.test(body.subarray(0, 6).toString('latin1'));
  }
}

/** `<visibility>/<yyyymm>/<uuid>.<ext>`, the month in China time. */
export function uploadKey(visibility: UploadVisibility, type: FileType, now: Date): string {
  const month = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 7).replace('-', '');
  return `${visibility}/${month}/${randomUUID()}.${type}`;
}

export function fileUrlOf(key: string): string {
  return key.startsWith(PRIVATE_PREFIX)
    ? `${PRIVATE_URL_PREFIX}${key.slice(PRIVATE_PREFIX.length)}`
    : storage.publicUrl(key);
}

export interface UploadContext {
  req: NextRequest;
  user: SessionUser | null;
  ip: string;
}

export interface UploadOptions {
  visibility: UploadVisibility;
  /** Defaults to the spec's 50 MB. */
  maxBytes?: number;
  now?: Date;
}

/**
 * Takes one multipart file (field `file`), checks it against the spec §5 rules and its real
 * content, stores it and records it. Visitors may only upload public images.
 */
export async function receiveUpload(
  { req, user, ip }: UploadContext,
  { visibility, maxBytes = MAX_UPLOAD_BYTES, now = new Date() }: UploadOptions,
): Promise<UploadedFile> {
  if (!user && visibility === 'private') throw new HttpError(401, MSG.loginRequired);
  const limit = user
    ? await hitLimit(`upload:user:${user.id}`, USER_UPLOADS_PER_MINUTE, 60, now)
    : await hitLimit(`upload:ip:${ip}`, VISITOR_UPLOADS_PER_MINUTE, 60, now);
  if (!limit.allowed) throw new HttpError(429, MSG.tooMany);

  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes + MULTIPART_OVERHEAD) throw badRequest(UPLOAD_MSG.tooLarge(maxBytes));
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw badRequest(UPLOAD_NO_FILE);
  }
  const files = form.getAll('file').filter((f): f is File => typeof f !== 'string');
  if (files.length === 0) throw badRequest(UPLOAD_NO_FILE);
  const tooMany = checkFileCount(files.length, 1);
  if (tooMany) throw badRequest(tooMany);
  const file = files[0]!;

  const type = acceptedFileType(file.name, user ? KNOWN_FILE_TYPES : IMAGE_ACCEPT);
  if (!type) throw badRequest(UPLOAD_MSG.wrongType);
  const tooLarge = checkFileSize(file.size, maxBytes);
  if (tooLarge) throw badRequest(tooLarge);
  const body = Buffer.from(await file.arrayBuffer());
  if (!(await contentMatches(type, body))) throw badRequest(UPLOAD_MSG.wrongType);
  const header = IMAGE_ACCEPT.includes(type) ? await readImageHeader(body) : null;
  const tooManyPixels = header && checkImagePixels(header.width, header.height);
  if (tooManyPixels) throw badRequest(tooManyPixels);

  const key = uploadKey(visibility, type, now);
  const name = file.name.slice(0, 255);
  try {
    await storage.write(key, body);
    await db.insert(uploadedFiles).values({
      key,
      name,
      type,
      size: body.length,
      ownerId: user?.id ?? null,
      isPublic: visibility === 'public',
    });
  } catch (error) {
    console.error('[upload] storing failed', error);
    throw new HttpError(500, UPLOAD_MSG.failed);
  }
  return { fileUrl: fileUrlOf(key), key, name, size: body.length, type };
}

/** The uploaded_files key a file URL of ours points to, when it looks like one. */
function uploadKeyCandidates(url: string): string[] {
  const tail = /(\d{6}\/[0-9a-f-]{36}\.[a-z0-9]+)$/i.exec(url)?.[1];
  return tail ? [`private/${tail}`, `public/${tail}`] : [];
}

/**
 * The record of a file this user uploaded, found by the URL the upload answered with; null for
 * a foreign or made-up URL, so nobody can pass off someone else's file as their own.
 */
export async function findOwnUpload(
  userId: number,
  url: string,
): Promise<{ key: string; name: string; type: string } | null> {
  const candidates = uploadKeyCandidates(url);
  if (candidates.length === 0) return null;
  const rows = await db
    .select({ key: uploadedFiles.key, name: uploadedFiles.name, type: uploadedFiles.type })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.key, candidates), eq(uploadedFiles.ownerId, userId)));
  return rows.find((row) => fileUrlOf(row.key) === url) ?? null;
}

/**
 * A private file for its owner, and for operators (they review the licences of certifications);
 * anyone else gets a 404, as if it did not exist. A file attached to an RFQ quote follows the
 * sealed-bid rule instead (rfq-files.ts).
 */
export async function readPrivateFile(
  user: SessionUser,
  path: string,
): Promise<{ body: Buffer; contentType: string; name: string } | null> {
  const key = `${PRIVATE_PREFIX}${path}`;
  const quoted = await quoteFileAccess(user, fileUrlOf(key));
  if (quoted === false) return null;
  const [row] = await db
    .select({ name: uploadedFiles.name })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.key, key),
        quoted || user.isOperator ? undefined : eq(uploadedFiles.ownerId, user.id),
        eq(uploadedFiles.isPublic, false),
      ),
    );
  if (!row) return null;
  const body = await storage.read(key);
  if (!body) return null;
  const ext = fileExtension(key);
  const contentType = isKnownFileType(ext) ? FILE_MIME_TYPES[ext] : 'application/octet-stream';
  return { body, contentType, name: row.name };
}
