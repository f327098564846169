import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { BID_ITEM_TYPES } from '@/server/services/bids';

/** 招标品类 GET /v1/api/bid/bidItemType */
export const GET = handler({}, async () => ok(BID_ITEM_TYPES, PUBLIC_CACHE));
