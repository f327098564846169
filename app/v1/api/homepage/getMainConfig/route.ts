import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { getThemeForHost } from '@/server/services/theme';

/** 站点配置 GET /v1/api/homepage/getMainConfig */
export const GET = handler({}, async ({ req }) =>
  ok((await getThemeForHost(req.headers.get('host'))).mainConfig, PUBLIC_CACHE),
);
