import { TOP_TYPE } from '@/lib/roles';
import { handler } from '@/server/http/handler';
import { exportCatalogue } from '@/server/services/product-import';
import { xlsxResponse } from '@/server/services/xlsx-response';

/** 导出本企业商品 GET /v1/api/supplier/item/export（xlsx 文件，与导入模板同格式） */
export const GET = handler({ auth: 'user', topType: TOP_TYPE.supplier }, async ({ user }) =>
  xlsxResponse(await exportCatalogue(user), '我的商品.xlsx'),
);
