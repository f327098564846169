import { createStore } from 'zustand/vanilla';

export interface SearchState {
  /** What the top-bar search box shows; list pages keep their own keyword in the URL. */
  topBarKeyword: string;
}

export interface SearchActions {
  setTopBarKeyword: (topBarKeyword: string) => void;
}

export type SearchStore = SearchState & SearchActions;

export function createSearchStore(initState: Partial<SearchState> = {}) {
  return createStore<SearchStore>()((set) => ({
    topBarKeyword: '',
    ...initState,
    setTopBarKeyword: (topBarKeyword) => set({ topBarKeyword }),
  }));
}

export type SearchStoreApi = ReturnType<typeof createSearchStore>;
