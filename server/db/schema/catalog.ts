// Catalog tables: collections and their blocks, products, variations, media and product pages.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

export type AdditionalInfo = { login_required?: boolean; one_purchased?: boolean };
export type VariationAttribute = { name: string; option: string };

export const collections = pgTable(
  "collections",
  {
    id: serial("id").primaryKey(),
    url: text("url").notNull(),
    title: text("title").notNull(),
    titleDescription: text("title_description").notNull().default(""),
    promoText: text("promo_text").notNull().default(""),
    isExpose: boolean("is_expose").notNull().default(true),
    theme: text("theme"),
    backgroundImage: text("background_image"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("collections_url_key").on(t.url)],
);

export const subCategories = pgTable(
  "sub_categories",
  {
    termId: serial("term_id").primaryKey(),
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("sub_categories_collection_slug_key").on(t.collectionId, t.slug)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    type: text("type", { enum: ["simple", "variable"] }).notNull(),
    status: text("status", { enum: ["publish", "hidden"] })
      .notNull()
      .default("publish"),
    /** false: not shown in collections or search, reachable only by its URL. */
    listed: boolean("listed").notNull().default(true),
    name: text("name").notNull(),
    title: text("title").notNull(),
    subTitle: text("sub_title").notNull().default(""),
    displayTitle1: text("display_title1").notNull().default(""),
    displayTitle2: text("display_title2").notNull().default(""),
    description: text("description").notNull().default(""),
    regularPrice: integer("regular_price").notNull(),
    salePrice: integer("sale_price"),
    /** Stock of a simple product; variable products keep stock on their variations. */
    stockQuantity: integer("stock_quantity"),
    thumbnail: text("thumbnail").notNull().default(""),
    parentProductId: integer("parent_product_id"),
    promoText: text("promo_text").notNull().default(""),
    isNpayAvailable: boolean("is_npay_available").notNull().default(false),
    loginRequired: boolean("login_required").notNull().default(false),
    onePurchased: boolean("one_purchased").notNull().default(false),
    /** The most units of this product (all its options together) one order may hold; null: no limit. */
    maxPerOrder: integer("max_per_order"),
    shippingAvailableToday: boolean("shipping_available_today").notNull().default(false),
    giftShopUrl: text("gift_shop_url"),
    /** Kept in step with the published reviews. */
    ratingCount: integer("rating_count").notNull().default(0),
    averageRating: numeric("average_rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    salesCount: integer("sales_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_slug_key").on(t.slug),
    check("products_regular_price_check", sql`${t.regularPrice} >= 0`),
    check("products_sale_price_check", sql`${t.salePrice} IS NULL OR ${t.salePrice} >= 0`),
    check("products_stock_check", sql`${t.stockQuantity} IS NULL OR ${t.stockQuantity} >= 0`),
    check("products_max_per_order_check", sql`${t.maxPerOrder} IS NULL OR ${t.maxPerOrder} >= 1`),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    src: text("src").notNull(),
    alt: text("alt").notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.position)],
);

export const productAttributes = pgTable(
  "product_attributes",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    options: jsonb("options").$type<string[]>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("product_attributes_product_name_key").on(t.productId, t.name)],
);

export const productVariations = pgTable(
  "product_variations",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attributes: jsonb("attributes").$type<VariationAttribute[]>().notNull(),
    regularPrice: integer("regular_price").notNull(),
    salePrice: integer("sale_price"),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    image: text("image"),
    loginRequired: boolean("login_required").notNull().default(false),
    onePurchased: boolean("one_purchased").notNull().default(false),
    position: integer("position").notNull().default(0),
    /** The shop's code of the combination, unique across the shop when given. */
    sku: text("sku"),
    /** Not offered by the storefront's picker and refused by the cart. */
    hidden: boolean("hidden").notNull().default(false),
  },
  (t) => [
    index("product_variations_product_idx").on(t.productId, t.position),
    uniqueIndex("product_variations_sku_key").on(t.sku).where(sql`${t.sku} IS NOT NULL`),
    check("product_variations_stock_check", sql`${t.stockQuantity} >= 0`),
    check("product_variations_price_check", sql`${t.regularPrice} >= 0`),
  ],
);

/** Which collections (and sub-categories) a product belongs to; position 0 is its breadcrumb root. */
export const productPaths = pgTable(
  "product_paths",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    subCategoryId: integer("sub_category_id").references(() => subCategories.termId, {
      onDelete: "set null",
    }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.collectionId] }),
    index("product_paths_collection_idx").on(t.collectionId, t.subCategoryId),
  ],
);

/** The default ('regular') order of a collection list: product cards, banners and blanks. */
export const collectionBlocks = pgTable(
  "collection_blocks",
  {
    id: serial("id").primaryKey(),
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    blockType: text("block_type", { enum: ["banner", "product", "blank"] }).notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    imgUrl: text("img_url"),
    imgUrlMobile: text("img_url_mobile"),
    imgWidth: integer("img_width"),
    imgHeight: integer("img_height"),
    alt: text("alt"),
    link: text("link"),
    anchor: text("anchor"),
    position: integer("position").notNull(),
  },
  (t) => [
    index("collection_blocks_collection_idx").on(t.collectionId, t.position),
    check("collection_blocks_product_check", sql`(${t.blockType} = 'product') = (${t.productId} IS NOT NULL)`),
  ],
);

export const upSaleItems = pgTable(
  "up_sale_items",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    itemProductId: integer("item_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    addProductThumbnail: text("add_product_thumbnail").notNull().default(""),
    addProductWording: text("add_product_wording").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.itemProductId] })],
);

export const crossSaleItems = pgTable(
  "cross_sale_items",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    itemProductId: integer("item_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    broProductTitle: text("bro_product_title").notNull().default(""),
    broProductThumbnail: text("bro_product_thumbnail").notNull().default(""),
    broProductWording: text("bro_product_wording").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.itemProductId] })],
);

export const relatedProducts = pgTable(
  "related_products",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    relatedProductId: integer("related_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId] })],
);

export const events = pgTable("events", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  bannerImage: text("banner_image"),
  bannerWidth: integer("banner_width"),
  bannerHeight: integer("banner_height"),
  link: text("link"),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
});

export const productEvents = pgTable(
  "product_events",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.eventId] })],
);

export type ContentBlock =
  | { type: "heading"; anchor?: string; text: string }
  | { type: "text"; text: string }
  | { type: "image"; src: string; alt: string; width: number; height: number }
  | { type: "list"; items: string[] };

export type NavigationBlock = { data: { title: string; anchor: string } };

export const productPages = pgTable(
  "product_pages",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    mobileContent: jsonb("mobile_content").$type<ContentBlock[]>().notNull(),
    navigation: jsonb("navigation").$type<NavigationBlock[]>().notNull(),
  },
  (t) => [uniqueIndex("product_pages_product_key").on(t.productId)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    /** The member who wrote it and the order line it reviews; null for the seeded reviews. */
    userId: integer("user_id"),
    orderLineId: integer("order_line_id"),
    /** The option the buyer bought ("우드"), copied from the order line; '' for a simple product. */
    optionName: text("option_name").notNull().default(""),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    status: text("status", { enum: ["published", "hidden"] })
      .notNull()
      .default("published"),
    /** How many members marked it 도움돼요: kept in step with review_helpful. */
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt),
    uniqueIndex("reviews_order_line_key").on(t.orderLineId),
    check("reviews_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** A member's 도움돼요 on a review (issue 20): at most one per member and review. */
export const reviewHelpful = pgTable(
  "review_helpful",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
