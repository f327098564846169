import 'server-only';
import type { z } from '@/lib/zod';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Reads a list page's searchParams with the list API's own query schema, leniently: a value
 * that does not parse is dropped (falls back to its default) instead of failing the page.
 */
export function parseListParams<S extends z.ZodType<object>>(
  schema: S,
  searchParams: SearchParams,
): z.output<S> {
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) input[key] = first;
  }
  for (let i = 0; i < 10; i++) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return schema.parse({});
}
