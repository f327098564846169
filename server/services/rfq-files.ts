import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { canReadPrices, roundClosed, type PriceViewer } from '@/lib/rfq';
import { TOP_TYPE } from '@/lib/roles';
import { db } from '@/server/db';
import { rfqQuotes, rfqRounds, rfqs } from '@/server/db/schema';
import type { SessionUser } from './identity/session';

/**
 * Whether this user may fetch a private file attached to an RFQ quote. The sealed-bid rule
 * decides, as for the quote's prices: members of the quoting supplier always, the buying company
 * once the quote's round has closed, nobody else (operators and other suppliers included). Null
 * when no quote carries the file, so the general private-file rule applies.
 */
export async function quoteFileAccess(
  user: SessionUser,
  url: string,
  now = new Date(),
): Promise<boolean | null> {
  const rows = await db
    .select({
      supplierId: rfqQuotes.supplierId,
      buyerId: rfqs.buyerEnterpriseId,
      deadline: rfqRounds.deadline,
    })
    .from(rfqQuotes)
    .innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId))
    .innerJoin(
      rfqRounds,
      and(eq(rfqRounds.rfqId, rfqQuotes.rfqId), eq(rfqRounds.round, rfqQuotes.round)),
    )
    .where(sql`${rfqQuotes.attachments} @> ${JSON.stringify([{ url }])}::jsonb`);
  if (!rows.length) return null;
  return rows.some((r) => {
    const viewer: PriceViewer =
      user.topType === TOP_TYPE.supplier && user.enterpriseId === r.supplierId
        ? 'supplier'
        : user.topType === TOP_TYPE.buyer && user.enterpriseId === r.buyerId
          ? 'buyer'
          : 'other';
    return canReadPrices(viewer, {
      ownQuote: viewer === 'supplier',
      roundClosed: roundClosed(r.deadline, now),
    });
  });
}
