import type { NextRequest } from 'next/server';
import { parseHexColor } from '@/lib/contrast';
import { themeStylesheet } from '@/themes/css-vars';

/**
 * 主题配色 GET /v1/api/mall/theme-css?color=1d4ed8：由主题色得出的 antd 与商城 CSS 变量。
 * 内容只取决于颜色，浏览器与 CDN 可永久缓存；页面因此不必每次都内嵌这 13 kB。
 */
export function GET(req: NextRequest): Response {
  const color = `#${req.nextUrl.searchParams.get('color') ?? ''}`;
  if (!parseHexColor(color)) return new Response('/* 未知颜色 */', { status: 404 });
  return new Response(themeStylesheet(color), {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
