import { createStore } from 'zustand/vanilla';
import { cartApi } from '@/api/modules/cart';

export interface CartState {
  cartTotal: number;
}

export interface CartActions {
  setCartTotal: (cartTotal: number) => void;
}

export type CartStore = CartState & CartActions;

export function createCartStore(initState: Partial<CartState> = {}) {
  return createStore<CartStore>()((set) => ({
    cartTotal: 0,
    ...initState,
    setCartTotal: (cartTotal) => set({ cartTotal }),
  }));
}

export type CartStoreApi = ReturnType<typeof createCartStore>;

/** Reloads the cart count (top type 2 only); a failure keeps the old count quietly. */
export async function refreshCartTotal(
  store: CartStoreApi,
  fetchCount: () => Promise<number> = () =>
    cartApi.getCartNum(undefined, { skipErrorHandler: true }),
): Promise<number> {
  try {
    const total = await fetchCount();
    store.getState().setCartTotal(total);
    return total;
  } catch {
    return store.getState().cartTotal;
  }
}
