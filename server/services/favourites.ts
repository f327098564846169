import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db';
import { favourites } from '@/server/db/schema';
import { onShelfProduct } from '@/server/services/product-detail';

/** Adds an on-shelf product to the user's favourites; adding twice changes nothing. */
export async function addFavourite(userId: number, productId: number): Promise<null> {
  await onShelfProduct(productId);
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
  return null;
}

/** Removes one of the user's own favourites; removing a missing one changes nothing. */
export async function deleteFavourite(userId: number, productId: number): Promise<null> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
  return null;
}
