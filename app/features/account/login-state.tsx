// The logged-in flag and user object (spec §3 "Client state", §4 "Login state": at start, if no
// user is known, user info is fetched; success sets logged in), asked again after every action.
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

export type MyInfo = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  billing: Record<string, string> | null;
  shipping: Record<string, string> | null;
  meta_data: { key: string; value: string }[];
};

type LoginState = {
  user: MyInfo | null;
  isLoggedIn: boolean;
  refresh: () => Promise<MyInfo | null>;
};

const LoginStateContext = createContext<LoginState>({
  user: null,
  isLoggedIn: false,
  refresh: async () => null,
});

export function LoginStateProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<MyInfo | null>(null);
  const refresh = useCallback(async () => {
    const info = await getJson<MyInfo>("/api/my/info");
    const next = info && typeof info.id === "number" ? info : null;
    // A transition, as the cart count's: no urgent update while lazy parts are still hydrating.
    startTransition(() => setUser(next));
    return next;
  }, []);
  useEffect(() => {
    refresh();
  }, [refresh]);
  // A login or logout is a route action (app/features/account/account.server.ts).
  useAfterActions(refresh);
  const value = useMemo(() => ({ user, isLoggedIn: user !== null, refresh }), [user, refresh]);
  return <LoginStateContext.Provider value={value}>{children}</LoginStateContext.Provider>;
}

export function useLoginState(): LoginState {
  return useContext(LoginStateContext);
}

/** Spec §3: the first name plus 님 when logged in, otherwise the Korean word for 'you'. */
export function greetingOf(user: Pick<MyInfo, "first_name"> | null): string {
  return user?.first_name ? `${user.first_name}님` : "당신";
}
