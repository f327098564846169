import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { greenHomePage } from '@/server/services/green';

/** 绿色低碳首页数据 GET /v1/api/green/homePage */
export const GET = handler({}, async () => ok(await greenHomePage(), PUBLIC_CACHE));
