import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { directoryInput, SUPPLIER_LABELS, supplierDirectory } from '@/server/services/suppliers';

/** 合格供应商名录 GET /v1/api/supplier/paging */
export const GET = handler({ input: directoryInput, labels: SUPPLIER_LABELS }, async ({ input }) =>
  ok(await supplierDirectory(input), PUBLIC_CACHE),
);
