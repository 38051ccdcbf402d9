// The public, indexable URLs of the shop for sitemap.xml.
import { and, asc, eq } from "drizzle-orm";
import { links } from "../../../core/links";
import type { Db } from "../../db/client";
import { collections, contentPages, makersNotes, products } from "../../db/schema";

export async function sitemapPaths(db: Db): Promise<{ path: string; lastModified: Date | null }[]> {
  const [collectionRows, productRows, pageRows, noteRows] = await Promise.all([
    db
      .select({ url: collections.url, updatedAt: collections.updatedAt })
      .from(collections)
      .where(eq(collections.isExpose, true))
      .orderBy(asc(collections.position)),
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.status, "publish"), eq(products.listed, true)))
      .orderBy(asc(products.id)),
    db
      .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
      .from(contentPages)
      .where(eq(contentPages.status, "published"))
      .orderBy(asc(contentPages.id)),
    db
      .select({ slug: makersNotes.slug, updatedAt: makersNotes.updatedAt })
      .from(makersNotes)
      .where(eq(makersNotes.status, "published"))
      .orderBy(asc(makersNotes.id)),
  ]);
  return [
    { path: "/", lastModified: null },
    ...collectionRows.map((row) => ({ path: `/collection/${row.url}`, lastModified: row.updatedAt })),
    ...productRows.map((row) => ({ path: `/product/${row.slug}`, lastModified: row.updatedAt })),
    ...pageRows.map((row) => ({ path: `/${row.slug}`, lastModified: row.updatedAt })),
    ...[links.places, links.music, links.makersNote].map((path) => ({ path, lastModified: null })),
    ...noteRows.map((row) => ({ path: `${links.makersNote}/${row.slug}`, lastModified: row.updatedAt })),
  ];
}
