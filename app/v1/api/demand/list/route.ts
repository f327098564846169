import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { demandPage, demandQuery } from '@/server/services/opportunity';
import { PAGE_LABELS } from '@/server/services/paging';

/** 设计需求分页 GET /v1/api/demand/list（shelfFlag 0 只返回本人未上架的需求） */
export const GET = handler(
  {
    input: demandQuery,
    labels: {
      ...PAGE_LABELS,
      categoryId: '设计类型',
      styleId: '风格',
      status: '状态',
      sortIng: '排序',
      shelfFlag: '上架状态',
    },
  },
  async ({ input, user }) => {
    const page = await demandPage(input, user?.id ?? null);
    return input.shelfFlag === 1 ? ok(page, PUBLIC_CACHE) : page;
  },
);
