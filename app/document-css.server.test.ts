// Decision 22: a document carries the CSS of the routes it matched, as React Router's manifest lists
// it, each file once and in order, and nothing in it can end the <style> element.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { stylesheetTextOf } from "../server/http/stylesheets";
import { documentCssOf } from "./document-css.server";

function clientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "collins-css-"));
  mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, "assets", name), text);
  writeFileSync(path.join(dir, "secret.txt"), "not a stylesheet");
  return dir;
}

function contextOf(matched: string[], css: Record<string, string[]>): EntryContext {
  return {
    staticHandlerContext: { matches: matched.map((id) => ({ route: { id } })) },
    manifest: { routes: Object.fromEntries(Object.entries(css).map(([id, hrefs]) => [id, { id, css: hrefs }])) },
  } as unknown as EntryContext;
}

describe("the CSS a document carries (decision 22)", () => {
  const dir = clientDir({
    "shell-a.css": ".shell{color:red}",
    "product-b.css": ".gallery>li{margin:0}",
    "shared-c.css": ".shared{}",
    "cart-d.css": ".cart{}",
    "odd-e.css": 'a::after{content:"</style><script>"}b::after{content:"</STYLE>"}',
  });
  const css = {
    root: ["/assets/shell-a.css#"],
    "routes/product": ["/assets/shared-c.css", "/assets/product-b.css"],
    "routes/cart": ["/assets/shared-c.css", "/assets/cart-d.css"],
    "routes/odd": ["/assets/odd-e.css"],
  };

  it("is the matched routes' stylesheets in the manifest's order, each once, the root's '#' mark dropped", () => {
    const text = stylesheetTextOf(dir);
    expect(documentCssOf(contextOf(["root", "routes/product"], css), text)).toBe(
      ".shell{color:red}\n.shared{}\n.gallery>li{margin:0}",
    );
    expect(documentCssOf(contextOf(["root", "routes/cart"], css), text)).toBe(".shell{color:red}\n.shared{}\n.cart{}");
  });

  it("cannot close its <style> element", () => {
    const written = documentCssOf(contextOf(["routes/odd"], css), stylesheetTextOf(dir));
    expect(written).not.toMatch(/<\/style/i);
    expect(written).toContain("<\\/style>");
  });

  it("reads only the build's /assets/*.css files, and a missing one as nothing", () => {
    const text = stylesheetTextOf(dir);
    expect(text("/assets/shell-a.css")).toBe(".shell{color:red}");
    for (const href of [
      "/secret.txt",
      "/assets/../secret.txt",
      "/assets/missing.css",
      "https://elsewhere.example/a.css",
    ]) {
      expect(text(href), href).toBe("");
    }
  });

  it("is nothing for a route without stylesheets, or without a build (development)", () => {
    expect(documentCssOf(contextOf(["root", "routes/none"], css), stylesheetTextOf(dir))).toBe(".shell{color:red}");
    expect(documentCssOf(contextOf(["root", "routes/product"], css), () => "")).toBe("");
  });
});
