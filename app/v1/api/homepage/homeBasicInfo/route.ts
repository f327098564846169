import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { getThemeForHost, toHomeBasicInfo } from '@/server/services/theme';

/** 主题基础信息 GET /v1/api/homepage/homeBasicInfo */
export const GET = handler({}, async ({ req }) =>
  ok(toHomeBasicInfo(await getThemeForHost(req.headers.get('host'))), PUBLIC_CACHE),
);
