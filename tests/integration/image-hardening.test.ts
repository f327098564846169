import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createDeflate } from 'node:zlib';
import { getRouteMatcher } from 'next/dist/shared/lib/router/utils/route-matcher';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as serveFile } from '@/app/files/[...key]/route';
import { GET as privateFile } from '@/app/v1/api/file/private/[...key]/route';
import { POST as publicUpload } from '@/app/v1/api/file/publicUpload/route';
import { GET as imageSearch } from '@/app/v1/api/item/imageSearch/route';
import { UPLOAD_MSG } from '@/lib/upload-rules';
import { db } from '@/server/db';
import { uploadedFiles } from '@/server/db/schema';
import { IMAGE_URL_INVALID } from '@/server/services/image-search';
import { storage } from '@/server/storage';
import { json, request, signedInUser } from './fixtures';

// Files go to a throw-away directory, set before the storage module reads the env.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-image-hardening-'));
});

afterAll(() => rm(process.env.UPLOAD_DIR!, { recursive: true, force: true }));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A black 8-bit greyscale PNG of side × side pixels, deflated row block by row block. */
async function greyPng(side: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const rowsPerBlock = 100;
  // Each row is a filter byte (0) and its pixels (0): one zero block serves every row.
  const block = Buffer.alloc((side + 1) * rowsPerBlock);
  for (let y = 0; y < side; y += rowsPerBlock) {
    deflate.write(block.subarray(0, (side + 1) * Math.min(rowsPerBlock, side - y)));
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const filesMatcher = getRouteMatcher(getRouteRegex('/files/[...key]'));
const privateMatcher = getRouteMatcher(getRouteRegex('/v1/api/file/private/[...key]'));

/**
 * Calls a catch-all route as Next.js does: the path parsed as a URL (dot segments resolved,
 * `\` read as `/`), then each segment of the param decoded once by Next's own matcher.
 */
function paramsOf(matcher: typeof filesMatcher, path: string) {
  const params = matcher(new URL(path, 'http://localhost:3000').pathname);
  return params ? { params: Promise.resolve(params as { key: string[] }) } : undefined;
}

async function getFile(path: string) {
  const context = paramsOf(filesMatcher, path);
  // No match means Next.js would not reach the route at all.
  if (!context) return new Response(null, { status: 404 });
  return serveFile(request(path), context);
}

async function search(url: string) {
  return json(
    await imageSearch(request(`/v1/api/item/imageSearch?url=${encodeURIComponent(url)}`)),
  );
}

function uploadRequest(name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return new NextRequest('http://localhost:3000/v1/api/file/publicUpload', {
    method: 'POST',
    body: form,
    headers: {
      host: 'localhost:3000',
      'x-forwarded-for': '10.21.0.1',
      'x-requested-with': 'XMLHttpRequest',
    },
  });
}

const MB = 1024 * 1024;

describe('an image decompression bomb (16,000 × 16,000 grey PNG)', () => {
  let bomb: Buffer;
  const bombKey = `public/202601/${randomUUID()}.png`;

  beforeAll(async () => {
    bomb = await greyPng(16_000);
    // Stored by a lower-level path, as if it had come in before uploads checked dimensions.
    await storage.write(bombKey, bomb);
  });

  it('is a few hundred kB that claims 256 million pixels', async () => {
    expect(bomb.length).toBeLessThan(400 * 1024);
    const { width, height } = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(width! * height!).toBe(256_000_000);
  });

  it('is refused at upload, at the image search and at resizing with 400, and RSS stays flat', async () => {
    // Load every module and warm up once before the baseline.
    await search('/files/public/none.png');
    const rssBefore = process.memoryUsage().rss;

    const before = (await db.select().from(uploadedFiles)).length;
    const upload = await json(await publicUpload(uploadRequest('大图.png', bomb)));
    expect(upload).toMatchObject({ status: 400, msg: '图片尺寸过大：最多 4000 万像素' });
    expect((await db.select().from(uploadedFiles)).length).toBe(before);

    // Many at once: each must be refused before any pixel is decoded.
    const attempts = await Promise.all([
      ...Array.from({ length: 6 }, () => search(`/files/${bombKey}`)),
      ...Array.from({ length: 6 }, (_, i) => getFile(`/files/${bombKey}?w=${320 + i}`)),
    ]);
    for (const answer of attempts) {
      if (answer instanceof Response) {
        expect(answer.status).toBe(400);
        expect(await answer.text()).toBe(UPLOAD_MSG.imageTooLarge);
      } else {
        expect(answer).toMatchObject({ status: 400, msg: UPLOAD_MSG.imageTooLarge });
      }
    }

    const grown = process.memoryUsage().rss - rssBefore;
    expect(grown).toBeLessThan(200 * MB);
  });
});

describe('resized images', () => {
  const key = `public/202601/${randomUUID()}.png`;

  beforeAll(async () => {
    const wide = await sharp({
      create: { width: 1600, height: 800, channels: 3, background: { r: 180, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    await storage.write(key, wide);
  });

  it('serve an odd width and quality as the nearest allowed variant, cached once', async () => {
    const cachedCopies = async () =>
      (await storage.list('.resized/')).filter((o) => o.key.startsWith(`.resized/${key}.`));

    for (const query of ['w=1234&q=37', 'w=1250&q=40', 'w=1190', 'w=1200&q=80']) {
      const res = await getFile(`/files/${key}?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const { width } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(width).toBe(1200);
    }
    const copies = await cachedCopies();
    expect(copies.map((o) => o.key)).toEqual([`.resized/${key}.w1200q80.png`]);
  });
});

describe('private files by path', () => {
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  const name = `${randomUUID()}.png`;
  const privateKey = `private/202601/${name}`;
  const publicKey = `public/202601/${randomUUID()}.png`;
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({
      create: { width: 32, height: 32, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    owner = await signedInUser(2);
    await storage.write(privateKey, png);
    await storage.write(publicKey, png);
    await db.insert(uploadedFiles).values({
      key: privateKey,
      name: '营业执照.png',
      type: 'png',
      size: png.length,
      ownerId: owner.user.id,
      isPublic: false,
    });
  });

  const variants = [
    ['..%2f', `/files/public/..%2fprivate/202601/${name}`],
    ['..%2F upper case', `/files/public/..%2Fprivate/202601/${name}`],
    ['%2e%2e%2f', `/files/public/%2e%2e%2fprivate/202601/${name}`],
    ['%2e%2e/ (resolved by the URL parser)', `/files/public/%2e%2e/private/202601/${name}`],
    ['..%5c', `/files/public/..%5cprivate%5c202601%5c${name}`],
    ['double-encoded %252e%252e%252f', `/files/public/%252e%252e%252fprivate/202601/${name}`],
    ['an absolute path', `/files//${process.env.UPLOAD_DIR}/${privateKey}`],
    ['an encoded absolute path', `/files/%2F${encodeURIComponent(privateKey)}`],
    ['a NUL byte', `/files/public/%00%2f..%2fprivate/202601/${name}`],
    ['a NUL byte cutting off an extension', `/files/${publicKey}%00.pdf`],
    ['a capitalised prefix', `/files/Private/202601/${name}`],
  ] as const;

  it.each(variants)('/files answers 404 to %s', async (_, path) => {
    const res = await getFile(path);
    expect(res.status).toBe(404);
  });

  it('/files and the image search still take a real public file, never the private one', async () => {
    const res = await getFile(`/files/${publicKey}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect((await search(`/files/${publicKey}`)).status).toBe(200);
    expect((await getFile(`/files/${privateKey}`)).status).toBe(404);
  });

  it.each(variants)('the image search refuses %s', async (_, path) => {
    expect(await search(path)).toMatchObject({ status: 400, msg: IMAGE_URL_INVALID });
  });

  it('the private route serves its owner, and 404s every traversal', async () => {
    const get = (path: string) => {
      const context = paramsOf(privateMatcher, path);
      if (!context) return Promise.resolve(new Response(null, { status: 404 }));
      return privateFile(request(path, { cookie: owner.cookie }), context);
    };
    expect((await get(`/v1/api/file/private/202601/${name}`)).status).toBe(200);
    for (const path of [
      `/v1/api/file/private/202601/..%2f202601%2f${name}`,
      `/v1/api/file/private/..%2fprivate/202601/${name}`,
      `/v1/api/file/private/202601/%252e%252e%252f202601/${name}`,
      `/v1/api/file/private/202601%5c${name}`,
      `/v1/api/file/private/202601/${name}%00`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
