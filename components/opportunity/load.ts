import 'server-only';
import { notFound } from 'next/navigation';
import { parseId } from '@/lib/id';
import { HttpError } from '@/server/http/errors';

/** Awaits a service lookup; a 4xx answer (missing, not available) becomes the not-found screen. */
export async function orNotFound<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) notFound();
    throw error;
  }
}

/** A positive integer id from a route or query value, or the not-found screen. */
export function idOrNotFound(value: string | string[] | undefined): number {
  const id = parseId(Array.isArray(value) ? value[0] : value);
  return id ?? notFound();
}
