import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import { db } from '@/server/db';
import { receiveAddresses } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { buyerEnterpriseOf } from './cart';
import { ADDRESS_GONE } from './checkout';
import type { SessionUser } from './identity/session';

const own = (user: SessionUser) =>
  and(
    eq(receiveAddresses.userId, user.id),
    eq(receiveAddresses.enterpriseId, buyerEnterpriseOf(user)),
  );

/** Deletes one of the buyer's addresses (404 otherwise); a deleted default passes to the newest. */
export async function deleteAddress(user: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(receiveAddresses)
      .where(and(eq(receiveAddresses.id, id), own(user)))
      .returning({ isDefault: receiveAddresses.isDefault });
    if (!gone) throw notFound(ADDRESS_GONE);
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: receiveAddresses.id })
      .from(receiveAddresses)
      .where(own(user))
      .orderBy(desc(receiveAddresses.id))
      .limit(1);
    if (next) {
      await tx
        .update(receiveAddresses)
        .set({ isDefault: true })
        .where(eq(receiveAddresses.id, next.id));
    }
  });
  return null;
}

/** Makes one of the buyer's addresses the default, and no other (404 for anyone else's). */
export async function setDefaultAddress(user: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(receiveAddresses)
      .set({ isDefault: true })
      .where(and(eq(receiveAddresses.id, id), own(user)))
      .returning({ id: receiveAddresses.id });
    if (!row) throw notFound(ADDRESS_GONE);
    await tx
      .update(receiveAddresses)
      .set({ isDefault: false })
      .where(and(own(user), ne(receiveAddresses.id, id)));
  });
  return null;
}
