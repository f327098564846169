import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { reviewTrail } from '@/server/services/ops';
import { PAGE_LABELS, pageQuery, param } from '@/server/services/paging';

/** 审核记录 GET /v1/api/ops/reviews?subject=：谁、何时、做了什么、原因（最新的在前） */
export const GET = handler(
  {
    auth: 'ops',
    roles: ['auditor'],
    input: pageQuery(20).extend({
      subject: param(z.enum(['company', 'designer', 'selected_supplier', 'product']).optional()),
    }),
    labels: { ...PAGE_LABELS, subject: '类型' },
  },
  ({ input }) => reviewTrail(input),
);
