import { describe, expect, it } from 'vitest';
import { CACHED_LISTS, internalListPath } from '@/lib/cached-list';
import type { z } from '@/lib/zod';
import { mallActivityQuery } from '@/server/services/activities';
import { parseListParams } from '@/server/services/list-params';
import {
  bargainingQuery,
  bidListQuery,
  demandQuery,
  openBidsQuery,
} from '@/server/services/opportunity';
import { pageQuery } from '@/server/services/paging';

// The list API schemas the cached list pages parse their state with.
const SCHEMAS: Record<string, z.ZodObject> = {
  '/bid/list': bidListQuery,
  '/other-bid/list': openBidsQuery,
  '/inquiry/list': bargainingQuery,
  '/activitys/list': mallActivityQuery,
  '/demand/list': demandQuery,
  '/brand/x': pageQuery(),
};

describe('cached list registry', () => {
  it('keeps only params the list API schema knows', () => {
    for (const [path, schema] of Object.entries(SCHEMAS)) {
      const list = CACHED_LISTS.find((l) => l.pattern.test(path));
      expect(list, path).toBeDefined();
      const known = Object.keys(schema.shape);
      for (const param of list!.params) expect(known, `${path} ${param}`).toContain(param);
    }
  });

  it('parses a decoded state like the searchParams it came from', () => {
    const search = new URLSearchParams('title=门窗&desc=false&pageNo=x&sortColumn=bid_open_time');
    expect(internalListPath('/bid/list', search)).toMatch(/^\/bid\/list\/[\w-]+$/);
    expect(parseListParams(bidListQuery, search)).toEqual(
      parseListParams(bidListQuery, Object.fromEntries(search)),
    );
    expect(parseListParams(bidListQuery, new URLSearchParams('title=a&title=b')).title).toBe('a');
  });
});
