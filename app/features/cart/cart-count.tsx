// The header's cart quantity (spec §3 "Client state"): fetched from GET /api/cart/count after
// hydration and refreshed after every cart change and every route action. Non-200 answers are
// ignored (spec §7).
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useAfterActions } from "../../hooks/use-after-actions";
import { getJson } from "../../lib/api";

type CartCount = { count: number; refresh: () => Promise<number | false>; set: (count: number) => void };

const CartCountContext = createContext<CartCount>({
  count: 0,
  refresh: async () => false,
  set: () => undefined,
});

export function CartCountProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const refresh = useCallback(async () => {
    const answer = await getJson<number>("/api/cart/count");
    // A transition: the count may arrive while a lazy part of the page is still hydrating, and an
    // urgent update would make React throw that part's server HTML away (React error 421).
    if (typeof answer === "number") startTransition(() => setCount(answer));
    return typeof answer === "number" ? answer : false;
  }, []);
  useEffect(() => {
    refresh();
  }, [refresh]);
  // A login takes the guest cart along, a logout leaves an empty one, a cart form changes it.
  useAfterActions(refresh);
  const value = useMemo(() => ({ count, refresh, set: setCount }), [count, refresh]);
  return <CartCountContext.Provider value={value}>{children}</CartCountContext.Provider>;
}

export function useCartCount(): CartCount {
  return useContext(CartCountContext);
}
