import { TOP_TYPE } from '@/lib/roles';
import { MULTIPART_OVERHEAD } from '@/server/http/body';
import { handler } from '@/server/http/handler';
import { IMPORT_MAX_BYTES, startImport } from '@/server/services/product-import';

/**
 * 导入商品 POST /v1/api/supplier/item/import（multipart，字段 file）：逐行校验，有错时返回每行
 * 的错误且不写入；全部通过时开始写入并返回任务号
 */
export const POST = handler(
  {
    auth: 'user',
    topType: TOP_TYPE.supplier,
    rateLimit: { name: 'supplier-import', max: 20, windowSeconds: 60 },
    body: 'multipart',
    bodyLimit: IMPORT_MAX_BYTES + MULTIPART_OVERHEAD,
  },
  ({ user, req }) => startImport(req, user),
);
