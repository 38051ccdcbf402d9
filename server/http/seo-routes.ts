// robots.txt and sitemap.xml, built from the catalog.
import { Hono } from "hono";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { sitemapPaths } from "../domain/catalog/sitemap";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function seoRoutes(db: Db, config: Config): Hono {
  return new Hono()
    .get("/robots.txt", (c) =>
      c.text(
        [
          "User-agent: *",
          "Allow: /",
          "Disallow: /api/",
          "Disallow: /cart",
          "Disallow: /account",
          "Disallow: /order/",
          "Disallow: /error",
          `Sitemap: ${config.publicBaseUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
    )
    .get("/sitemap.xml", async (c) => {
      const entries = (await sitemapPaths(db)).map(({ path, lastModified }) => {
        const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
        return `<url><loc>${escapeXml(`${config.publicBaseUrl}${path}`)}</loc>${lastmod}</url>`;
      });
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</urlset>\n`;
      return c.body(xml, 200, {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      });
    });
}
