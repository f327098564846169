import { createHmac } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadedFile, UploadSignature } from '@/api/types';
import { GET as serveFile } from '@/app/files/[...key]/route';
import { POST as confirmUpload } from '@/app/v1/api/file/confirmUpload/route';
import { GET as getSign } from '@/app/v1/api/file/getSign/route';
import { GET as privateFile } from '@/app/v1/api/file/private/[...key]/route';
import { GET as privateTicket } from '@/app/v1/api/file/privateUploadWithSign/route';
import { GET as publicTicket } from '@/app/v1/api/file/stsPublicUpload/route';
import { MAX_UPLOAD_BYTES, UPLOAD_MSG } from '@/lib/upload-rules';
import { db } from '@/server/db';
import { uploadedFiles } from '@/server/db/schema';
import { UPLOAD_TICKET_INVALID } from '@/server/services/upload';
import { storage } from '@/server/storage';
import type { S3TestServer } from '@/tests/fixtures/s3-server';
import { json, request, signedInUser } from './fixtures';

// The whole app runs on a real S3 API here: the env is set before any module reads it.
const s3: S3TestServer = await vi.hoisted(async () => {
  const { startS3Server } = await import('@/tests/fixtures/s3-server');
  const server = await startS3Server();
  Object.assign(process.env, server.env);
  return server;
});
afterAll(() => s3.stop());

let ipSeq = 0;
const nextIp = () => `10.8.0.${++ipSeq}`;

async function ticket(
  visibility: 'public' | 'private',
  name: string,
  size: number,
  cookie?: string,
) {
  const path = visibility === 'public' ? 'stsPublicUpload' : 'privateUploadWithSign';
  const url = `/v1/api/file/${path}?name=${encodeURIComponent(name)}&size=${size}`;
  const route = visibility === 'public' ? publicTicket : privateTicket;
  return json<UploadSignature>(await route(request(url, { cookie, ip: nextIp() })));
}

/** What the browser does with a bucket ticket: every field, then the file. */
async function postToBucket(t: UploadSignature, body: Buffer, fields: Record<string, string> = {}) {
  if (t.mode !== 'bucket') throw new Error('expected a bucket ticket');
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...t.fields, ...fields })) form.append(k, v);
  form.append('file', new File([new Uint8Array(body)], 'ignored-name'));
  return fetch(t.host, { method: 'POST', body: form });
}

const confirm = async (sealed: string, cookie?: string) =>
  json<UploadedFile>(
    await confirmUpload(
      request('/v1/api/file/confirmUpload', { method: 'POST', body: { ticket: sealed }, cookie }),
    ),
  );

interface Policy {
  expiration: string;
  conditions: Array<Record<string, string> | [string, ...Array<string | number>]>;
}
const policyOf = (t: UploadSignature & { mode: 'bucket' }) =>
  JSON.parse(Buffer.from(t.fields.Policy!, 'base64').toString()) as Policy;

let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c83c1e' } })
    .png()
    .toBuffer();
});

describe('direct upload to the bucket', () => {
  it('posts an image under the policy, and the confirmation checks and records it', async () => {
    const { user, cookie } = await signedInUser(1);
    const t = await ticket('public', '瓷砖.png', png.length, cookie);
    expect(t.status).toBe(200);
    const tk = t.data;
    if (tk.mode !== 'bucket') throw new Error('expected a bucket ticket');
    expect(tk.host).toBe(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}`);
    expect(tk.fields.key).toMatch(/^incoming\/public\/\d{6}\/[0-9a-f-]{36}\.png$/);
    expect(tk.fields.key!.startsWith(tk.dir)).toBe(true);

    expect((await postToBucket(tk, png)).status).toBe(204);
    // Not served before it is confirmed.
    const staged = tk.fields.key!.split('/');
    expect(
      (
        await serveFile(request(`/files/${tk.fields.key}`), {
          params: Promise.resolve({ key: staged }),
        })
      ).status,
    ).toBe(404);

    const done = await confirm(tk.ticket, cookie);
    expect(done).toMatchObject({
      status: 200,
      data: { name: '瓷砖.png', type: 'png', size: png.length },
    });
    const key = done.data.key!;
    expect(key).toBe(tk.fields.key!.slice('incoming/'.length));
    expect(await storage.stat(tk.fields.key!)).toBeUndefined();
    expect((await storage.read(key))?.equals(png)).toBe(true);
    const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
    expect(row).toMatchObject({ ownerId: user.id, isPublic: true });

    // Confirming again answers the same file; another user's confirmation is refused.
    expect((await confirm(tk.ticket, cookie)).data.key).toBe(key);
    const other = await signedInUser(1);
    expect(await confirm(tk.ticket, other.cookie)).toMatchObject({
      status: 400,
      msg: UPLOAD_TICKET_INVALID,
    });

    const served = await serveFile(request(done.data.fileUrl), {
      params: Promise.resolve({ key: key.split('/') }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('gives a signed-in user the same bucket ticket from getSign (the upload signature)', async () => {
    const { cookie } = await signedInUser();
    const url = `/v1/api/file/getSign?name=${encodeURIComponent('样板间.png')}&size=${png.length}`;
    const signed = await json<UploadSignature>(
      await getSign(request(url, { cookie, ip: nextIp() })),
    );
    const t = signed.data;
    if (t.mode !== 'bucket') throw new Error('expected a bucket ticket');
    expect(t.fields.key).toMatch(/^incoming\/public\/\d{6}\/[0-9a-f-]{36}\.png$/);
    expect(t.fields.key!.startsWith(t.dir)).toBe(true);
    expect(t.fields.Policy).toEqual(expect.any(String));
    expect((await postToBucket(t, png)).status).toBe(204);
    expect(await confirm(t.ticket, cookie)).toMatchObject({
      status: 200,
      data: { name: '样板间.png', type: 'png', size: png.length },
    });
  });

  it('fixes the key, the size limit and the content type in a signed policy', async () => {
    const { cookie } = await signedInUser(1);
    const t = (await ticket('private', '营业执照.pdf', pdf.length, cookie)).data;
    if (t.mode !== 'bucket') throw new Error('expected a bucket ticket');
    const policy = policyOf(t);
    // s3rver checks no POST policy; what MinIO, OSS, COS and S3 enforce is this document.
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: s3.env.S3_BUCKET },
        { key: t.fields.key },
        ['content-length-range', 1, MAX_UPLOAD_BYTES],
        ['eq', '$Content-Type', 'application/pdf'],
      ]),
    );
    expect(t.fields.key).toMatch(/^incoming\/private\/\d{6}\/[0-9a-f-]{36}\.pdf$/);
    expect(t.fields['Content-Type']).toBe('application/pdf');
    const expires = Date.parse(policy.expiration) - Date.now();
    expect(expires).toBeGreaterThan(5 * 60_000);
    expect(expires).toBeLessThanOrEqual(15 * 60_000);
    // Signed with the bucket secret (SigV4), so changing any condition voids it.
    const [, date, region, service] = t.fields['X-Amz-Credential']!.split('/');
    const hmac = (key: string | Buffer, data: string) =>
      createHmac('sha256', key).update(data).digest();
    const signingKey = hmac(
      hmac(hmac(hmac(`AWS4${s3.env.S3_SECRET_ACCESS_KEY}`, date!), region!), service!),
      'aws4_request',
    );
    expect(hmac(signingKey, t.fields.Policy!).toString('hex')).toBe(t.fields['X-Amz-Signature']);
  });

  it('refuses at the ticket what breaks the upload rules, before anything is posted', async () => {
    const { cookie } = await signedInUser(1);
    expect(await ticket('private', '安装.exe', 10, cookie)).toMatchObject({
      status: 400,
      msg: UPLOAD_MSG.wrongType,
    });
    expect(await ticket('private', '图纸.pdf', MAX_UPLOAD_BYTES + 1, cookie)).toMatchObject({
      status: 400,
      msg: UPLOAD_MSG.tooLarge(),
    });
    expect((await ticket('private', '图纸.pdf', 10)).status).toBe(401);
    // Visitors post public images only.
    expect((await ticket('public', '搜图.jpg', 10)).status).toBe(200);
    expect(await ticket('public', '规格.pdf', 10)).toMatchObject({
      status: 400,
      msg: UPLOAD_MSG.wrongType,
    });
  });

  it('deletes a posted file whose bytes are not what its type says', async () => {
    const { cookie } = await signedInUser(1);
    const t = (await ticket('public', '样品.png', pdf.length, cookie)).data;
    if (t.mode !== 'bucket') throw new Error('expected a bucket ticket');
    expect((await postToBucket(t, pdf)).status).toBe(204);
    expect(await storage.stat(t.fields.key!)).toBeDefined();
    expect(await confirm(t.ticket, cookie)).toMatchObject({
      status: 400,
      msg: UPLOAD_MSG.wrongType,
    });
    expect(await storage.stat(t.fields.key!)).toBeUndefined();
    expect(
      await db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.key, t.fields.key!.slice('incoming/'.length))),
    ).toEqual([]);
  });

  it('deletes an image bomb and a file over the limit the bucket let through', async () => {
    const { cookie } = await signedInUser(1);
    // A PNG whose header claims 20,000 × 20,000 pixels (1.2 GB decoded): the header decides.
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const t = (await ticket('public', '大图.png', bomb.length, cookie)).data;
    if (t.mode !== 'bucket') throw new Error('expected a bucket ticket');
    await postToBucket(t, bomb);
    expect(await confirm(t.ticket, cookie)).toMatchObject({
      status: 400,
      msg: UPLOAD_MSG.imageTooLarge,
    });
    expect(await storage.stat(t.fields.key!)).toBeUndefined();

    // A bucket that did not enforce the size condition: the confirmation still refuses.
    const small = (await ticket('private', '说明.pdf', 10, cookie)).data;
    if (small.mode !== 'bucket') throw new Error('expected a bucket ticket');
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    await storage.write(small.fields.key!, big);
    expect(await confirm(small.ticket, cookie)).toMatchObject({
      status: 400,
      msg: UPLOAD_MSG.tooLarge(),
    });
    expect(await storage.stat(small.fields.key!)).toBeUndefined();
  });

  it('refuses a forged or unknown ticket', async () => {
    const { cookie } = await signedInUser(1);
    const t = (await ticket('private', 'a.pdf', 10, cookie)).data;
    if (t.mode !== 'bucket') throw new Error('expected a bucket ticket');
    const [payload, mac] = t.ticket.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    forged.maxBytes = 10 * MAX_UPLOAD_BYTES;
    const tampered = `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${mac}`;
    expect(await confirm(tampered, cookie)).toMatchObject({
      status: 400,
      msg: UPLOAD_TICKET_INVALID,
    });
    expect(await confirm('x.y', cookie)).toMatchObject({ status: 400, msg: UPLOAD_TICKET_INVALID });
  });
});

describe('private files in the bucket', () => {
  it('sends the owner to a short-lived signed link, and nobody else', async () => {
    const owner = await signedInUser(1);
    const t = (await ticket('private', '营业执照.pdf', pdf.length, owner.cookie)).data;
    if (t.mode !== 'bucket') throw new Error('expected a bucket ticket');
    await postToBucket(t, pdf);
    const { data } = await confirm(t.ticket, owner.cookie);
    const key = data.key!;
    expect(data.fileUrl).toBe(`/v1/api/file/private/${key.slice('private/'.length)}`);

    const read = (cookie?: string) => {
      const headers = new Headers({ host: 'localhost:3000' });
      if (cookie) headers.set('cookie', cookie);
      return privateFile(new NextRequest(`http://localhost:3000${data.fileUrl}`, { headers }), {
        params: Promise.resolve({ key: key.split('/').slice(1) }),
      });
    };
    const mine = await read(owner.cookie);
    expect(mine.status).toBe(302);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const link = new URL(mine.headers.get('location')!);
    expect(link.origin).toBe(s3.env.S3_ENDPOINT);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    const fetched = await fetch(link);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toContain(
      encodeURIComponent('营业执照.pdf'),
    );
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf)).toBe(true);

    const stranger = await signedInUser(1);
    // Another user learns nothing, not even that the file exists.
    expect((await read(stranger.cookie)).status).toBe(404);
    expect((await read()).status).toBe(401);
    // And /files never serves it.
    expect(
      (
        await serveFile(request(`/files/${key}`), {
          params: Promise.resolve({ key: key.split('/') }),
        })
      ).status,
    ).toBe(404);
  });
});

describe('resized images in the bucket', () => {
  it('are made once, written back under the derived key and served from there', async () => {
    const { cookie } = await signedInUser(1);
    const t = (await ticket('public', '地板.png', png.length, cookie)).data;
    if (t.mode !== 'bucket') throw new Error('expected a bucket ticket');
    await postToBucket(t, png);
    const key = (await confirm(t.ticket, cookie)).data.key!;
    const derived = `.resized/${key}.w320q80.png`;
    const get = () =>
      serveFile(request(`/files/${key}?w=320&q=80`), {
        params: Promise.resolve({ key: key.split('/') }),
      });

    const first = await get();
    expect(first.status).toBe(200);
    const resized = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect(resized.width).toBe(320);
    expect(s3.written.filter((k) => k === derived)).toHaveLength(1);
    expect((await storage.read(derived))?.length).toBeGreaterThan(0);

    const second = await get();
    expect(second.status).toBe(200);
    await second.arrayBuffer();
    expect(s3.written.filter((k) => k === derived)).toHaveLength(1);
  });
});
