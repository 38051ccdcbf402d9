// The product document the console reads and writes whole: the product row's editable fields with
// its images, options, collections, linked products and product page, in display order.
import { z } from "zod";
import type { ContentBlock, NavigationBlock, products, VariationAttribute } from "../../../db/schema";
import { dbId } from "../../ids";
import {
  anchorField,
  flag,
  imageSize,
  maxPerOrder,
  optionalSiteUrl,
  optionalText,
  price,
  salePrice,
  siteUrl,
  skuField,
  slugField,
  stock,
  textField,
} from "./fields";
import { catalogEditorMessages as m } from "./messages";

type ProductRow = typeof products.$inferSelect;

/** What GET /api/admin/products/:id answers; POST and PUT take the same without the ids. */
export type ProductDocument = Pick<
  ProductRow,
  | "id"
  | "slug"
  | "type"
  | "status"
  | "listed"
  | "name"
  | "title"
  | "subTitle"
  | "displayTitle1"
  | "displayTitle2"
  | "description"
  | "regularPrice"
  | "salePrice"
  | "stockQuantity"
  | "thumbnail"
  | "parentProductId"
  | "promoText"
  | "isNpayAvailable"
  | "loginRequired"
  | "onePurchased"
  | "maxPerOrder"
  | "shippingAvailableToday"
  | "giftShopUrl"
> & {
  images: ProductImage[];
  attributes: { name: string; options: string[] }[];
  variations: {
    id: number;
    attributes: VariationAttribute[];
    regularPrice: number;
    salePrice: number | null;
    stockQuantity: number;
    image: string | null;
    loginRequired: boolean;
    onePurchased: boolean;
    /** The shop's code of the combination, unique across the shop; null when none. */
    sku: string | null;
    /** Not offered by the storefront's picker, refused by the cart. Sold out is stock 0. */
    hidden: boolean;
  }[];
  paths: { collectionId: number; subCategoryId: number | null }[];
  upSale: { itemProductId: number; addProductThumbnail: string; addProductWording: string }[];
  crossSale: {
    itemProductId: number;
    broProductTitle: string;
    broProductThumbnail: string;
    broProductWording: string;
  }[];
  related: number[];
  page: { mobileContent: ContentBlock[]; navigation: NavigationBlock[] } | null;
  /** The event whose banner and benefits tab the product page shows. */
  eventId: number | null;
};

export type ProductImage = { id: number; src: string; alt: string; width: number; height: number };

const imageSchema = z.object(
  {
    id: dbId(m.unknownImage).optional(),
    src: siteUrl,
    alt: optionalText(200, m.alt),
    width: imageSize(m.image),
    height: imageSize(m.image),
  },
  { error: m.image },
);

const attributeSchema = z.object(
  {
    name: textField(50, m.attribute, true),
    options: z
      .array(textField(100, m.attribute, true), { error: m.attribute })
      .min(1, m.attribute)
      .max(50, m.attribute),
  },
  { error: m.attribute },
);

const variationSchema = z.object(
  {
    id: dbId(m.unknownVariation).optional(),
    attributes: z
      .array(
        z.object(
          { name: textField(50, m.variationAttributes), option: textField(100, m.variationAttributes) },
          {
            error: m.variationAttributes,
          },
        ),
        { error: m.variationAttributes },
      )
      .max(5, m.variationAttributes),
    regularPrice: price,
    salePrice,
    stockQuantity: stock,
    image: siteUrl.nullable().default(null),
    loginRequired: flag.default(false),
    onePurchased: flag.default(false),
    sku: skuField,
    hidden: flag.default(false),
  },
  { error: m.variation },
);

const linkedProductId = dbId(m.unknownLinkedProduct);

const contentBlockSchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("heading"),
      anchor: anchorField.optional(),
      text: textField(200, m.contentBlock, true),
    }),
    z.object({ type: z.literal("text"), text: textField(5000, m.contentBlock, true) }),
    z.object({
      type: z.literal("image"),
      src: siteUrl,
      alt: textField(200, m.alt),
      width: imageSize(m.contentBlock),
      height: imageSize(m.contentBlock),
    }),
    z.object({
      type: z.literal("list"),
      items: z
        .array(textField(500, m.contentBlock, true), { error: m.contentBlock })
        .min(1, m.contentBlock)
        .max(50, m.contentBlock),
    }),
  ],
  { error: m.contentBlock },
);

const navigationSchema = z.object(
  { data: z.object({ title: textField(30, m.navigation, true), anchor: anchorField }, { error: m.navigation }) },
  { error: m.navigation },
);

const pageSchema = z.object(
  {
    mobileContent: z.array(contentBlockSchema, { error: m.contentBlock }).max(200, m.contentBlock),
    // Spec §2: "an in-page tab bar of 2 to 9 tabs"; none means the plain product information tab.
    navigation: z
      .array(navigationSchema, { error: m.navigation })
      .max(9, m.navigation)
      .refine((tabs) => tabs.length !== 1, m.navigation),
  },
  { error: m.contentBlock },
);

export const productInputSchema = z.object(
  {
    slug: slugField(m.slug),
    type: z.enum(["simple", "variable"], { error: m.type }),
    /** Left out: an update keeps the status (POST …/status changes it), a new product starts hidden. */
    status: z.enum(["publish", "hidden"], { error: m.status }).optional(),
    listed: flag.default(true),
    name: textField(100, m.name, true),
    title: textField(200, m.title, true),
    subTitle: optionalText(200, m.subTitle),
    displayTitle1: optionalText(200, m.subTitle),
    displayTitle2: optionalText(200, m.subTitle),
    description: optionalText(5000, m.description),
    regularPrice: price,
    salePrice,
    /** A simple product's stock; a variable product's lives on its options, so it is ignored there. */
    stockQuantity: stock.nullable().default(null),
    thumbnail: optionalSiteUrl,
    parentProductId: linkedProductId.nullable().default(null),
    promoText: optionalText(200, m.promoText),
    isNpayAvailable: flag.default(false),
    loginRequired: flag.default(false),
    onePurchased: flag.default(false),
    maxPerOrder: maxPerOrder.nullable().default(null),
    shippingAvailableToday: flag.default(false),
    giftShopUrl: siteUrl.nullable().default(null),
    images: z.array(imageSchema, { error: m.image }).max(30, m.image).default([]),
    attributes: z.array(attributeSchema, { error: m.attribute }).max(5, m.attribute).default([]),
    variations: z.array(variationSchema, { error: m.variation }).max(200, m.variation).default([]),
    paths: z
      .array(
        z.object(
          { collectionId: dbId(m.unknownCollection), subCategoryId: dbId(m.path).nullable().default(null) },
          { error: m.path },
        ),
        { error: m.path },
      )
      .max(20, m.path)
      .default([]),
    upSale: z
      .array(
        z.object(
          {
            itemProductId: linkedProductId,
            addProductThumbnail: optionalSiteUrl,
            addProductWording: optionalText(200, m.linkWording),
          },
          { error: m.linkedProduct },
        ),
        { error: m.linkedProduct },
      )
      .max(20, m.linkedProduct)
      .default([]),
    crossSale: z
      .array(
        z.object(
          {
            itemProductId: linkedProductId,
            broProductTitle: optionalText(200, m.linkWording),
            broProductThumbnail: optionalSiteUrl,
            broProductWording: optionalText(200, m.linkWording),
          },
          { error: m.linkedProduct },
        ),
        { error: m.linkedProduct },
      )
      .max(20, m.linkedProduct)
      .default([]),
    related: z.array(linkedProductId, { error: m.linkedProduct }).max(20, m.linkedProduct).default([]),
    page: pageSchema.nullable().default(null),
    /** Left out: the product keeps the event it has. */
    eventId: dbId(m.unknownEvent).nullable().optional(),
  },
  { error: m.invalidProduct },
);

export type ProductInput = z.output<typeof productInputSchema>;
