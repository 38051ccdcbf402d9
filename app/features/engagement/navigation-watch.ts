// A client navigation that does not arrive (spec §9 chunk load time-out): still pending after 120 s,
// the retry notice shows. When the new route's module fails to load, React Router reloads the page
// it is on; a mark left as that page goes (by the head script's collinsReloadMark) tells the
// reloaded page to show the notice, whose 다시 시도 then opens the page the shopper asked for.
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { CHUNK_TIMEOUT_MS } from "../../../core/chunk";
import { showChunkRetry } from "../../components/chunk-retry";

export function useNavigationWatch(): void {
  const { location } = useNavigation();
  const target = location ? `${location.pathname}${location.search}${location.hash}` : null;
  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(showChunkRetry, CHUNK_TIMEOUT_MS);
    const mark = () => window.collinsReloadMark?.(target);
    window.addEventListener("pagehide", mark);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", mark);
    };
  }, [target]);
}
