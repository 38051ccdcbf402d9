// The product page's data (spec §3 "Product response"): product, related products, event,
// event banner, the ships-today flag and the product page's content and navigation blocks.
import { and, asc, eq, gt, inArray, isNull, lte, ne, or } from "drizzle-orm";
import { shownPrice } from "../../../core/price";
import type { Db } from "../../db/client";
import {
  type ContentBlock,
  collections,
  crossSaleItems,
  events,
  type NavigationBlock,
  productAttributes,
  productEvents,
  productPages,
  productPaths,
  products,
  productVariations,
  promotionRules,
  promotionTriggers,
  relatedProducts,
  upSaleItems,
} from "../../db/schema";
import { loadProductCards, type ProductCard, type StockStatus } from "./product-cards";

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
    stock_status: row.stockQuantity > 0 ? "instock" : "outofstock",
    prices: { price, regular_price: row.regularPrice, display_price: price, display_regular_price: row.regularPrice },
    discount_rate: priceOverride === undefined ? shown.discountRate : discountOf(row.regularPrice, price),
    on_sale: price < row.regularPrice,
    additional_info: { login_required: row.loginRequired, one_purchased: row.onePurchased },
  };
}

function discountOf(regular: number, price: number): number {
  return shownPrice({ regularPrice: regular, salePrice: price }).discountRate;
}

async function attributesOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, { name: string; option: string[] }[]>();
  const rows = await db
    .select()
    .from(productAttributes)
    .where(inArray(productAttributes.productId, productIds))
    .orderBy(asc(productAttributes.position));
  const byProduct = new Map<number, { name: string; option: string[] }[]>();
  for (const row of rows) {
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), { name: row.name, option: row.options }]);
  }
  return byProduct;
}

async function variationsOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, VariationRow[]>();
  const rows = await db
    .select()
    .from(productVariations)
    // A hidden combination is not offered (issue 22): the picker never sees it.
    .where(and(inArray(productVariations.productId, productIds), eq(productVariations.hidden, false)))
    .orderBy(asc(productVariations.position), asc(productVariations.id));
  const byProduct = new Map<number, VariationRow[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/** Add-on prices that apply to items bought together with this product (promotion rules). */
async function addOnPricesFor(db: Db, productId: number) {
  const rows = await db
    .select({
      targetProductId: promotionRules.targetProductId,
      targetVariationId: promotionRules.targetVariationId,
      price: promotionRules.price,
    })
    .from(promotionRules)
    .innerJoin(promotionTriggers, eq(promotionTriggers.ruleId, promotionRules.id))
    .where(
      and(
        eq(promotionRules.kind, "addon_price"),
        eq(promotionRules.active, true),
        eq(promotionTriggers.productId, productId),
      ),
    );
  return rows;
}

const DAY_MS = 86_400_000;

/**
 * How long before it starts a shop announces an event: a November shop shows its December event
 * with the event's dates. An event is shown from then until its end; an ended event is not.
 */
const EVENT_ANNOUNCE_DAYS = 30;

/** The product's event a shopper sees at `now`: announced or running, not ended. */
function shownEventOf(productId: number, now: Date) {
  const announcedBy = new Date(now.getTime() + EVENT_ANNOUNCE_DAYS * DAY_MS);
  return and(
    eq(productEvents.productId, productId),
    or(isNull(events.startsAt), lte(events.startsAt, announcedBy)),
    or(isNull(events.endsAt), gt(events.endsAt, now)),
  );
}

export async function getProductResponse(db: Db, slug: string, now = new Date()): Promise<ProductResponse | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.status, "publish")))
    .limit(1);
  if (!row) return null;
  const cards = await loadProductCards(db, [row.id]);
  const card = cards.get(row.id);
  if (!card) return null;

  const [paths, upSaleRows, crossSaleRows, relatedRows, eventRows, pageRows, addOnPrices] = await Promise.all([
    db
      .select({ name: collections.title, slug: collections.url })
      .from(productPaths)
      .innerJoin(collections, eq(collections.id, productPaths.collectionId))
      // The catch-all 'all' collection classifies nothing, and a hidden one (a past campaign) is
      // no way on for a shopper: neither is a step of a breadcrumb.
      .where(and(eq(productPaths.productId, row.id), ne(collections.url, "all"), eq(collections.isExpose, true)))
      .orderBy(asc(productPaths.position)),
    db.select().from(upSaleItems).where(eq(upSaleItems.productId, row.id)).orderBy(asc(upSaleItems.position)),
    db.select().from(crossSaleItems).where(eq(crossSaleItems.productId, row.id)).orderBy(asc(crossSaleItems.position)),
    db
      .select({ id: relatedProducts.relatedProductId })
      .from(relatedProducts)
      .where(eq(relatedProducts.productId, row.id))
      .orderBy(asc(relatedProducts.position)),
    db
      .select({ event: events })
      .from(productEvents)
      .innerJoin(events, eq(events.id, productEvents.eventId))
      .where(shownEventOf(row.id, now))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(1),
    db.select().from(productPages).where(eq(productPages.productId, row.id)).limit(1),
    addOnPricesFor(db, row.id),
  ]);

  const upSaleIds = upSaleRows.map((item) => item.itemProductId);
  const linkedIds = [...upSaleIds, ...crossSaleRows.map((item) => item.itemProductId), ...relatedRows.map((r) => r.id)];
  const [linkedCards, attributes, variations] = await Promise.all([
    loadProductCards(db, linkedIds),
    attributesOf(db, [row.id, ...upSaleIds]),
    variationsOf(db, [row.id, ...upSaleIds]),
  ]);
  const additionalInfo = (r: typeof row): AdditionalInfo => ({
    login_required: r.loginRequired,
    one_purchased: r.onePurchased,
  });

  const upSaleProducts = await upSaleProductsOf(db, upSaleRows, linkedCards, attributes, variations, addOnPrices);
  const crossSaleProducts = crossSaleRows.flatMap((item) => {
    const linked = linkedCards.get(item.itemProductId);
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
  const event = eventRows[0]?.event ?? null;
  const page = pageRows[0];

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
    relatedProducts: relatedRows.flatMap((related) => linkedCards.get(related.id) ?? []),
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

async function upSaleProductsOf(
  db: Db,
  items: (typeof upSaleItems.$inferSelect)[],
  cards: Map<number, ProductCard>,
  attributes: Map<number, { name: string; option: string[] }[]>,
  variations: Map<number, VariationRow[]>,
  addOnPrices: { targetProductId: number; targetVariationId: number | null; price: number | null }[],
): Promise<UpSaleProduct[]> {
  const rows = items.length
    ? await db
        .select()
        .from(products)
        .where(
          inArray(
            products.id,
            items.map((item) => item.itemProductId),
          ),
        )
    : [];
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
