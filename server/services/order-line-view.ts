import 'server-only';
import type { OrderLineView } from '@/api/modules/order';
import type { orderLines } from '@/server/db/schema';

/** An order line as the order pages show it; shippedNum comes from the shipments. */
export const toLineView = (l: typeof orderLines.$inferSelect, shippedNum = 0): OrderLineView => ({
  id: l.id,
  itemId: l.productId,
  skuId: l.skuId,
  itemName: l.productName,
  skuName: l.skuDesc,
  picUrl: l.imageUrl,
  unit: l.unit,
  price: l.unitPrice,
  num: l.qty,
  amount: l.amount,
  shippedNum,
});
