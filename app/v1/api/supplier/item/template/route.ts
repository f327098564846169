import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { importTemplate } from '@/server/services/product-import';
import { xlsxResponse } from '@/server/services/xlsx-response';

/** 商品导入模板 GET /v1/api/supplier/item/template（xlsx 文件） */
export const GET = handler({ auth: 'user', topType: TOP_TYPE.supplier }, async () =>
  xlsxResponse(await importTemplate(), '商品导入模板.xlsx'),
);
