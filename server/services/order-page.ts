import 'server-only';
import { notFound } from 'next/navigation';
import type { OrderDetail } from '@/api/modules/order';
import { parseId } from '@/lib/id';
import { HttpError } from '@/server/http/errors';
import { getOrder } from './order-lifecycle';
import { pageViewer } from './page-viewer';

/**
 * The order of a workbench detail page, rendered on the server. A bad id or an order the
 * viewer may not see (the service answers 404) is the mall's not-found page; any other failure
 * leaves the loading to the client view, which offers a retry.
 */
export async function loadOrderForPage(
  rawId: string,
): Promise<{ id: number; order: OrderDetail | null }> {
  const id = parseId(rawId);
  if (!id) notFound();
  const user = await pageViewer();
  if (!user) return { id, order: null };
  try {
    return { id, order: await getOrder(user, id) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) notFound();
    return { id, order: null };
  }
}
