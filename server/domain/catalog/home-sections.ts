// What the home's sections below the best-sellers show (issue 21 "Home that sells"): a banner per
// collection, the newest products, the gift collection's products and the newest photo reviews.
// The operator orders and titles them (the shop setting home_sections); the latest makers note is
// the makers note list's first card.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { thumbnailOf } from "../../../core/reviews";
import { DEFAULT_SORT } from "../../../core/sort";
import type { Db } from "../../db/client";
import { collectionBlocks, productImages, products, reviews } from "../../db/schema";
import { COLLECTION_PAGE_SIZE, collectionPage } from "./collection-list";
import { ALL_COLLECTION_URL, type Collection } from "./collections";
import { type ProductCard, rankedCards } from "./product-cards";
import { maskName } from "./reviews";

export const GIFT_COLLECTION_URL = "gift";

export type CollectionBanner = {
  url: string;
  title: string;
  titleDescription: string;
  image: { src: string; alt: string };
};

/**
 * Every exposed collection but the whole catalog among `all` (`listCollections`, in display order),
 * with the picture of its first banner block (the square phone picture where there is one); a
 * collection without a banner has none.
 */
export async function collectionBanners(db: Db, all: Collection[]): Promise<CollectionBanner[]> {
  const shown = all.filter((collection) => collection.isExpose && collection.url !== ALL_COLLECTION_URL);
  if (shown.length === 0) return [];
  const banners = await db
    .select({
      collectionId: collectionBlocks.collectionId,
      imgUrl: collectionBlocks.imgUrl,
      imgUrlMobile: collectionBlocks.imgUrlMobile,
      alt: collectionBlocks.alt,
    })
    .from(collectionBlocks)
    .where(
      and(
        eq(collectionBlocks.blockType, "banner"),
        inArray(
          collectionBlocks.collectionId,
          shown.map((collection) => collection.id),
        ),
      ),
    )
    .orderBy(asc(collectionBlocks.position), asc(collectionBlocks.id));
  return shown.flatMap(({ id, url, title, titleDescription }) => {
    const banner = banners.find((block) => block.collectionId === id && (block.imgUrlMobile || block.imgUrl));
    if (!banner) return [];
    const src = banner.imgUrlMobile || banner.imgUrl || "";
    return [{ url, title, titleDescription, image: { src, alt: banner.alt ?? "" } }];
  });
}

/** The new arrivals' ranking and their cards, in one question. */
const newest = rankedCards<{ limit: number }>(
  "new arrivals",
  () => sql`ARRAY(SELECT ${products.id} FROM ${products}
      WHERE ${and(
        eq(products.status, "publish"),
        eq(products.listed, true),
        sql`EXISTS (SELECT 1 FROM ${productImages} WHERE ${eq(productImages.productId, products.id)})`,
      )}
      ORDER BY ${desc(products.createdAt)}, ${desc(products.id)} LIMIT ${sql.placeholder("limit")})`,
);

/**
 * The newest products a shopper can find (published and listed) that have a photo, newest first: the
 * section leads with pictures, and a product just published before its photos are in waits for them.
 */
export async function newArrivals(db: Db, limit: number): Promise<ProductCard[]> {
  return newest(db, { limit });
}

/** The first products of the gift collection among `all` in its own order; none when it is hidden or gone. */
export async function giftProducts(db: Db, all: Collection[], limit: number): Promise<ProductCard[]> {
  const gift = all.find((collection) => collection.url === GIFT_COLLECTION_URL && collection.isExpose);
  if (!gift) return [];
  // Its banners and blanks count in a page too: the first page holds enough cards.
  const page = await collectionPage(db, gift, { sort: DEFAULT_SORT, perPage: COLLECTION_PAGE_SIZE });
  return page.data.list.flatMap((block) => (block.blockType === "product" ? [block.data] : [])).slice(0, limit);
}

export type PhotoReview = {
  id: number;
  author: string;
  rating: number;
  content: string;
  /** The first photo, as a square thumbnail where the upload has one. */
  photo: string;
  product: { slug: string; name: string };
};

/** The newest published reviews with photos, of products a shopper can open, newest first. */
export async function photoReviews(db: Db, limit: number): Promise<PhotoReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      author: reviews.authorName,
      rating: reviews.rating,
      content: reviews.content,
      images: reviews.images,
      slug: products.slug,
      name: products.name,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(
      and(
        eq(reviews.status, "published"),
        sql`jsonb_array_length(${reviews.images}) > 0`,
        eq(products.status, "publish"),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    author: maskName(row.author),
    rating: row.rating,
    content: row.content,
    photo: thumbnailOf(row.images[0] ?? ""),
    product: { slug: row.slug, name: row.name },
  }));
}
