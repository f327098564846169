import type { NextRequest } from 'next/server';
import { getThemeForHost, isFileUrl } from '@/server/services/theme';

/** 主题图标 GET /v1/api/mall/favicon：按访问域名返回该主题的 favicon */
export async function GET(req: NextRequest): Promise<Response> {
  const theme = await getThemeForHost(req.headers.get('host'));
  // An uploaded icon (伙伴专区) is a file of ours: send the browser there.
  if (isFileUrl(theme.favicon)) {
    return new Response(null, {
      status: 302,
      headers: { Location: theme.favicon, 'Cache-Control': 'public, max-age=3600', Vary: 'Host' },
    });
  }
  return new Response(theme.favicon, {
    headers: {
      'Content-Type': theme.faviconType,
      'Cache-Control': 'public, max-age=3600',
      Vary: 'Host',
    },
  });
}
