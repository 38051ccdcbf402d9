// A client navigation that does not arrive (spec §9 chunk load time-out): still pending after 120 s,
// the retry notice shows. When the new route's module fails to load, React Router reloads the page
// it is on; a mark left as that page goes (by the head script's collinsReloadMark) tells the
// reloaded page to show the notice, whose 다시 시도 then opens the page the shopper asked for.
import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext, useNavigation } from "react-router";
import { CHUNK_TIMEOUT_MS } from "../../../core/chunk";
import { showChunkRetry } from "../../components/chunk-retry";

const targetOf = (location: { pathname: string; search: string; hash: string } | undefined) =>
  location ? `${location.pathname}${location.search}${location.hash}` : null;

export function useNavigationWatch(): void {
  const target = targetOf(useNavigation().location);
  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(showChunkRetry, CHUNK_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [target]);

  // The mark reads the router's own state, which changes before the route module is asked for:
  // React renders the pending navigation in a transition, and an aborted module can fail and
  // reload the page before that render has committed (seen in CI under load).
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!router) return;
    const mark = () => {
      const pending = targetOf(router.state.navigation.location);
      if (pending !== null) window.collinsReloadMark?.(pending);
    };
    window.addEventListener("pagehide", mark);
    return () => window.removeEventListener("pagehide", mark);
  }, [router]);
}
