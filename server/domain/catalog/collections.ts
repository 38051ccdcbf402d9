// Collections and their sub-categories in the spec §3 "Collection" shape.
import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { oneRow, rowsJson, rowsOf } from "../../db/json-rows";
import { collections, subCategories } from "../../db/schema";

/**
 * The collection of every product (its url): it classifies nothing, so it is no step of a
 * breadcrumb, no banner of its own on the home and the best-sellers' list.
 */
export const ALL_COLLECTION_URL = "all";

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

function toCollection(row: CollectionRow, subs: SubCategoryRow[]): Collection {
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
      isSelected: false,
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

/**
 * The collection at `url` among every collection (`listCollections`), its sub-category `selectedSlug`
 * marked as selected; null when none has that url.
 */
export function collectionAt(all: Collection[], url: string, selectedSlug?: string): Collection | null {
  const found = all.find((collection) => collection.url === url);
  if (!found) return null;
  return {
    ...found,
    subCategories: found.subCategories.map((sub) => ({ ...sub, isSelected: sub.slug === selectedSlug })),
  };
}
