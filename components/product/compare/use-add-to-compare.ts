'use client';

import { COMPARE_TOO_MANY, MAX_COMPARE } from '@/lib/compare';
import type { CompareItem } from '@/stores/compare-store';
import { useMallStores } from '@/stores/store-provider';
import { useMallFeedback } from '@/components/shell/mall-feedback';

/** Adds a product to the compare bar (at most 4), telling the user what happened. */
export function useAddToCompare(): (item: CompareItem) => void {
  const { message } = useMallFeedback();
  const { compare } = useMallStores();
  return (item) => {
    const state = compare.getState();
    if (state.compareData.some((i) => i.id === item.id)) {
      state.setShowCompare(true);
      return void message.info('该商品已在对比栏中');
    }
    if (state.compareData.length >= MAX_COMPARE) return void message.warning(COMPARE_TOO_MANY);
    state.addCompareItem(item);
    state.setShowCompare(true);
    void message.success('已加入对比');
  };
}
