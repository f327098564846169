import { TOP_TYPE } from '@/lib/roles';
import { parseProductForm } from '@/lib/supplier-product';
import { badRequest } from '@/server/http/errors';
import { handler } from '@/server/http/handler';
import { saveSupplierProduct } from '@/server/services/supplier-product';

/** 新建商品 POST /v1/api/supplier/item/create：保存后进入运营审核（待审核） */
export const POST = handler({ auth: 'user', topType: TOP_TYPE.supplier }, async ({ user, req }) => {
  const parsed = parseProductForm(await req.json().catch(() => null));
  if (!parsed.ok) throw badRequest(parsed.message);
  return saveSupplierProduct(user, null, parsed.form);
});
