'use client';

import { useEffect } from 'react';
import { useSearchStore } from '@/stores/store-provider';

/** Puts the listing's keyword into the top search box, so the search can be refined there. */
export function KeywordEcho({ keyword }: { keyword: string }) {
  const setKeyword = useSearchStore((s) => s.setTopBarKeyword);
  useEffect(() => setKeyword(keyword), [keyword, setKeyword]);
  return null;
}
