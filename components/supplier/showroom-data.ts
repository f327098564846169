import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { parseId } from '@/lib/id';
import { HttpError } from '@/server/http/errors';
import { showroomOf } from '@/server/services/suppliers';

/** The tenant id of a `/supplier/:id` path segment; anything but a positive integer is a 404. */
export function tenantIdOf(segment: string): number {
  return parseId(segment) ?? notFound();
}

/** The showroom once per render (layout, pages and metadata share it); a miss is a 404. */
export const loadShowroom = cache(async (segment: string) => {
  try {
    return await showroomOf(tenantIdOf(segment));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  }
});
