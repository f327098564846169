import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { param } from '@/server/services/paging';
import { supplierGreenInfo } from '@/server/services/supplier-green';

const input = z.object({
  tenantId: param(idField('请输入正确的供应商编号').optional()),
});

/** 供应商绿色低碳信息 GET /v1/api/supplier/green/info（不带 tenantId 时为当前供应商自己的） */
export const GET = handler({ input, labels: { tenantId: '供应商' } }, ({ user, input }) =>
  supplierGreenInfo(user, input.tenantId),
);
