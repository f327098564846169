import { opsSearchKeyword } from '@/lib/ops-users';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { opsEnterprises } from '@/server/services/ops-users';
import { PAGE_LABELS, pageQuery, param } from '@/server/services/paging';

const query = pageQuery(20).extend({
  keyword: param(opsSearchKeyword),
  type: param(z.coerce.number().int().min(1).max(2).optional()),
});

/** 企业列表：按企业名、信用代码或成员手机号查找 GET /v1/api/ops/enterprises?keyword=&type= */
export const GET = handler(
  {
    auth: 'ops',
    roles: ['super'],
    input: query,
    labels: { ...PAGE_LABELS, keyword: '搜索内容', type: '企业身份' },
  },
  ({ input }) => opsEnterprises(input),
);
