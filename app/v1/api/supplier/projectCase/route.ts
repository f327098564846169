import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { projectCaseInput, projectCases, SUPPLIER_LABELS } from '@/server/services/suppliers';

/** 项目案例 GET /v1/api/supplier/projectCase?tenantId= */
export const GET = handler(
  { input: projectCaseInput, labels: SUPPLIER_LABELS },
  async ({ input }) => ok(await projectCases(input), PUBLIC_CACHE),
);
