import 'server-only';
import { notFound } from 'next/navigation';
import type { BuyerRfqDetail, SupplierRfqDetail } from '@/api/modules/rfq';
import { parseId } from '@/lib/id';
import { HttpError } from '@/server/http/errors';
import { buyerRfqDetail } from './rfq';
import { supplierRfqDetail } from './rfq-supplier';
import { workbenchViewer } from './workbench-viewer';

/**
 * The request of a workbench page, read on the server for the viewer's own centre (a viewer of
 * the other centre gets the layout's notice, null here). A request the viewer may not see is the
 * mall's 404 page.
 */
export async function loadBuyerRfq(rawId: string): Promise<BuyerRfqDetail | null> {
  const viewer = await workbenchViewer('developer');
  if (!viewer.allowed) return null;
  return orNotFound(rawId, (id) => buyerRfqDetail(viewer.user, id));
}

export async function loadSupplierRfq(rawId: string): Promise<SupplierRfqDetail | null> {
  const viewer = await workbenchViewer('supplier');
  if (!viewer.allowed) return null;
  return orNotFound(rawId, (id) => supplierRfqDetail(viewer.user, id));
}

async function orNotFound<T>(rawId: string, read: (id: number) => Promise<T>): Promise<T> {
  const id = parseId(rawId);
  if (!id) notFound();
  try {
    return await read(id);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  }
}
