// The browser's entry: React Router's default (hydrate the document in a transition), with the
// router's page data decoded before hydration starts rather than during its first render.
//
// HydratedRouter decodes the data React Router streamed into the page (the loaders' answers) when it
// first renders, and suspends until that is done. React 18 hydrates in a transition, but a tap or a
// key press in that moment makes it hydrate the root at once; a root that suspends then fails with
// error 345 ("Root did not complete") and the page stays dead. Decoding first leaves nothing for the
// root to wait for: until hydration the page is its server HTML (links and forms work as plain HTML),
// then React takes every event as it comes. Decision 19.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * Starts HydratedRouter's decoding outside React and waits for it: its first statement creates the
 * router, which throws the decoding promise until the data is read. Anything else it throws (a later
 * React Router that reads hooks first) is left to the real render, which would meet it as before.
 */
async function decodePageData(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

decodePageData().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
