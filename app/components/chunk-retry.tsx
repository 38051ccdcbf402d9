// A script chunk that failed or took longer than 120 s (spec §9): "페이지를 불러오지 못했어요. 다시
// 시도해주세요." with 다시 시도, which reloads the page, instead of a page whose buttons do nothing.
// The notice is plain DOM made by a head script (chunkFailureScript), so it shows even when React
// never starts: when one of the document's own module scripts fails (React Router reloads the page
// when a route module fails on a client navigation, and the reloaded page needs that chunk again).
// lazy() parts use lazyChunk; a client navigation that does not arrive shows it too
// (navigation-watch.ts, in the engagement chunk: the first load of a page carries as little as it can).
import { lazy, type ReactNode } from "react";
import { withTimeout } from "../../core/chunk";

export const chunkTexts = {
  failed: "페이지를 불러오지 못했어요. 다시 시도해주세요.",
  retry: "다시 시도",
} as const;

declare global {
  interface Window {
    /** Defined by the head script (chunkFailureScript): shows the notice, once. */
    collinsChunkRetry?: (to?: string) => void;
    /** Defined by the head script: marks this page's going as in the middle of a navigation to `to`. */
    collinsReloadMark?: (to: string) => void;
  }
}

/** Shows the retry notice (`.chunk-retry` in app.css). */
export const showChunkRetry = () => window.collinsChunkRetry?.();

const Nothing = () => null;

/** lazy(), showing the retry notice when its chunk fails or does not come in 120 s. */
export function lazyChunk<Props>(load: () => Promise<{ default: (props: Props) => ReactNode }>) {
  return lazy(() =>
    withTimeout(load()).catch(() => {
      showChunkRetry();
      return { default: Nothing };
    }),
  );
}

/**
 * The head script (rendered on the server only: the browser keeps it as it came): defines the
 * notice and shows it when a module script of our own origin fails (third-party scripts, other
 * origins, are left alone), or when this page is the reload React Router made because the route a
 * shopper asked for could not load (navigation-watch.ts): then 다시 시도 opens that route.
 */
export function chunkFailureScript(): string {
  return `(function(){var d,k="collins.navigation-reload";function show(to){if(d)return;d=document.createElement("div");d.className="chunk-retry";d.setAttribute("role","alert");var p=document.createElement("p");p.textContent=${JSON.stringify(chunkTexts.failed)};var b=document.createElement("button");b.type="button";b.textContent=${JSON.stringify(chunkTexts.retry)};b.onclick=function(){to?location.assign(to):location.reload()};d.append(p,b);document.body.append(d)}window.collinsChunkRetry=show;window.collinsReloadMark=function(to){try{sessionStorage.setItem(k,JSON.stringify([location.href,to]))}catch(e){}};addEventListener("error",function(e){var s=e.target;if(s&&s.tagName==="SCRIPT"&&(s.src?new URL(s.src).origin===location.origin:s.type==="module"))show()},true);try{var m=JSON.parse(sessionStorage.getItem(k)||"null");sessionStorage.removeItem(k);if(m&&m[0]===location.href&&performance.getEntriesByType("navigation")[0].type==="reload")addEventListener("DOMContentLoaded",function(){show(m[1])})}catch(e){}})()`;
}
