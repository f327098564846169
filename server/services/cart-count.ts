import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { TOP_TYPE } from '@/lib/roles';
import { db } from '@/server/db';
import { carts } from '@/server/db/schema';
import type { SessionUser } from '@/server/services/identity/session';

export const CART_BUYERS_ONLY = '仅采购商可以使用购物车';

/** Cart lines of a buyer in the enterprise identity in use; 0 for anyone else. */
export async function cartLineCount(user: SessionUser): Promise<number> {
  if (user.topType !== TOP_TYPE.buyer || user.enterpriseId === null) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(carts)
    .where(and(eq(carts.userId, user.id), eq(carts.enterpriseId, user.enterpriseId)));
  return row?.n ?? 0;
}
