'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/api';
import {
  EMPTY_FLASH_MS,
  isEmptyKeyword,
  searchTarget,
  searchTrackingRecord,
  type SearchKind,
} from '@/lib/search-box';

export interface KeywordSearch {
  /** True for 500 ms after an empty search (spec §4). */
  flashing: boolean;
  /** Searches the trimmed keyword; an empty one only flashes. Returns whether it navigated. */
  search: (kind: SearchKind, raw: string, total: number) => boolean;
}

/** The search action shared by the search box and the alternate theme's top search. */
export function useKeywordSearch(): KeywordSearch {
  const router = useRouter();
  const [flashing, setFlashing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback(
    (kind: SearchKind, raw: string, total: number) => {
      if (isEmptyKeyword(raw)) {
        clearTimeout(timer.current);
        setFlashing(true);
        timer.current = setTimeout(() => setFlashing(false), EMPTY_FLASH_MS);
        return false;
      }
      api
        .trackReport(
          { ...searchTrackingRecord(kind, raw, total), event: 'search', url: window.location.href },
          { skipErrorHandler: true },
        )
        .catch(() => undefined);
      router.push(searchTarget(kind, raw));
      return true;
    },
    [router],
  );

  return { flashing, search };
}
