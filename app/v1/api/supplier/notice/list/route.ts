import { PUBLIC_CACHE } from '@/server/http/cache';
import { handler, ok } from '@/server/http/handler';
import { noticeQuery, supplierNoticePage } from '@/server/services/supplier-programs';
import { PAGE_LABELS } from '@/server/services/paging';

/** 供应商公告 GET /v1/api/supplier/notice/list */
export const GET = handler(
  { input: noticeQuery, labels: { ...PAGE_LABELS, keyword: '关键词' } },
  async ({ input }) => ok(await supplierNoticePage(input), PUBLIC_CACHE),
);
