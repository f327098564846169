import { rm } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@/api/types';
import { GET as serveFile } from '@/app/files/[...key]/route';
import { POST as confirmUpload } from '@/app/v1/api/file/confirmUpload/route';
import { GET as privateFile } from '@/app/v1/api/file/private/[...key]/route';
import { POST as privateUpload } from '@/app/v1/api/file/privateUpload/route';
import { POST as publicUpload } from '@/app/v1/api/file/publicUpload/route';
import { GET as issueTicket } from '@/app/v1/api/file/stsPublicUpload/route';
import { UPLOAD_MSG } from '@/lib/upload-rules';
import { db } from '@/server/db';
import { uploadedFiles } from '@/server/db/schema';
import type { HttpError } from '@/server/http/errors';
import { findSessionUser } from '@/server/services/identity/session';
import { contentMatches, receiveUpload, UPLOAD_TICKET_INVALID } from '@/server/services/upload';
import { storage } from '@/server/storage';
import { json, request, signedInUser } from './fixtures';

// Uploads go to a throw-away directory, set before the storage module reads the env.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-upload-'));
});

interface Part {
  name: string;
  bytes: Uint8Array;
}

let ipSeq = 0;
function uploadRequest(path: string, parts: Part[], cookie?: string, ip = `10.9.0.${++ipSeq}`) {
  const form = new FormData();
  for (const p of parts) form.append('file', new File([new Uint8Array(p.bytes)], p.name));
  const headers = new Headers({
    host: 'localhost:3000',
    'x-forwarded-for': ip,
    'x-requested-with': 'XMLHttpRequest',
  });
  if (cookie) headers.set('cookie', cookie);
  return new NextRequest(`http://localhost:3000${path}`, { method: 'POST', body: form, headers });
}

const PUBLIC = '/v1/api/file/publicUpload';
const PRIVATE = '/v1/api/file/privateUpload';
const fileCount = async () => (await db.select({ n: count() }).from(uploadedFiles))[0]!.n;

let png: Buffer;
let jpeg: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const text = Buffer.from('这不是图片，只是一段文字。');

beforeAll(async () => {
  const image = sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 60, b: 30 } },
  });
  png = await image.clone().png().toBuffer();
  jpeg = await image.clone().jpeg().toBuffer();
});

afterAll(() => rm(process.env.UPLOAD_DIR!, { recursive: true, force: true }));

describe('publicUpload', () => {
  it('stores a real png under public/<yyyymm>/ and records it', async () => {
    const { user, cookie } = await signedInUser(2);
    const res = await json<UploadedFile>(
      await publicUpload(uploadRequest(PUBLIC, [{ name: '样品图.PNG', bytes: png }], cookie)),
    );
    expect(res.status).toBe(200);
    const { key, fileUrl, name, size, type } = res.data;
    expect(key).toMatch(/^public\/\d{6}\/[0-9a-f-]{36}\.png$/);
    expect(fileUrl).toBe(`/files/${key}`);
    expect({ name, size, type }).toEqual({ name: '样品图.PNG', size: png.length, type: 'png' });
    expect((await storage.read(key!))?.equals(png)).toBe(true);
    const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key!));
    expect(row).toMatchObject({ ownerId: user.id, isPublic: true, type: 'png', size: png.length });
  });

  it('rejects a .png that is really text, and stores nothing', async () => {
    const { cookie } = await signedInUser(2);
    const before = await fileCount();
    const res = await json(
      await publicUpload(uploadRequest(PUBLIC, [{ name: 'fake.png', bytes: text }], cookie)),
    );
    expect(res).toMatchObject({ status: 400, msg: '文件类型错误，请检查后重新上传' });
    const jpgAsPng = await json(
      await publicUpload(uploadRequest(PUBLIC, [{ name: 'photo.png', bytes: jpeg }], cookie)),
    );
    expect(jpgAsPng.status).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('rejects unknown extensions', async () => {
    const { cookie } = await signedInUser(1);
    const res = await json(
      await publicUpload(uploadRequest(PUBLIC, [{ name: 'run.exe', bytes: text }], cookie)),
    );
    expect(res).toMatchObject({ status: 400, msg: '文件类型错误，请检查后重新上传' });
  });

  it('takes images from visitors (image search) but nothing else', async () => {
    const res = await json<UploadedFile>(
      await publicUpload(uploadRequest(PUBLIC, [{ name: 'search.jpeg', bytes: jpeg }])),
    );
    expect(res.status).toBe(200);
    expect(res.data.type).toBe('jpeg');
    const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, res.data.key!));
    expect(row?.ownerId).toBeNull();
    const doc = await json(
      await publicUpload(uploadRequest(PUBLIC, [{ name: 'spec.pdf', bytes: pdf }])),
    );
    expect(doc).toMatchObject({ status: 400, msg: '文件类型错误，请检查后重新上传' });
  });

  it('needs exactly one file in the `file` field', async () => {
    const { cookie } = await signedInUser(2);
    const none = await json(await publicUpload(uploadRequest(PUBLIC, [], cookie)));
    expect(none).toMatchObject({ status: 400, msg: '请选择要上传的文件' });
    const two = await json(
      await publicUpload(
        uploadRequest(
          PUBLIC,
          [
            { name: 'a.png', bytes: png },
            { name: 'b.png', bytes: png },
          ],
          cookie,
        ),
      ),
    );
    expect(two).toMatchObject({ status: 400, msg: '最多上传1个文件' });
  });
});

describe('size limit', () => {
  it('refuses a file over the limit with the size message and stores nothing', async () => {
    const { cookie } = await signedInUser(2);
    const user = await findSessionUser(cookie.split('=')[1]);
    const big = Buffer.concat([pdf, Buffer.alloc(4096, 0x20)]);
    const before = await fileCount();
    const upload = (maxBytes: number) =>
      receiveUpload(
        { req: uploadRequest(PUBLIC, [{ name: 'big.pdf', bytes: big }]), user, ip: '10.8.0.1' },
        { visibility: 'public', maxBytes },
      );
    await expect(upload(2048)).rejects.toMatchObject({
      status: 400,
      message: '文件大小超出限制，最大2K',
    });
    expect(await fileCount()).toBe(before);
    expect((await upload(big.length)).size).toBe(big.length);
  });
});

describe('visitor rate limit', () => {
  it('allows 20 visitor uploads per IP per minute', async () => {
    const now = new Date('2026-05-01T04:00:10Z');
    const ip = '10.7.0.1';
    const tryOnce = () =>
      receiveUpload(
        { req: uploadRequest(PUBLIC, [], undefined, ip), user: null, ip },
        { visibility: 'public', now },
      ).catch((e: HttpError) => e.status);
    for (let i = 0; i < 20; i++) expect(await tryOnce()).toBe(400);
    expect(await tryOnce()).toBe(429);
  });
});

describe('privateUpload', () => {
  it('needs a signed-in user', async () => {
    const res = await json(
      await privateUpload(uploadRequest(PRIVATE, [{ name: 'license.pdf', bytes: pdf }])),
    );
    expect(res).toMatchObject({ status: 401, msg: '请先登录' });
  });

  it('stores under private/ and serves the file to its owner only', async () => {
    const owner = await signedInUser(1);
    const res = await json<UploadedFile>(
      await privateUpload(
        uploadRequest(PRIVATE, [{ name: '营业执照.pdf', bytes: pdf }], owner.cookie),
      ),
    );
    expect(res.status).toBe(200);
    const key = res.data.key!;
    expect(key).toMatch(/^private\/\d{6}\/[0-9a-f-]{36}\.pdf$/);
    expect(res.data.fileUrl).toBe(`/v1/api/file/private/${key.slice('private/'.length)}`);
    const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
    expect(row).toMatchObject({ isPublic: false, ownerId: owner.user.id });

    const read = (cookie?: string) => {
      const headers = new Headers({ host: 'localhost:3000' });
      if (cookie) headers.set('cookie', cookie);
      return privateFile(new NextRequest(`http://localhost:3000${res.data.fileUrl}`, { headers }), {
        params: Promise.resolve({ key: key.split('/').slice(1) }),
      });
    };
    const mine = await read(owner.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await mine.arrayBuffer()).equals(pdf)).toBe(true);

    const stranger = await signedInUser(1);
    expect((await read(stranger.cookie)).status).toBe(404);
    expect((await read()).status).toBe(401);
  });
});

describe('content sniffing', () => {
  it('recognises each known type by its bytes', async () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom')]);
    expect(await contentMatches('png', png)).toBe(true);
    expect(await contentMatches('jpg', jpeg)).toBe(true);
    expect(await contentMatches('jpeg', png)).toBe(false);
    expect(await contentMatches('pdf', pdf)).toBe(true);
    expect(await contentMatches('pdf', text)).toBe(false);
    expect(await contentMatches('xlsx', zip)).toBe(true);
    expect(await contentMatches('docx', text)).toBe(false);
    expect(await contentMatches('xls', ole)).toBe(true);
    expect(await contentMatches('doc', zip)).toBe(false);
    expect(await contentMatches('mp4', mp4)).toBe(true);
    expect(await contentMatches('mp4', pdf)).toBe(false);
    expect(await contentMatches('csv', Buffer.from('名称,数量\n瓷砖,10\n'))).toBe(true);
    expect(await contentMatches('csv', png)).toBe(false);
    expect(await contentMatches('dwg', Buffer.from('AC1032\0\0\0\0\0'))).toBe(true);
    expect(await contentMatches('dwg', pdf)).toBe(false);
  });
});

describe('the public /files route', () => {
  it('never serves private objects or the resize cache', async () => {
    await storage.write('private/secret.pdf', Buffer.from('%PDF-1.4 secret'));
    const res = await serveFile(request('/files/private/secret.pdf'), {
      params: Promise.resolve({ key: ['private', 'secret.pdf'] }),
    });
    expect(res.status).toBe(404);
    const cached = await serveFile(request('/files/.resized/x.png'), {
      params: Promise.resolve({ key: ['.resized', 'x.png'] }),
    });
    expect(cached.status).toBe(404);
  });
});

describe('the upload ticket on the local disk', () => {
  it('sends the browser to our own upload endpoint, after the same rules', async () => {
    const { cookie } = await signedInUser(1);
    const ask = (path: string, name: string, size: number) =>
      issueTicket(
        request(`${path}?name=${encodeURIComponent(name)}&size=${size}`, {
          cookie,
          ip: '10.9.9.1',
        }),
      );
    expect(await json(await ask('/v1/api/file/stsPublicUpload', '样品.png', 100))).toMatchObject({
      status: 200,
      data: { mode: 'api', host: PUBLIC },
    });
    expect(await json(await ask('/v1/api/file/stsPublicUpload', '样品.exe', 100))).toMatchObject({
      status: 400,
      msg: UPLOAD_MSG.wrongType,
    });
    // A bucket ticket cannot be confirmed where there is no bucket.
    const confirmed = await confirmUpload(
      request('/v1/api/file/confirmUpload', { method: 'POST', body: { ticket: 'a.b' }, cookie }),
    );
    expect(await json(confirmed)).toMatchObject({ status: 400, msg: UPLOAD_TICKET_INVALID });
  });
});
