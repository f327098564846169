import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { activityCities } from '@/server/services/activities';

/** 有活动的城市 GET /v1/api/activity/cities */
export const GET = handler({}, async () => ok(await activityCities(), PUBLIC_CACHE));
