import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { homeBanners } from '@/server/services/home-content';
import { getThemeForHost } from '@/server/services/theme';

/** 首页轮播图（按访问域名的主题）GET /v1/api/homepage/banners */
export const GET = handler({}, async ({ req }) =>
  ok(await homeBanners(await getThemeForHost(req.headers.get('host'))), PUBLIC_CACHE),
);
