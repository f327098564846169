import { SEO_LABELS, seoInput } from '@/lib/ops-content';
import { handler } from '@/server/http/handler';
import { REALM_CONTENT_ROLES } from '@/server/services/ops-content';
import { listSeo, saveSeo, seoListQuery } from '@/server/services/ops-content-site';

/** SEO 设置列表 GET /v1/api/ops/seo?themeCode=&keyword= */
export const GET = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: seoListQuery, labels: SEO_LABELS },
  ({ input, grants }) => listSeo(grants, input),
);

/** 新增页面 SEO 设置 POST /v1/api/ops/seo */
export const POST = handler(
  { auth: 'ops', roles: REALM_CONTENT_ROLES, input: seoInput, labels: SEO_LABELS },
  ({ input, user, grants }) => saveSeo(user, grants, null, input),
);
