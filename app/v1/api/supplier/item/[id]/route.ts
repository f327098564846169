import { TOP_TYPE } from '@/lib/roles';
import { parseProductForm } from '@/lib/supplier-product';
import { badRequest } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { routeId } from '@/server/services/certification';
import {
  getSupplierProduct,
  saveSupplierProduct,
  SUPPLIER_PRODUCT_MSG,
} from '@/server/services/supplier-product';

const supplierOnly = { auth: 'user', topType: TOP_TYPE.supplier } as const;

/** 供应商商品详情（编辑用） GET /v1/api/supplier/item/{id}：别家商品 404 */
export const GET = handler(supplierOnly, ({ user, params }) =>
  getSupplierProduct(user, routeId(params.id, SUPPLIER_PRODUCT_MSG.notFound)),
);

/** 修改商品 PUT /v1/api/supplier/item/{id}：改名称、类目或图片时重新审核 */
export const PUT = handler(supplierOnly, async ({ user, params, req }) => {
  const id = routeId(params.id, SUPPLIER_PRODUCT_MSG.notFound);
  const parsed = parseProductForm(await req.json().catch(() => null));
  if (!parsed.ok) throw badRequest(parsed.message);
  return saveSupplierProduct(user, id, parsed.form);
});
