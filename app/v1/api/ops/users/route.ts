import { OPS_USER_STATUSES, opsSearchKeyword } from '@/lib/ops-users';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { opsUsers } from '@/server/services/ops-users';
import { PAGE_LABELS, pageQuery, param } from '@/server/services/paging';

const query = pageQuery(20).extend({
  keyword: param(opsSearchKeyword),
  status: param(z.enum(OPS_USER_STATUSES).optional()),
});

/** 用户列表：按手机号、姓名、所在企业名或信用代码查找 GET /v1/api/ops/users?keyword=&status= */
export const GET = handler(
  {
    auth: 'ops',
    roles: ['super'],
    input: query,
    labels: { ...PAGE_LABELS, keyword: '搜索内容', status: '账号状态' },
  },
  ({ input }) => opsUsers(input),
);
