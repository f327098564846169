import { sitemapIndex, sitemapKindsFor } from '@/server/services/sitemap';
import { getThemeForHost, realmOrigin } from '@/server/services/theme';

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=600',
  Vary: 'Host',
};

/** The sitemap index of the realm the Host names; its parts are /sitemaps/{kind}-{n}.xml. */
export async function GET(req: Request) {
  const theme = await getThemeForHost(req.headers.get('host'));
  const body = await sitemapIndex(realmOrigin(theme), await sitemapKindsFor(theme));
  return new Response(body, { headers: XML_HEADERS });
}
