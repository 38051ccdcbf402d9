// Collections and their sub-categories in the spec §3 "Collection" shape.
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { oneRow, rowsJson, rowsOf } from "../../db/json-rows";
import { collections, subCategories } from "../../db/schema";

export type SubCategory = {
  term_id: number;
  collection_id: number;
  slug: string;
  name: string;
  isSelected: boolean;
};

export type Collection = {
  id: number;
  title: string;
  titleDescription: string;
  promoText: string;
  url: string;
  isExpose: boolean;
  theme: string | null;
  backgroundImage: string | null;
  subCategories: SubCategory[];
};

type CollectionRow = typeof collections.$inferSelect;
type SubCategoryRow = typeof subCategories.$inferSelect;

function toCollection(row: CollectionRow, subs: SubCategoryRow[], selectedSlug?: string): Collection {
  return {
    id: row.id,
    title: row.title,
    titleDescription: row.titleDescription,
    promoText: row.promoText,
    url: row.url,
    isExpose: row.isExpose,
    theme: row.theme,
    backgroundImage: row.backgroundImage,
    subCategories: subs.map((sub) => ({
      term_id: sub.termId,
      collection_id: sub.collectionId,
      slug: sub.slug,
      name: sub.name,
      isSelected: sub.slug === selectedSlug,
    })),
  };
}

/** Every collection (exposed or not) in display order, each with its sub-categories, in one question. */
export async function listCollections(db: Db): Promise<Collection[]> {
  const answer = await oneRow<{ collections: unknown; subs: unknown }>(
    db,
    sql`SELECT ${rowsJson(collections, { orderBy: [asc(collections.position), asc(collections.id)] })} AS collections,
      ${rowsJson(subCategories, { orderBy: [asc(subCategories.position), asc(subCategories.termId)] })} AS subs`,
  );
  const subs = rowsOf(subCategories, answer.subs);
  return rowsOf(collections, answer.collections).map((row) =>
    toCollection(
      row,
      subs.filter((sub) => sub.collectionId === row.id),
    ),
  );
}

export async function findCollectionByUrl(db: Db, url: string, selectedSlug?: string): Promise<Collection | null> {
  const [row] = await db.select().from(collections).where(eq(collections.url, url)).limit(1);
  if (!row) return null;
  const subs = await db
    .select()
    .from(subCategories)
    .where(eq(subCategories.collectionId, row.id))
    .orderBy(asc(subCategories.position), asc(subCategories.termId));
  return toCollection(row, subs, selectedSlug);
}
