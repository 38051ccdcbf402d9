// The text of the build's stylesheets, for the pages that write their routes' CSS into the document
// (app/document-css.tsx, decision 22). A build's files never change, so each is read once.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The CSS of one of the build's `/assets/*.css` files, or "" for any other name. */
export type StylesheetText = (href: string) => string;

const ASSET_CSS = /^\/assets\/[\w.-]+\.css$/;

export function stylesheetTextOf(clientDir: string): StylesheetText {
  const kept = new Map<string, string>();
  return (href) => {
    if (!ASSET_CSS.test(href)) return "";
    let text = kept.get(href);
    if (text === undefined) {
      try {
        text = readFileSync(path.join(clientDir, href), "utf8");
      } catch {
        text = "";
      }
      kept.set(href, text);
    }
    return text;
  };
}
