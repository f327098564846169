import { createStore } from 'zustand/vanilla';
import type { PopupInfo } from '@/api/types';

export interface PopupState {
  /** Popup notices still to show, in order. */
  popupInfo: PopupInfo[];
}

export interface PopupActions {
  setPopupInfo: (popupInfo: PopupInfo[]) => void;
  /** Drops a popup once it was read or closed. */
  dismissPopup: (id: PopupInfo['id']) => void;
}

export type PopupStore = PopupState & PopupActions;

export function createPopupStore(initState: Partial<PopupState> = {}) {
  return createStore<PopupStore>()((set) => ({
    popupInfo: [],
    ...initState,
    setPopupInfo: (popupInfo) => set({ popupInfo }),
    dismissPopup: (id) =>
      set((state) => ({ popupInfo: state.popupInfo.filter((p) => p.id !== id) })),
  }));
}

export type PopupStoreApi = ReturnType<typeof createPopupStore>;
