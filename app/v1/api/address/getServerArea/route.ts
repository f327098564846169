import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { serverArea } from '@/server/services/area';

/** 省市数据 GET /v1/api/address/getServerArea */
export const GET = handler({}, async () => ok(await serverArea(), PUBLIC_CACHE));
