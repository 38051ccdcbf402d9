// The product page's data (spec §3 "Product response"): product, related products, event,
// event banner, the ships-today flag and the product page's content and navigation blocks, read in
// one question (issue 23: a product page rendered with empty caches asks at most three).
import { and, asc, eq, gt, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { shownPrice } from "../../../core/price";
import { DEFAULT_REVIEW_VIEW } from "../../../core/reviews";
import type { ShippingPolicy } from "../../../core/shipping";
import type { Db } from "../../db/client";
import { preparedRow, rowJson, rowOf, rowsJson, rowsOf } from "../../db/json-rows";
import {
  type ContentBlock,
  collections,
  crossSaleItems,
  events,
  type NavigationBlock,
  productAttributes,
  productEvents,
  productImages,
  productPages,
  productPaths,
  products,
  productVariations,
  promotionRules,
  promotionTriggers,
  relatedProducts,
  upSaleItems,
} from "../../db/schema";
import { settingOf, storedSettingJson } from "../settings/shop-settings";
import { ALL_COLLECTION_URL } from "./collections";
import { cardsOf, type ProductCard, type StockStatus, stockStatusOf } from "./product-cards";
import {
  type ReviewSection,
  type ReviewSectionRows,
  reviewSectionColumns,
  reviewSectionLimit,
  reviewSectionOf,
} from "./reviews";

export type AdditionalInfo = { login_required: boolean; one_purchased: boolean };

export type Prices = {
  price: number;
  regular_price: number;
  display_price: number;
  display_regular_price: number;
};

/**
 * Spec §3 "Variation": whether it is sold out, never how many are left (issue 23 "Stock is not page
 * content": a kept page changes only when something sells out; the cart, which is personal, checks
 * the count).
 */
export type ProductVariation = {
  id: number;
  attributes: { name: string; option: string }[];
  image: string | null;
  stock_status: StockStatus;
  prices: Prices;
  discount_rate: number;
  on_sale: boolean;
  additional_info: AdditionalInfo;
};

export type UpSaleProduct = {
  id: number;
  slug: string;
  type: "simple" | "variable";
  name: string;
  title: string;
  thumbnail: string;
  add_product_thumbnail: string;
  add_product_wording: string;
  image: string | null;
  on_sale: boolean;
  discount_rate: number;
  prices: Prices;
  stock_status: StockStatus;
  attributes: { name: string; option: string[] }[];
  product_variations: ProductVariation[];
  additional_info: AdditionalInfo;
};

export type CrossSaleProduct = ProductCard & {
  bro_product_title: string;
  bro_product_thumbnail: string;
  bro_product_wording: string;
};

export type ProductDetail = ProductCard & {
  description: string;
  parent_product: number | null;
  paths: { name: string; slug: string }[];
  attributes: { name: string; option: string[] }[];
  product_variations: ProductVariation[];
  up_sale_products: UpSaleProduct[];
  cross_sale_products: CrossSaleProduct[];
  is_npay_available: boolean;
  gift_shop_url: string | null;
  additional_info: AdditionalInfo;
  listed: boolean;
};

export type ProductResponse = {
  product: ProductDetail;
  relatedProducts: ProductCard[];
  /** The event's period (ISO instants); null where the event has no start or no end. */
  event: {
    id: number;
    title: string;
    description: string;
    link: string | null;
    starts_at: string | null;
    ends_at: string | null;
  } | null;
  eventBanner: { img: string; width: number; height: number; link: string | null } | null;
  shipping_available_today: boolean;
  productPage: { slug: string; mobile_content: ContentBlock[]; navigation: NavigationBlock[] } | null;
};

type VariationRow = typeof productVariations.$inferSelect;

function toVariation(row: VariationRow, priceOverride?: number): ProductVariation {
  const shown = shownPrice(row);
  const price = priceOverride ?? shown.price;
  return {
    id: row.id,
    attributes: row.attributes,
    image: row.image,
    stock_status: stockStatusOf(row.stockQuantity),
    prices: { price, regular_price: row.regularPrice, display_price: price, display_regular_price: row.regularPrice },
    discount_rate: priceOverride === undefined ? shown.discountRate : discountOf(row.regularPrice, price),
    on_sale: price < row.regularPrice,
    additional_info: { login_required: row.loginRequired, one_purchased: row.onePurchased },
  };
}

function discountOf(regular: number, price: number): number {
  return shownPrice({ regularPrice: regular, salePrice: price }).discountRate;
}

type AddOnPrice = { targetProductId: number; targetVariationId: number | null; price: number | null };

/** Add-on prices that apply to items bought together with this product (promotion rules), as JSON. */
function addOnPricesJson(productId: SQL) {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'targetProductId', ${promotionRules.targetProductId},
      'targetVariationId', ${promotionRules.targetVariationId},
      'price', ${promotionRules.price})), '[]'::json)
    FROM ${promotionRules} INNER JOIN ${promotionTriggers} ON ${eq(promotionTriggers.ruleId, promotionRules.id)}
    WHERE ${and(eq(promotionRules.kind, "addon_price"), eq(promotionRules.active, true), eq(promotionTriggers.productId, productId))})`;
}

/**
 * The product's breadcrumb as JSON. The catch-all 'all' collection classifies nothing, and a hidden
 * one (a past campaign) is no way on for a shopper: neither is a step of a breadcrumb.
 */
function pathsJson(productId: SQL) {
  return sql`(SELECT coalesce(json_agg(json_build_object('name', ${collections.title}, 'slug', ${collections.url})
      ORDER BY ${productPaths.position}), '[]'::json)
    FROM ${productPaths} INNER JOIN ${collections} ON ${eq(collections.id, productPaths.collectionId)}
    WHERE ${and(eq(productPaths.productId, productId), ne(collections.url, ALL_COLLECTION_URL), eq(collections.isExpose, true))})`;
}

const DAY_MS = 86_400_000;

/**
 * How long before it starts a shop announces an event: a November shop shows its December event
 * with the event's dates. An event is shown from then until its end; an ended event is not.
 */
const EVENT_ANNOUNCE_DAYS = 30;

/**
 * The product's event a shopper sees at the placeholder `now` (announced or running, not ended) as
 * JSON, or null. `announcedBy` is `now` plus EVENT_ANNOUNCE_DAYS.
 */
function shownEventJson(productId: SQL) {
  const shown = and(
    eq(productEvents.productId, productId),
    or(isNull(events.startsAt), lte(events.startsAt, sql.placeholder("announcedBy"))),
    or(isNull(events.endsAt), gt(events.endsAt, sql.placeholder("now"))),
  );
  return sql`(SELECT to_json(${events}) FROM ${productEvents} INNER JOIN ${events} ON ${eq(events.id, productEvents.eventId)}
    WHERE ${shown} ORDER BY ${asc(events.startsAt)}, ${asc(events.id)} LIMIT 1)`;
}

/** The values of `productQuery`'s placeholders: the product and the time (as Drizzle sends dates). */
const productValues = (slug: string, now: Date) => ({
  slug,
  now: now.toISOString(),
  announcedBy: new Date(now.getTime() + EVENT_ANNOUNCE_DAYS * DAY_MS).toISOString(),
});

/** What `productQuery` answers: each table's rows as JSON (server/db/json-rows.ts). */
type ProductRows = {
  id: number | null;
  products: unknown;
  images: unknown;
  variations: unknown;
  attributes: unknown;
  paths: { name: string; slug: string }[];
  up_sale: unknown;
  cross_sale: unknown;
  related: unknown;
  event: unknown;
  page: unknown;
  add_on_prices: AddOnPrice[];
};

/**
 * Everything the product response shows, in one question (issue 23): the product (`target`), the
 * products it offers with it (`offered`: itself and its add-ons, shown with their options) and every
 * product it shows a card of (`shown`: those, the siblings and the related products). Its values are
 * placeholders (`productValues`): it is built once.
 */
function productQuery(more: (target: SQL) => SQL[] = () => []): SQL {
  const target = sql`(SELECT id FROM target)`;
  const shown = sql`(SELECT id FROM shown)`;
  return sql`WITH target AS (
      SELECT ${products.id} FROM ${products} WHERE ${and(eq(products.slug, sql.placeholder("slug")), eq(products.status, "publish"))} LIMIT 1),
    offered AS (
      SELECT id FROM target
      UNION SELECT ${upSaleItems.itemProductId} FROM ${upSaleItems} WHERE ${eq(upSaleItems.productId, target)}),
    shown AS (
      SELECT id FROM offered
      UNION SELECT ${crossSaleItems.itemProductId} FROM ${crossSaleItems} WHERE ${eq(crossSaleItems.productId, target)}
      UNION SELECT ${relatedProducts.relatedProductId} FROM ${relatedProducts} WHERE ${eq(relatedProducts.productId, target)})
    SELECT ${target} AS id,
      ${rowsJson(products, { where: and(sql`${products.id} IN ${shown}`, eq(products.status, "publish")) })} AS products,
      ${rowsJson(productImages, { where: sql`${productImages.productId} IN ${shown}`, orderBy: [asc(productImages.position)] })} AS images,
      ${rowsJson(productVariations, {
        // A hidden combination is not offered (issue 22): the picker never sees it.
        where: and(sql`${productVariations.productId} IN ${shown}`, eq(productVariations.hidden, false)),
        orderBy: [asc(productVariations.position), asc(productVariations.id)],
      })} AS variations,
      ${rowsJson(productAttributes, {
        where: sql`${productAttributes.productId} IN (SELECT id FROM offered)`,
        orderBy: [asc(productAttributes.position)],
      })} AS attributes,
      ${pathsJson(target)} AS paths,
      ${rowsJson(upSaleItems, { where: eq(upSaleItems.productId, target), orderBy: [asc(upSaleItems.position)] })} AS up_sale,
      ${rowsJson(crossSaleItems, { where: eq(crossSaleItems.productId, target), orderBy: [asc(crossSaleItems.position)] })} AS cross_sale,
      ${rowsJson(relatedProducts, { where: eq(relatedProducts.productId, target), orderBy: [asc(relatedProducts.position)] })} AS related,
      ${shownEventJson(target)} AS event,
      ${rowJson(productPages, eq(productPages.productId, target))} AS page,
      ${addOnPricesJson(target)} AS add_on_prices
      ${sql.join(
        more(target).map((column) => sql`, ${column}`),
        sql``,
      )}`;
}

/** `rows` of one product each, grouped by product. */
function byProduct<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.productId, [...(grouped.get(row.productId) ?? []), row]);
  return grouped;
}

const productRow = preparedRow<ProductRows, ReturnType<typeof productValues>>("product", () => productQuery());

export async function getProductResponse(db: Db, slug: string, now = new Date()): Promise<ProductResponse | null> {
  return productResponseOf(await productRow(db, productValues(slug, now)));
}

const productPageRow = preparedRow<
  ProductRows & ReviewSectionRows & { shipping: unknown },
  ReturnType<typeof productValues> & { reviewLimit: number }
>("product page", () =>
  productQuery((target) => [
    sql`${storedSettingJson("shipping")} AS shipping`,
    reviewSectionColumns(target, DEFAULT_REVIEW_VIEW),
  ]),
);

/**
 * The product page's product, the shop's shipping policy it shows (배송/교환/반품) and its review
 * section as it opens (최신순, the first page), in the same one question.
 */
export async function getProductPage(
  db: Db,
  slug: string,
  now = new Date(),
): Promise<{ response: ProductResponse; shipping: ShippingPolicy; reviews: ReviewSection } | null> {
  const answer = await productPageRow(db, { ...productValues(slug, now), reviewLimit: reviewSectionLimit(1) });
  const response = productResponseOf(answer);
  return (
    response && {
      response,
      shipping: settingOf("shipping", answer.shipping),
      reviews: reviewSectionOf(answer, 1),
    }
  );
}

function productResponseOf(answer: ProductRows): ProductResponse | null {
  const productRows = rowsOf(products, answer.products);
  const row = productRows.find((r) => r.id === answer.id);
  if (!row) return null;
  const variationRows = rowsOf(productVariations, answer.variations);
  const cards = cardsOf(productRows, rowsOf(productImages, answer.images), variationRows);
  const card = cards.get(row.id);
  if (!card) return null;

  const paths = answer.paths;
  const upSaleRows = rowsOf(upSaleItems, answer.up_sale);
  const crossSaleRows = rowsOf(crossSaleItems, answer.cross_sale);
  const relatedRows = rowsOf(relatedProducts, answer.related);
  const attributes = new Map(
    [...byProduct(rowsOf(productAttributes, answer.attributes))].map(([id, rows]) => [
      id,
      rows.map((attribute) => ({ name: attribute.name, option: attribute.options })),
    ]),
  );
  const variations = byProduct(variationRows);
  const additionalInfo = (r: typeof row): AdditionalInfo => ({
    login_required: r.loginRequired,
    one_purchased: r.onePurchased,
  });

  const upSaleProducts = upSaleProductsOf(upSaleRows, productRows, cards, attributes, variations, answer.add_on_prices);
  const crossSaleProducts = crossSaleRows.flatMap((item) => {
    const linked = cards.get(item.itemProductId);
    if (!linked) return [];
    return [
      {
        ...linked,
        bro_product_title: item.broProductTitle,
        bro_product_thumbnail: item.broProductThumbnail,
        bro_product_wording: item.broProductWording,
      },
    ];
  });
  const event = rowOf(events, answer.event);
  const page = rowOf(productPages, answer.page);

  return {
    product: {
      ...card,
      description: row.description,
      parent_product: row.parentProductId,
      paths,
      attributes: attributes.get(row.id) ?? [],
      product_variations: (variations.get(row.id) ?? []).map((variation) => toVariation(variation)),
      up_sale_products: upSaleProducts,
      cross_sale_products: crossSaleProducts,
      is_npay_available: row.isNpayAvailable,
      gift_shop_url: row.giftShopUrl,
      additional_info: additionalInfo(row),
      listed: row.listed,
    },
    relatedProducts: relatedRows.flatMap((related) => cards.get(related.relatedProductId) ?? []),
    event: event
      ? {
          id: event.id,
          title: event.title,
          description: event.description,
          link: event.link,
          starts_at: event.startsAt?.toISOString() ?? null,
          ends_at: event.endsAt?.toISOString() ?? null,
        }
      : null,
    eventBanner:
      event?.bannerImage != null
        ? {
            img: event.bannerImage,
            width: event.bannerWidth ?? 1200,
            height: event.bannerHeight ?? 300,
            link: event.link,
          }
        : null,
    shipping_available_today: row.shippingAvailableToday,
    productPage: page ? { slug: page.slug, mobile_content: page.mobileContent, navigation: page.navigation } : null,
  };
}

function upSaleProductsOf(
  items: (typeof upSaleItems.$inferSelect)[],
  rows: (typeof products.$inferSelect)[],
  cards: Map<number, ProductCard>,
  attributes: Map<number, { name: string; option: string[] }[]>,
  variations: Map<number, VariationRow[]>,
  addOnPrices: AddOnPrice[],
): UpSaleProduct[] {
  const addOnPrice = (productId: number, variationId: number | null) =>
    addOnPrices.find((rule) => rule.targetProductId === productId && rule.targetVariationId === variationId)?.price ??
    undefined;
  return items.flatMap((item) => {
    const card = cards.get(item.itemProductId);
    const row = rows.find((r) => r.id === item.itemProductId);
    if (!card || !row) return [];
    const ownPrice = addOnPrice(row.id, null);
    const price = ownPrice ?? card.price;
    return [
      {
        id: card.id,
        slug: card.slug,
        type: card.type,
        name: card.name,
        title: card.title,
        thumbnail: card.thumbnail,
        add_product_thumbnail: item.addProductThumbnail,
        add_product_wording: item.addProductWording,
        image: card.images[0]?.src ?? null,
        on_sale: price < card.display_regular_price,
        discount_rate: discountOf(card.display_regular_price, price),
        prices: {
          price,
          regular_price: card.display_regular_price,
          display_price: price,
          display_regular_price: card.display_regular_price,
        },
        stock_status: card.stock_status,
        attributes: attributes.get(row.id) ?? [],
        product_variations: (variations.get(row.id) ?? []).map((variation) =>
          toVariation(variation, addOnPrice(row.id, variation.id)),
        ),
        additional_info: { login_required: row.loginRequired, one_purchased: row.onePurchased },
      },
    ];
  });
}
