import 'server-only';
import { notFound } from 'next/navigation';
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
  const text = Array.isArray(value) ? value[0] : value;
  const id = Number(text);
  if (!text || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  return id;
}
