// Zod building blocks shared by the catalog editor's schemas, each refusing with its Korean message.
import { z } from "zod";
import { MAX_STOCK } from "../../restock/stock-change";
import { catalogEditorMessages as m } from "./messages";

export const MAX_PRICE = 10_000_000;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A product or sub-category address: lowercase letters, digits and single dashes. */
export const slugField = (message: string) =>
  z.string({ error: message }).trim().max(100, message).regex(SLUG, message);

/** Text the shop shows; trimmed, `required` refuses an empty one. */
export const textField = (max: number, message: string, required = false) =>
  z
    .string({ error: message })
    .trim()
    .min(required ? 1 : 0, message)
    .max(max, message);

export const optionalText = (max: number, message: string) => textField(max, message).default("");

/**
 * An image or link address the storefront puts in the page: a path of this site ('/…', not the
 * protocol-relative '//…') or an https URL. Anything else (javascript:, http:, data:) is refused.
 */
export const siteUrl = z
  .string({ error: m.url })
  .trim()
  .max(2000, m.url)
  .refine((value) => /^\/(?!\/)[^\s\\]*$/.test(value) || isHttpsUrl(value), m.url);

function isHttpsUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** A thumbnail may still be empty while a new product has no photos. */
export const optionalSiteUrl = z.union([z.literal(""), siteUrl], { error: m.url }).default("");

export const price = z.number({ error: m.price }).int(m.price).min(0, m.price).max(MAX_PRICE, m.price);

export const salePrice = price.nullable().default(null);

export const stock = z.number({ error: m.stock }).int(m.stock).min(0, m.stock).max(MAX_STOCK, m.stock);

/** The most units of a product one order may hold (issue 18); null: no limit. */
export const maxPerOrder = z
  .number({ error: m.maxPerOrder })
  .int(m.maxPerOrder)
  .min(1, m.maxPerOrder)
  .max(MAX_STOCK, m.maxPerOrder);

export const flag = z.boolean({ error: m.flag });

/** An option combination's SKU (issue 22): letters, digits, - and _, up to 64; blank is none. */
export const skuField = z
  .string({ error: m.sku })
  .trim()
  .max(64, m.sku)
  .regex(/^[A-Za-z0-9_-]*$/, m.sku)
  .nullable()
  .default(null)
  .transform((sku) => sku || null);

export const anchorField = z
  .string({ error: m.anchor })
  .trim()
  .max(50, m.anchor)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.anchor);

export const imageSize = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(10_000, message);
