import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { designerTypes } from '@/server/services/competition';

/** 设计师类型 GET /v1/api/competition/designerType */
export const GET = handler({}, async () => ok(designerTypes(), PUBLIC_CACHE));
