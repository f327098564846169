import path from 'node:path';
import type { NextRequest } from 'next/server';
import { parseResize } from '@/lib/image-params';
import { HttpError } from '@/server/http/errors';
import { resizedImage } from '@/server/images/resize';
import { isPubliclyServed, keyFromSegments, storage } from '@/server/storage';

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

/**
 * Serves stored files; images resize through `?w=&q=` to the allowed sizes, the copies kept in
 * the store. With a bucket too, public files come through here rather than by a redirect to it:
 * their URL stays one stable, immutable address that browsers and a CDN in front of the mall
 * keep for a year, and the bucket itself can stay private (docs/storage.md).
 */
export async function GET(req: NextRequest, { params }: { params: Promise<{ key: string[] }> }) {
  // Next.js has decoded each segment once; keyFromSegments refuses what a decode could smuggle in.
  const key = keyFromSegments((await params).key);
  if (!key || !isPubliclyServed(key)) return notFound();
  const ext = path.extname(key).toLowerCase();
  const type = TYPES[ext] ?? 'application/octet-stream';
  const resize = RESIZABLE.has(ext)
    ? parseResize(req.nextUrl.searchParams.get('w'), req.nextUrl.searchParams.get('q'))
    : undefined;

  let body: Buffer | ReadableStream<Uint8Array> | undefined;
  let size: number | undefined;
  try {
    if (resize) {
      body = await resizedImage(key, ext, resize);
    } else {
      // Streamed, so a 50 MB video never sits whole in memory.
      const file = await storage.stream(key);
      body = file?.body;
      size = file?.size;
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (!body) return notFound();
  return new Response(Buffer.isBuffer(body) ? new Uint8Array(body) : body, {
    headers: {
      'Content-Type': type,
      ...(size === undefined ? {} : { 'Content-Length': String(size) }),
      // A key is never reused (a new upload gets a new key), so a file and each resized copy
      // can stay in browsers and CDNs for a year.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
