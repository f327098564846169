'use client';

import { useEffect, useState } from 'react';
import type { Page } from '@/api/types';

export type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; page: Page<T> };

export interface PagedList<T, F = never> {
  loaded: Loaded<T>;
  pageNo: number;
  search: (next: F) => void;
  goTo: (n: number) => void;
  reload: () => void;
  total: number;
  records: T[];
}

/**
 * The server-paged list behind every console table: the applied filter, the page, and the
 * loading/failed/ready state. `load` must be a stable function (an api endpoint or a
 * module-level one); a change of `version` reloads the current page.
 */
export function usePagedList<T, F extends object>(
  load: (query: F & { pageNo: number; pageSize: number }) => Promise<Page<T>>,
  pageSize: number,
  version = 0,
): PagedList<T, F> {
  const [filter, setFilter] = useState<F>({} as F);
  const [pageNo, setPageNo] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    load({ ...filter, pageNo, pageSize }).then(
      (page) => active && setLoaded({ kind: 'ready', page }),
      () => active && setLoaded({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [load, filter, pageNo, pageSize, version, attempt]);

  return {
    loaded,
    pageNo,
    /** Applies a new filter from page 1. */
    search: (next: F) => {
      setLoaded({ kind: 'loading' });
      setFilter(next);
      setPageNo(1);
    },
    goTo: (n: number) => {
      setLoaded({ kind: 'loading' });
      setPageNo(n);
    },
    /** Loads the current page again (after a change, or 重新加载). */
    reload: () => setAttempt((a) => a + 1),
    total: loaded.kind === 'ready' ? loaded.page.total : 0,
    records: loaded.kind === 'ready' ? loaded.page.records : [],
  };
}
