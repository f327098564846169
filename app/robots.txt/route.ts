import { robotsTxt } from '@/lib/robots';
import { env } from '@/server/env';
import { getThemeForHost, realmOrigin } from '@/server/services/theme';

/**
 * robots.txt of the realm the Host names (a route handler, not app/robots.ts: the metadata
 * file cannot read the request, and each realm names its own sitemap). docs/seo.md.
 */
export async function GET(req: Request) {
  const theme = await getThemeForHost(req.headers.get('host'));
  return new Response(robotsTxt(env.APP_ENV, realmOrigin(theme)), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      Vary: 'Host',
    },
  });
}
