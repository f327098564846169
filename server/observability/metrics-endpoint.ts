import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { fail } from '@/server/http/handler';
import { MSG } from '@/server/http/errors';
import { metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The Prometheus text for a scraper presenting `Authorization: Bearer <token>`. Without a
 * configured token the endpoint does not exist (404); a wrong token answers 401.
 */
export async function metricsResponse(req: Request, token: string | undefined): Promise<Response> {
  if (!token) return fail(404, MSG.noSuchApi);
  const presented = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(presented), digest(token))) return fail(401, '监控令牌缺失或错误');
  return new Response(await metrics.registry.metrics(), {
    headers: { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' },
  });
}
