import { BRAND_LABELS, brandFormSchema } from '@/lib/ops-catalog';
import { opsSearchKeyword } from '@/lib/ops-users';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { createBrand, opsBrands } from '@/server/services/ops-catalog';
import { PAGE_LABELS, pageQuery, param } from '@/server/services/paging';

const query = pageQuery(20).extend({
  keyword: param(opsSearchKeyword),
  initial: param(
    z
      .string()
      .regex(/^[A-Z]$/, '首字母须为 A–Z')
      .optional(),
  ),
});

/** 品牌列表 GET /v1/api/ops/brands?keyword=&initial= */
export const GET = handler(
  {
    auth: 'ops',
    roles: ['content'],
    input: query,
    labels: { ...PAGE_LABELS, keyword: '搜索内容', initial: '首字母' },
  },
  ({ input }) => opsBrands(input),
);

/** 新增品牌 POST /v1/api/ops/brands */
export const POST = handler(
  { auth: 'ops', roles: ['content'], input: brandFormSchema, labels: BRAND_LABELS },
  ({ input, user }) => createBrand(user.id, input),
);
