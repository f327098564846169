import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { UploadedFile, UploadSignature } from '@/api/types';
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
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { uploadedFiles } from '@/server/db/schema';
import { env } from '@/server/env';
import { badRequest, HttpError, MSG } from '@/server/http/errors';
import { hitLimit } from '@/server/http/rate-limit';
import { readImageHeader } from '@/server/images/sharp';
import { PRIVATE_PREFIX, storage, UPLOAD_STAGING_PREFIX } from '@/server/storage';
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
export const UPLOAD_TICKET_INVALID = '上传凭证无效或已过期，请重新上传';
export const UPLOAD_NOT_RECEIVED = '未收到上传的文件，请重新上传';
/** How long the browser may take to start its post to the bucket, and then to confirm it. */
const POST_POLICY_SECONDS = 15 * 60;
const TICKET_SECONDS = 60 * 60;
/** How long a signed link to a private file works: enough to open it, too short to pass around. */
export const PRIVATE_LINK_SECONDS = 5 * 60;
/**
 * The bytes read from a posted object to check it: every signature contentMatches knows, and an
 * image header after the metadata segments a camera or editor puts before it.
 */
const SNIFF_BYTES = 2 * 1024 * 1024;

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

/** A private file the user may read: a signed link to the bucket, or its bytes from disk. */
export type PrivateFile =
  | { redirect: string }
  | { body: ReadableStream<Uint8Array>; size: number; contentType: string; name: string };

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

/** The types this uploader may send: visitors public images only. */
function acceptedTypes(
  user: SessionUser | null,
  visibility: UploadVisibility,
): readonly FileType[] {
  if (!user && visibility === 'private') throw new HttpError(401, MSG.loginRequired);
  return user ? KNOWN_FILE_TYPES : IMAGE_ACCEPT;
}

/** Counts one upload against the uploader's per-minute limit. */
async function countUpload(user: SessionUser | null, ip: string, now: Date): Promise<void> {
  const limit = user
    ? await hitLimit(`upload:user:${user.id}`, USER_UPLOADS_PER_MINUTE, 60, now)
    : await hitLimit(`upload:ip:${ip}`, VISITOR_UPLOADS_PER_MINUTE, 60, now);
  if (!limit.allowed) throw new HttpError(429, MSG.tooMany);
}

/**
 * The rule the file's first bytes break, as its message, or null: they must really be a file of
 * its type, and an image must not unpack into more pixels than may be decoded (image bombs).
 */
async function contentProblem(type: FileType, head: Buffer): Promise<string | null> {
  if (!(await contentMatches(type, head))) return UPLOAD_MSG.wrongType;
  const header = IMAGE_ACCEPT.includes(type) ? await readImageHeader(head) : null;
  return header && checkImagePixels(header.width, header.height);
}

async function recordUpload(
  key: string,
  file: { name: string; type: FileType; size: number },
  user: SessionUser | null,
): Promise<UploadedFile> {
  await db.insert(uploadedFiles).values({
    key,
    name: file.name,
    type: file.type,
    size: file.size,
    ownerId: user?.id ?? null,
    isPublic: !key.startsWith(PRIVATE_PREFIX),
  });
  return { fileUrl: fileUrlOf(key), key, ...file };
}

/**
 * Takes one multipart file (field `file`), checks it against the spec §5 rules and its real
 * content, stores it and records it. Visitors may only upload public images.
 */
export async function receiveUpload(
  { req, user, ip }: UploadContext,
  { visibility, maxBytes = MAX_UPLOAD_BYTES, now = new Date() }: UploadOptions,
): Promise<UploadedFile> {
  const accept = acceptedTypes(user, visibility);
  await countUpload(user, ip, now);

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

  const type = acceptedFileType(file.name, accept);
  if (!type) throw badRequest(UPLOAD_MSG.wrongType);
  const tooLarge = checkFileSize(file.size, maxBytes);
  if (tooLarge) throw badRequest(tooLarge);
  const body = Buffer.from(await file.arrayBuffer());
  const problem = await contentProblem(type, body);
  if (problem) throw badRequest(problem);

  const key = uploadKey(visibility, type, now);
  try {
    await storage.write(key, body, FILE_MIME_TYPES[type]);
    return await recordUpload(
      key,
      { name: file.name.slice(0, 255), type, size: body.length },
      user,
    );
  } catch (error) {
    console.error('[upload] storing failed', error);
    throw new HttpError(500, UPLOAD_MSG.failed);
  }
}

/** What a ticket binds: the file's final key, name and type, its uploader and size limit. */
interface Ticket {
  key: string;
  name: string;
  type: FileType;
  ownerId: number | null;
  maxBytes: number;
  expiresAt: number;
}

// Tickets are signed with a key derived from the bucket secret, which only this server holds.
const ticketMac = (payload: string) =>
  createHmac(
    'sha256',
    createHmac('sha256', env.S3_SECRET_ACCESS_KEY ?? '')
      .update('upload-ticket')
      .digest(),
  )
    .update(payload)
    .digest();

function sealTicket(ticket: Ticket): string {
  const payload = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${payload}.${ticketMac(payload).toString('base64url')}`;
}

function openTicket(sealed: string, now: Date): Ticket | null {
  const [payload = '', mac = ''] = sealed.split('.');
  const given = Buffer.from(mac, 'base64url');
  const expected = ticketMac(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const ticket = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Ticket;
  return ticket.expiresAt > now.getTime() ? ticket : null;
}

/** The query of the ticket calls: the file's name (its type) and size, as the browser sees them. */
export const TICKET_INPUT = z.object({
  name: z.string().trim().min(1).max(255),
  size: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const TICKET_LABELS = { name: '文件名', size: '文件大小' };
export type TicketRequest = z.infer<typeof TICKET_INPUT>;

/**
 * How the browser sends this file: with a bucket, a POST policy for one staging key that fixes
 * the size limit and content type, and a signed ticket to confirm it with; with the local disk,
 * our own multipart endpoint. The same type and size rules as receiveUpload are checked first.
 */
export async function issueUploadTicket(
  { user, ip }: Omit<UploadContext, 'req'>,
  { name, size }: TicketRequest,
  { visibility, maxBytes = MAX_UPLOAD_BYTES, now = new Date() }: UploadOptions,
): Promise<UploadSignature> {
  const type = acceptedFileType(name, acceptedTypes(user, visibility));
  if (!type) throw badRequest(UPLOAD_MSG.wrongType);
  const tooLarge = checkFileSize(size, maxBytes);
  if (tooLarge) throw badRequest(tooLarge);
  const direct = storage.direct;
  // The upload endpoint counts the upload itself; a bucket upload is counted here.
  if (!direct) return { mode: 'api', host: `/v1/api/file/${visibility}Upload`, maxBytes };
  await countUpload(user, ip, now);

  const key = uploadKey(visibility, type, now);
  const staged = `${UPLOAD_STAGING_PREFIX}${key}`;
  const { url, fields } = await direct.presignedPost({
    key: staged,
    contentType: FILE_MIME_TYPES[type],
    maxBytes,
    expiresInSeconds: POST_POLICY_SECONDS,
  });
  const ticket = sealTicket({
    key,
    name: name.slice(0, 255),
    type,
    ownerId: user?.id ?? null,
    maxBytes,
    expiresAt: now.getTime() + TICKET_SECONDS * 1000,
  });
  return {
    mode: 'bucket',
    host: url,
    fields,
    dir: staged.slice(0, staged.lastIndexOf('/') + 1),
    ticket,
    maxBytes,
  };
}

/**
 * Accepts a file the browser posted to the bucket: its size and real first bytes are checked as
 * receiveUpload checks an upload, then it moves from staging to its key and is recorded. A file
 * that fails is deleted. Confirming twice answers the same record.
 */
export async function confirmUpload(
  { user }: Pick<UploadContext, 'user'>,
  sealed: string,
  now = new Date(),
): Promise<UploadedFile> {
  const ticket = storage.direct ? openTicket(sealed, now) : null;
  if (!ticket || ticket.ownerId !== (user?.id ?? null)) throw badRequest(UPLOAD_TICKET_INVALID);
  const staged = `${UPLOAD_STAGING_PREFIX}${ticket.key}`;
  const object = await storage.stat(staged);
  if (!object) {
    const [done] = await db
      .select({ name: uploadedFiles.name, size: uploadedFiles.size })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.key, ticket.key));
    if (done)
      return { fileUrl: fileUrlOf(ticket.key), key: ticket.key, type: ticket.type, ...done };
    throw badRequest(UPLOAD_NOT_RECEIVED);
  }
  const problem =
    checkFileSize(object.size, ticket.maxBytes) ??
    (await contentProblem(
      ticket.type,
      (await storage.readStart(staged, SNIFF_BYTES)) ?? Buffer.alloc(0),
    ));
  if (problem) {
    await storage.remove(staged);
    throw badRequest(problem);
  }
  try {
    await storage.move(staged, ticket.key, FILE_MIME_TYPES[ticket.type]);
    return await recordUpload(
      ticket.key,
      { name: ticket.name, type: ticket.type, size: object.size },
      user,
    );
  } catch (error) {
    console.error('[upload] confirming failed', error);
    throw new HttpError(500, UPLOAD_MSG.failed);
  }
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
): Promise<PrivateFile | null> {
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
  const ext = fileExtension(key);
  const contentType = isKnownFileType(ext) ? FILE_MIME_TYPES[ext] : 'application/octet-stream';
  // A bucket hands the file out itself, by a link that soon expires; a disk is streamed from here.
  if (storage.direct) {
    const options = { expiresInSeconds: PRIVATE_LINK_SECONDS, contentType, fileName: row.name };
    return { redirect: await storage.direct.presignedGet(key, options) };
  }
  const file = await storage.stream(key);
  return file ? { ...file, contentType, name: row.name } : null;
}
