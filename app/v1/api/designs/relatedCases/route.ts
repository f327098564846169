import { z } from '@/lib/zod';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { DESIGN_QUERY_LABELS, idInput, relatedDesignCases } from '@/server/services/designs';
import { param } from '@/server/services/paging';

const input = idInput.extend({ size: param(z.coerce.number().int().min(1).max(20).default(4)) });

/** 相关案例 GET /v1/api/designs/relatedCases */
export const GET = handler({ input, labels: DESIGN_QUERY_LABELS }, async ({ input }) =>
  ok(await relatedDesignCases(input.id, input.size), PUBLIC_CACHE),
);
