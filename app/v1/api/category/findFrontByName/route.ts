import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { findFrontCategoriesByName } from '@/server/services/category';

/** 按名称查前台类目 GET /v1/api/category/findFrontByName?name= */
export const GET = handler(
  { input: z.object({ name: z.string().trim().min(1).max(50) }), labels: { name: '类目名称' } },
  async ({ input }) => findFrontCategoriesByName(input.name),
);
