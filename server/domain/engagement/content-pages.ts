// Content pages (spec §2 /brandstory, /collinsday1969, /moodwater-teaser; the footer's terms and
// privacy policy): stored as structured blocks so the operator can change them, never raw HTML.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contentPages } from "../../db/schema";

export type ContentPage = typeof contentPages.$inferSelect;

/** A published page, or null (the route sends the shopper to /error). */
export async function publishedPage(db: Db, slug: string): Promise<ContentPage | null> {
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.status, "published")))
    .limit(1);
  return page ?? null;
}
