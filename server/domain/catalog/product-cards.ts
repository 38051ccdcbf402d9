// Product cards as lists show them (collection lists, search, related products).
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { lowestPrice, shownPrice } from "../../../core/price";
import type { Db } from "../../db/client";
import { preparedRow, rowsJson, rowsOf } from "../../db/json-rows";
import { productImages, products, productVariations } from "../../db/schema";

export type StockStatus = "instock" | "outofstock";

export type ProductCard = {
  id: number;
  slug: string;
  type: "simple" | "variable";
  name: string;
  title: string;
  sub_title: string;
  display_title1: string;
  display_title2: string;
  url: string;
  thumbnail: string;
  images: { src: string; alt: string; width: number; height: number }[];
  price: number;
  display_price: number;
  display_regular_price: number;
  on_sale: boolean;
  discount_rate: number;
  origin_discount_rate: number;
  stock_status: StockStatus;
  rating_count: number;
  average_rating: number;
  promo_text: string;
  sales_count: number;
};

/** What a card shows of a product, its images and its options: half of a product's row. */
const CARD_PRODUCT = [
  "id",
  "slug",
  "type",
  "name",
  "title",
  "subTitle",
  "displayTitle1",
  "displayTitle2",
  "thumbnail",
  "regularPrice",
  "salePrice",
  "stockQuantity",
  "promoText",
  "ratingCount",
  "averageRating",
  "salesCount",
] as const;
const CARD_IMAGE = ["productId", "src", "alt", "width", "height"] as const;
const CARD_VARIATION = ["productId", "regularPrice", "salePrice", "stockQuantity"] as const;

type ProductRow = Pick<typeof products.$inferSelect, (typeof CARD_PRODUCT)[number]>;
type ImageRow = Pick<typeof productImages.$inferSelect, (typeof CARD_IMAGE)[number]>;
type CardVariation = Pick<typeof productVariations.$inferSelect, (typeof CARD_VARIATION)[number]>;

/** Spec §3: an option is sold out when none is left. */
export const stockStatusOf = (quantity: number | null): StockStatus => ((quantity ?? 0) > 0 ? "instock" : "outofstock");

/** A product is sold out when none is left of it or, if it has options, of every offered one. */
export function productStockStatus(
  product: { type: "simple" | "variable"; stockQuantity: number | null },
  offeredVariations: { stockQuantity: number }[],
): StockStatus {
  if (product.type === "simple") return stockStatusOf(product.stockQuantity);
  return offeredVariations.some((v) => v.stockQuantity > 0) ? "instock" : "outofstock";
}

/**
 * What a sell-out (or back in stock) changes on the pages that show a product (migration 0028's
 * `stock:<id>`): its stock status and its offered options', and, when `priceFollowsStock`, the
 * price of its card (a variable product whose options differ in price shows the lowest of those
 * in stock).
 */
export type ProductStock = {
  stock_status: StockStatus;
  variations: Map<number, StockStatus>;
  priceFollowsStock: boolean;
};

/** The published product's stock as its pages show it, in one question; null if it is not published. */
export async function readProductStock(db: Db, productId: number): Promise<ProductStock | null> {
  const rows = await db
    .select({
      type: products.type,
      stockQuantity: products.stockQuantity,
      variation: {
        id: productVariations.id,
        regularPrice: productVariations.regularPrice,
        salePrice: productVariations.salePrice,
        stockQuantity: productVariations.stockQuantity,
      },
    })
    .from(products)
    .leftJoin(productVariations, and(eq(productVariations.productId, products.id), eq(productVariations.hidden, false)))
    .where(and(eq(products.id, productId), eq(products.status, "publish")));
  const [product] = rows;
  if (!product) return null;
  const offered = rows.flatMap((row) => (row.variation ? [row.variation] : []));
  const prices = new Set(offered.map((v) => JSON.stringify(shownPrice(v))));
  return {
    stock_status: productStockStatus(product, offered),
    variations: new Map(offered.map((v) => [v.id, stockStatusOf(v.stockQuantity)])),
    priceFollowsStock: product.type === "variable" && prices.size > 1,
  };
}

/** What `cardColumns` answers: the cards' products, images and offered options, as JSON rows. */
export type CardColumns = { products: unknown; images: unknown; variations: unknown };

/**
 * The cards of the published products whose ids are in `ids` (an integer[]: a placeholder, or the
 * answer of a question about a list) as three columns of a question (`CardColumns`), so a list and
 * its cards can be one question.
 */
export function cardColumns(ids: SQL): SQL {
  const asked = sql`ANY(${ids})`;
  return sql`${rowsJson(products, {
    where: and(sql`${products.id} = ${asked}`, eq(products.status, "publish")),
    columns: CARD_PRODUCT,
  })} AS products,
      ${rowsJson(productImages, {
        where: sql`${productImages.productId} = ${asked}`,
        orderBy: [asc(productImages.position), asc(productImages.id)],
        columns: CARD_IMAGE,
      })} AS images,
      ${rowsJson(productVariations, {
        where: and(sql`${productVariations.productId} = ${asked}`, eq(productVariations.hidden, false)),
        columns: CARD_VARIATION,
      })} AS variations`;
}

/** The cards `cardColumns` answered, keyed by product id. */
export function cardsFrom(answer: CardColumns): Map<number, ProductCard> {
  return cardsOf(
    rowsOf(products, answer.products, CARD_PRODUCT),
    rowsOf(productImages, answer.images, CARD_IMAGE),
    rowsOf(productVariations, answer.variations, CARD_VARIATION),
  );
}

/** The ids asked for are a placeholder: the question is built once, for any list of ids. */
const cardRows = preparedRow<CardColumns, { ids: number[] }>(
  "product cards",
  () => sql`SELECT ${cardColumns(sql`${sql.placeholder("ids")}::integer[]`)}`,
);

/**
 * A list of cards in one question: `ranked` asks the list's product ids in its order (an
 * `ARRAY(SELECT … LIMIT …)` of placeholders given as `Values`), and the same question answers their
 * cards. The list is the cards of its published products, in its order.
 */
export function rankedCards<Values extends Record<string, unknown>>(name: string, ranked: () => SQL) {
  const row = preparedRow<CardColumns & { ids: number[] }, Values>(
    name,
    () =>
      sql`SELECT to_json(ranked.ids) AS ids, ${cardColumns(sql`ranked.ids`)} FROM (SELECT ${ranked()} AS ids) ranked`,
  );
  return async (db: Db, values: Values): Promise<ProductCard[]> => {
    const answer = await row(db, values);
    const cards = cardsFrom(answer);
    return answer.ids.flatMap((id) => cards.get(id) ?? []);
  };
}

/**
 * Cards for the given published products, keyed by id, in one question: the products, their
 * images and their offered options, each as one JSON value (a list of a home section or a
 * collection asked three before), prepared once (building it cost a home render 0.8 ms).
 */
export async function loadProductCards(db: Db, ids: number[]): Promise<Map<number, ProductCard>> {
  if (ids.length === 0) return new Map();
  return cardsFrom(await cardRows(db, { ids }));
}

/**
 * The cards of published product rows, keyed by id, from their images in order and their offered
 * (not hidden) variations.
 */
export function cardsOf(rows: ProductRow[], images: ImageRow[], variations: CardVariation[]): Map<number, ProductCard> {
  const cards = new Map<number, ProductCard>();
  for (const row of rows) {
    const ownVariations = variations
      .filter((v) => v.productId === row.id)
      .map((v) => ({ ...v, inStock: v.stockQuantity > 0 }));
    const shown = (row.type === "variable" ? lowestPrice(ownVariations) : null) ?? shownPrice(row);
    cards.set(row.id, {
      id: row.id,
      slug: row.slug,
      type: row.type,
      name: row.name,
      title: row.title,
      sub_title: row.subTitle,
      display_title1: row.displayTitle1,
      display_title2: row.displayTitle2,
      url: `/product/${row.slug}`,
      thumbnail: row.thumbnail,
      images: images
        .filter((image) => image.productId === row.id)
        .map(({ src, alt, width, height }) => ({ src, alt, width, height })),
      price: shown.price,
      display_price: shown.price,
      display_regular_price: shown.regularPrice,
      on_sale: shown.onSale,
      discount_rate: shown.discountRate,
      origin_discount_rate: shown.discountRate,
      stock_status: productStockStatus(row, ownVariations),
      rating_count: row.ratingCount,
      average_rating: row.averageRating,
      promo_text: row.promoText,
      sales_count: row.salesCount,
    });
  }
  return cards;
}
