import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { listDesignStyles } from '@/server/services/designs';

/** 设计风格 GET /v1/api/designs/styles */
export const GET = handler({}, async () => ok(await listDesignStyles(), PUBLIC_CACHE));
