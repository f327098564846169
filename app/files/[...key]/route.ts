import path from 'node:path';
import type { NextRequest } from 'next/server';
import sharp from 'sharp';
import { parseResize } from '@/lib/image-params';
import { isPubliclyServed, RESIZE_CACHE_PREFIX, storage } from '@/server/storage';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};
const RESIZABLE = new Set(['.png', '.jpg', '.jpeg', '.webp']);

function notFound(): Response {
  return new Response('Not Found', { status: 404 });
}

/** Serves stored files; images resize through `?w=&q=`, each size made once and kept on disk. */
export async function GET(req: NextRequest, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  if (!isPubliclyServed(key)) return notFound();
  const ext = path.extname(key).toLowerCase();
  const type = TYPES[ext] ?? 'application/octet-stream';
  const resize = RESIZABLE.has(ext)
    ? parseResize(req.nextUrl.searchParams.get('w'), req.nextUrl.searchParams.get('q'))
    : undefined;

  let body: Buffer | undefined;
  if (resize) {
    const cacheKey = `${RESIZE_CACHE_PREFIX}/${key}.w${resize.width}q${resize.quality}${ext}`;
    body = await storage.read(cacheKey);
    if (!body) {
      const original = await storage.read(key);
      if (!original) return notFound();
      const image = sharp(original).resize({ width: resize.width, withoutEnlargement: true });
      body =
        ext === '.png'
          ? await image.png({ quality: resize.quality }).toBuffer()
          : ext === '.webp'
            ? await image.webp({ quality: resize.quality }).toBuffer()
            : await image.jpeg({ quality: resize.quality, mozjpeg: true }).toBuffer();
      await storage.write(cacheKey, body);
    }
  } else {
    body = await storage.read(key);
  }
  if (!body) return notFound();
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=604800',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
