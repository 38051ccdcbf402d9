// Rules of a product document that span several fields, checked before anything is written:
// prices, simple vs. variable stock and options, duplicates, and what the referenced ids point at.
import { and, eq, inArray, ne } from "drizzle-orm";
import { gridErrors } from "../../../../core/option-grid";
import type { Db } from "../../../db/client";
import { collections, events, products, productVariations, subCategories } from "../../../db/schema";
import type { Tx } from "../../checkout/stock";
import { DomainError } from "../../errors";
import { catalogEditorMessages as m } from "./messages";
import type { ProductInput } from "./product-document";

const invalid = (message: string) => new DomainError("invalid", message);

const hasDuplicates = <T>(values: T[]) => new Set(values).size !== values.length;

export function checkProductDocument(doc: ProductInput): void {
  checkPrices(doc);
  if (doc.type === "simple") {
    if (doc.stockQuantity === null) throw invalid(m.stock);
    if (doc.attributes.length || doc.variations.length) throw invalid(m.simpleWithOptions);
  } else {
    if (!doc.attributes.length || !doc.variations.length) throw invalid(m.variableWithoutOptions);
    checkOptions(doc);
  }
  if (hasDuplicates(doc.images.flatMap((image) => (image.id ? [image.id] : [])))) throw invalid(m.image);
  if (hasDuplicates(doc.paths.map((path) => path.collectionId))) throw invalid(m.collectionTwice);
  for (const list of [doc.upSale.map((item) => item.itemProductId), doc.crossSale.map((item) => item.itemProductId)]) {
    if (hasDuplicates(list)) throw invalid(m.linkedTwice);
  }
  if (hasDuplicates(doc.related)) throw invalid(m.linkedTwice);
  checkPage(doc.page);
}

function checkPrices(doc: ProductInput): void {
  for (const item of [doc, ...doc.variations]) {
    if (item.salePrice !== null && item.salePrice >= item.regularPrice) throw invalid(m.salePrice);
  }
}

/** Every variation picks one existing option of each attribute, in attribute order, once. */
function checkOptions(doc: ProductInput): void {
  if (hasDuplicates(doc.attributes.map((attribute) => attribute.name))) throw invalid(m.attributeTaken);
  if (doc.attributes.some((attribute) => hasDuplicates(attribute.options))) throw invalid(m.optionTaken);
  const combinations = new Set<string>();
  for (const variation of doc.variations) {
    const fits =
      variation.attributes.length === doc.attributes.length &&
      variation.attributes.every(
        (chosen, index) =>
          chosen.name === doc.attributes[index]?.name && doc.attributes[index]?.options.includes(chosen.option),
      );
    if (!fits) throw invalid(m.variationAttributes);
    const key = JSON.stringify(variation.attributes.map((chosen) => chosen.option));
    if (combinations.has(key)) throw invalid(m.variationTaken);
    combinations.add(key);
  }
  if (hasDuplicates(doc.variations.flatMap((variation) => (variation.id ? [variation.id] : [])))) {
    throw invalid(m.unknownVariation);
  }
  checkGrid(doc);
}

/**
 * The builder's grid check (core/option-grid.ts): SKUs once in the product, a combination shown,
 * and every shown one reachable level by level through the storefront's picker.
 */
function checkGrid(doc: ProductInput): void {
  const errors = Object.keys(
    gridErrors(
      doc.attributes.map((attribute) => ({ name: attribute.name, option: attribute.options })),
      doc.variations.map((variation) => ({
        ...variation,
        id: variation.id ?? null,
        inStock: variation.stockQuantity > 0,
      })),
    ),
  );
  if (errors.includes("hidden")) throw invalid(m.allHidden);
  if (errors.some((key) => key.endsWith(".sku"))) throw invalid(m.skuTaken);
  if (errors.length) throw invalid(m.unreachable);
}

/** SKUs are unique across the shop: no other product's combination has one of the document's. */
export async function checkSkusFree(tx: Tx, doc: ProductInput, productId: number | null): Promise<void> {
  const skus = doc.variations.flatMap((variation) => (variation.sku ? [variation.sku] : []));
  if (!skus.length) return;
  const [taken] = await tx
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(
      and(
        inArray(productVariations.sku, skus),
        productId === null ? undefined : ne(productVariations.productId, productId),
      ),
    )
    .limit(1);
  if (taken) throw new DomainError("conflict", m.skuTaken);
}

/** Each tab scrolls to a heading of the content, so its anchor must be one. */
function checkPage(page: ProductInput["page"]): void {
  if (!page) return;
  const anchors = new Set(
    page.mobileContent.flatMap((block) => (block.type === "heading" && block.anchor ? [block.anchor] : [])),
  );
  if (page.navigation.some((tab) => !anchors.has(tab.data.anchor))) throw invalid(m.navigationAnchor);
}

/** The products, collections, sub-categories and event the document points at exist. */
export async function checkReferences(tx: Db | Tx, doc: ProductInput, productId: number | null): Promise<void> {
  const linked = [
    ...doc.upSale.map((item) => item.itemProductId),
    ...doc.crossSale.map((item) => item.itemProductId),
    ...doc.related,
    ...(doc.parentProductId === null ? [] : [doc.parentProductId]),
  ];
  if (productId !== null && linked.includes(productId)) throw invalid(m.linkedItself);
  const unique = [...new Set(linked)];
  if (unique.length) {
    const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, unique));
    if (found.length !== unique.length) throw invalid(m.unknownLinkedProduct);
  }
  await checkPaths(tx, doc.paths);
  if (doc.eventId) {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, doc.eventId));
    if (!event) throw invalid(m.unknownEvent);
  }
}

async function checkPaths(tx: Db | Tx, paths: ProductInput["paths"]): Promise<void> {
  if (!paths.length) return;
  const ids = paths.map((path) => path.collectionId);
  const found = await tx.select({ id: collections.id }).from(collections).where(inArray(collections.id, ids));
  if (found.length !== ids.length) throw invalid(m.unknownCollection);
  for (const path of paths) {
    if (path.subCategoryId === null) continue;
    const [sub] = await tx
      .select({ termId: subCategories.termId })
      .from(subCategories)
      .where(and(eq(subCategories.termId, path.subCategoryId), eq(subCategories.collectionId, path.collectionId)));
    if (!sub) throw invalid(m.subCategoryElsewhere);
  }
}
