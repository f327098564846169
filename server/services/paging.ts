import 'server-only';
import type { Page, PageQuery } from '@/api/types';
import { z } from '@/lib/zod';

/** A query parameter that the client may send empty: '' counts as not sent. */
export function param<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/** pageNo / pageSize of every paged list; pageSize defaults to the list's size. */
export function pageQuery(defaultSize = 10) {
  return z.object({
    pageNo: param(z.coerce.number().int().min(1).max(10_000).default(1)),
    pageSize: param(z.coerce.number().int().min(1).max(100).default(defaultSize)),
  });
}

export const PAGE_LABELS = { pageNo: '页码', pageSize: '每页条数' };

export const offsetOf = (query: PageQuery) => (query.pageNo - 1) * query.pageSize;

export function toPage<T>(records: T[], total: number, query: PageQuery): Page<T> {
  return { records, total, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** An ILIKE pattern matching the text anywhere, with the user's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
