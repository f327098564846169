import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { listDesignTypes } from '@/server/services/designs';

/** 设计类型 GET /v1/api/designs/types */
export const GET = handler({}, async () => ok(await listDesignTypes(), PUBLIC_CACHE));
