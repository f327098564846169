import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { serverArea } from '@/server/services/area';

/** 全部省市（省份及其 citys） GET /v1/api/address/findAll */
export const GET = handler({}, async () => ok(await serverArea(), PUBLIC_CACHE));
