import 'server-only';
import { notFound } from 'next/navigation';
import { parseListState } from '@/lib/cached-list';
import type { z } from '@/lib/zod';

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

/**
 * Reads a list page's query with the list API's own query schema, leniently: a value that
 * does not parse is dropped (falls back to its default) instead of failing the page.
 */
export function parseListParams<S extends z.ZodType<object>>(
  schema: S,
  searchParams: SearchParams,
): z.output<S> {
  const input: Record<string, string> = {};
  const entries =
    searchParams instanceof URLSearchParams ? [...searchParams] : Object.entries(searchParams);
  for (const [key, value] of entries) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && !(key in input)) input[key] = first;
  }
  for (let i = 0; i < 10; i++) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return schema.parse({});
}

/**
 * The query of a cached list page from its state segment (see lib/cached-list); a segment that
 * is not canonical is a 404, so each list state has one cache entry.
 */
export function parseListStateParams<S extends z.ZodType<object>>(
  schema: S,
  state: string,
): z.output<S> {
  const params = parseListState(state);
  if (!params) notFound();
  return parseListParams(schema, params);
}
