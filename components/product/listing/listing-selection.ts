'use client';

import { create } from 'zustand';
import { TOP_TYPE } from '@/lib/roles';
import { useUserStore } from '@/stores/store-provider';

interface ListingSelection {
  ids: number[];
  toggle: (id: number) => void;
  clear: () => void;
}

/**
 * The products a buyer ticked on the listing for export. Cards are server-rendered; each
 * card's checkbox and the toolbar share this store. It lives for one listing visit.
 */
export const useListingSelection = create<ListingSelection>()((set) => ({
  ids: [],
  toggle: (id) =>
    set((s) => ({ ids: s.ids.includes(id) ? s.ids.filter((i) => i !== id) : [...s.ids, id] })),
  clear: () => set({ ids: [] }),
}));

/** Only buyers (top type 2) export product lists. */
export function useIsBuyer(): boolean {
  return useUserStore((s) => s.userInfo?.topType === TOP_TYPE.buyer);
}
