import { parsePartName } from '@/lib/sitemap';
import { sitemapKindsFor, sitemapPart } from '@/server/services/sitemap';
import { getThemeForHost, realmOrigin } from '@/server/services/theme';

type Context = { params: Promise<{ part: string }> };

/** One part of a realm's sitemap (`products-2.xml`), streamed; a part it does not have is 404. */
export async function GET(req: Request, { params }: Context) {
  const name = parsePartName((await params).part);
  const theme = await getThemeForHost(req.headers.get('host'));
  const body = name
    ? await sitemapPart(realmOrigin(theme), name, await sitemapKindsFor(theme))
    : null;
  if (!body) return new Response('Not Found', { status: 404 });
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
      Vary: 'Host',
    },
  });
}
