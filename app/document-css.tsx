// The stylesheets of a page's routes are written into its document (decision 22): the first paint
// waits for no stylesheet request, so on a phone's slow network it comes a round trip sooner.
// React Router's <Links /> takes over once the page is live, for the routes a shopper moves to
// (it links this page's files too, which the browser then keeps).
import { createContext, useContext } from "react";

const ELEMENT_ID = "document-css";

/**
 * The server gives the CSS text; the browser keeps what the server wrote (read once, before
 * hydration, so the hydrated element has the same text and React has nothing to change).
 */
const DocumentCssContext = createContext(
  typeof document === "undefined" ? "" : (document.getElementById(ELEMENT_ID)?.textContent ?? ""),
);

export const DocumentCssProvider = DocumentCssContext.Provider;

export function DocumentCss() {
  const css = useContext(DocumentCssContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheets (document-css.server.ts)
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
