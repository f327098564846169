import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { aboutUs } from '@/server/services/content-pages';

/** 关于我们 GET /v1/api/help/aboutUs */
export const GET = handler({}, async () => ok(await aboutUs(), PUBLIC_CACHE));
