import { handler } from '@/server/http/handler';
import { imageSearch, imageSearchQuery } from '@/server/services/image-search';
import { PAGE_LABELS } from '@/server/services/paging';

/** 以图搜图 GET /v1/api/item/imageSearch?url=&pageNo=&pageSize= */
export const GET = handler(
  { input: imageSearchQuery, labels: { url: '图片地址', ...PAGE_LABELS } },
  ({ input }) => imageSearch(input.url, input.pageNo, input.pageSize),
);
