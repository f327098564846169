import { bannerInput, CONTENT_LABELS } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { REALM_CONTENT_ROLES } from '@/server/services/ops-content';
import { bannerListQuery, createBanner, listBanners } from '@/server/services/ops-content-banners';

/** 轮播图列表 GET /v1/api/ops/banners?themeCode=&position=&state=&keyword= */
export const GET = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: bannerListQuery, labels: CONTENT_LABELS },
  ({ input, grants }) => listBanners(grants, input),
);

/** 新增轮播图 POST /v1/api/ops/banners */
export const POST = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: bannerInput, labels: CONTENT_LABELS },
  ({ input, user, grants }) => createBanner(user, grants, input),
);
