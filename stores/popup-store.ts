import { createStore } from 'zustand/vanilla';
import type { PopupInfo } from '@/api/types';
import { withWaiting, type Interruption } from '@/lib/interruption';

export interface PopupState {
  /** Popup notices still to show, in order. */
  popupInfo: PopupInfo[];
  /** Interruptions that want the screen; lib/interruption picks the one shown. */
  waiting: readonly Interruption[];
}

export interface PopupActions {
  setPopupInfo: (popupInfo: PopupInfo[]) => void;
  /** Drops a popup once it was read or closed. */
  dismissPopup: (id: PopupInfo['id']) => void;
  setWaiting: (kind: Interruption, wants: boolean) => void;
}

export type PopupStore = PopupState & PopupActions;

export function createPopupStore(initState: Partial<PopupState> = {}) {
  return createStore<PopupStore>()((set) => ({
    popupInfo: [],
    waiting: [],
    ...initState,
    setPopupInfo: (popupInfo) => set({ popupInfo }),
    dismissPopup: (id) =>
      set((state) => ({ popupInfo: state.popupInfo.filter((p) => p.id !== id) })),
    setWaiting: (kind, wants) =>
      set((state) => ({ waiting: withWaiting(state.waiting, kind, wants) })),
  }));
}

export type PopupStoreApi = ReturnType<typeof createPopupStore>;
