import { CONTENT_LABELS, seoInput } from '@/lib/ops-content';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { SHARED_CONTENT_ROLES } from '@/server/services/ops-content';
import {
  deleteSeo,
  keywordListQuery,
  listSeo,
  saveSeo,
  seoSaveInput,
} from '@/server/services/ops-content-site';

/** SEO 设置列表 GET /v1/api/ops/seo?keyword= */
export const GET = handler(
  { auth: 'ops', roles: SHARED_CONTENT_ROLES, input: keywordListQuery, labels: CONTENT_LABELS },
  ({ input }) => listSeo(input),
);

/** 保存页面 SEO 设置（新增，或按 previousUrl 修改） PUT /v1/api/ops/seo */
export const PUT = handler(
  {
    auth: 'ops',
    roles: SHARED_CONTENT_ROLES,
    input: seoInput.extend(seoSaveInput.shape),
    labels: { ...CONTENT_LABELS, previousUrl: '原页面路径' },
  },
  ({ input, user }) => saveSeo(user, input),
);

/** 删除页面 SEO 设置 DELETE /v1/api/ops/seo?url= */
export const DELETE = handler(
  {
    auth: 'ops',
    roles: SHARED_CONTENT_ROLES,
    input: z.object({ url: z.string().trim().min(1).max(128) }),
    labels: CONTENT_LABELS,
  },
  ({ input, user }) => deleteSeo(user, input.url),
);
