import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { parseId } from '@/lib/id';
import { HttpError } from '@/server/http/errors';
import { informationDetail } from '@/server/services/home-content';

/** One article for a page (metadata and body share it), or the 404 page. */
export const findInformation = cache(async (raw: string | undefined) => {
  const id = parseId(raw);
  if (!id) notFound();
  try {
    return await informationDetail(id);
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) notFound();
    throw e;
  }
});
