import { adInput, CONTENT_LABELS } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { REALM_CONTENT_ROLES } from '@/server/services/ops-content';
import { adListQuery, listAds, saveAd } from '@/server/services/ops-content-site';

/** 广告列表 GET /v1/api/ops/homeContent/ads?themeCode=&position=&keyword= */
export const GET = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: adListQuery, labels: CONTENT_LABELS },
  ({ input, grants }) => listAds(grants, input),
);

/** 新增广告 POST /v1/api/ops/homeContent/ads */
export const POST = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: adInput, labels: CONTENT_LABELS },
  ({ input, user, grants }) => saveAd(user, grants, null, input),
);
