// The page's JavaScript loads after its largest paint (decision 14). A phone on a slow line used to
// fetch 98 KB of modules side by side with the product photo and the stylesheets; the photo waited
// for its share of the line. The server-rendered page is whole without JavaScript (links, images,
// prices), so the modules now start once the largest element is on screen.
//
// React Router writes its module preloads and its boot script at the end of <body>. The server
// render makes them inert (`deferModules`); the loader after them (`afterPaintScript`) brings them
// back. The elements carry React Router's suppressHydrationWarning, and hydration leaves their
// attributes as the server wrote them.

import { afterPaintLoader } from "./after-paint-loader";

/** React Router's first module preload: its scripts follow it to the end of the shell. */
export const FIRST_PRELOAD = '<link rel="modulepreload" href="';
const PRELOAD = /<link rel="modulepreload" href="/g;
const BOOT = /(<script nonce="[^"]*") type="module" async="">/;

/**
 * The inert markers: a link the browser does not know (a module preload without an href would be
 * warned about in the console) and a boot script it does not run.
 */
export const INERT_PRELOAD = '<link rel="x-modulepreload" data-module="';
const INERT_BOOT = 'type="text/plain" data-boot=""';

/**
 * React Router's preloads and boot script in `html`, made inert. Pages without them (a fragment
 * streamed after the shell) come back unchanged; `found` says whether the boot script was there.
 */
export function deferModules(html: string): { html: string; found: boolean } {
  if (!BOOT.test(html)) return { html, found: false };
  return { html: html.replace(PRELOAD, INERT_PRELOAD).replace(BOOT, `$1 ${INERT_BOOT}>`), found: true };
}

/** The event the root dispatches once hydration has made the page live. */
export const LIVE_EVENT = "collins:live";

/** How long a page waits for its largest paint at most, in milliseconds (a tab opened in the background). */
export const LATEST_START_MS = 3_000;

/** The loader (`./after-paint-loader.ts`), run right after React Router's scripts. */
export const afterPaintScript = `(${afterPaintLoader})(${JSON.stringify(LIVE_EVENT)},${LATEST_START_MS})`;
