import { createStore } from 'zustand/vanilla';
import type { EnterpriseInfo, EnterpriseListItem } from '@/api/types';

export interface EnterpriseState {
  /** The enterprise identity in use; null when none is active. */
  enterpriseInfo: EnterpriseInfo | null;
  enterpriseList: EnterpriseListItem[];
}

export interface EnterpriseActions {
  setEnterpriseInfo: (enterpriseInfo: EnterpriseInfo | null) => void;
  setEnterpriseList: (enterpriseList: EnterpriseListItem[]) => void;
}

export type EnterpriseStore = EnterpriseState & EnterpriseActions;

export const defaultEnterpriseState: EnterpriseState = { enterpriseInfo: null, enterpriseList: [] };

export function createEnterpriseStore(initState: Partial<EnterpriseState> = {}) {
  return createStore<EnterpriseStore>()((set) => ({
    ...defaultEnterpriseState,
    ...initState,
    setEnterpriseInfo: (enterpriseInfo) => set({ enterpriseInfo }),
    setEnterpriseList: (enterpriseList) => set({ enterpriseList }),
  }));
}

export type EnterpriseStoreApi = ReturnType<typeof createEnterpriseStore>;

/** The certification link uses the active enterprise, else the user's first one (spec §2). */
export function certificationEnterprise(
  state: EnterpriseState,
): Pick<EnterpriseListItem, 'id' | 'type'> | null {
  return state.enterpriseInfo ?? state.enterpriseList[0] ?? null;
}
