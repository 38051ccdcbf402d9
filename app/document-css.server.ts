// Which CSS a document carries: the stylesheets React Router's manifest lists for the routes the
// request matched (what <Links /> would link), as one text in the manifest's order (decision 22).
import type { EntryContext } from "react-router";
import type { StylesheetText } from "../server/http/stylesheets";

/** Per build (its stylesheet reader), the CSS of each set of matched routes. */
const kept = new WeakMap<StylesheetText, Map<string, string>>();

export function documentCssOf(context: EntryContext, stylesheetText: StylesheetText): string {
  const routeIds = context.staticHandlerContext.matches.map((match) => match.route.id);
  const key = routeIds.join(" ");
  let ofBuild = kept.get(stylesheetText);
  if (!ofBuild) {
    ofBuild = new Map();
    kept.set(stylesheetText, ofBuild);
  }
  let css = ofBuild.get(key);
  if (css === undefined) {
    // The root's stylesheet is listed with a "#" (React Router's own mark), a file name all the same.
    const hrefs = new Set(
      routeIds.flatMap((id) => context.manifest.routes[id]?.css ?? []).map((href) => href.replace(/#$/, "")),
    );
    // Nothing a stylesheet holds may end the <style> element early.
    css = [...hrefs]
      .map((href) => stylesheetText(href))
      .filter((text) => text !== "")
      .join("\n")
      .replace(/<\/style/gi, "<\\/style");
    ofBuild.set(key, css);
  }
  return css;
}
