import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { greenTownList } from '@/server/services/green';

/** 绿色小镇列表 GET /v1/api/green/town/list */
export const GET = handler({}, async () => ok(await greenTownList(), PUBLIC_CACHE));
