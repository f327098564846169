import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { totalOrderAmount } from '@/server/services/order';

/** 平台累计交易额（分） GET /v1/api/common/totalOrderAmount */
export const GET = handler({}, async () => ok(await totalOrderAmount(), PUBLIC_CACHE));
