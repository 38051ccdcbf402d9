// Writes a checked product document's parts inside the caller's transaction. Images and variations
// keep their ids (carts and orders point at variations); the other lists are replaced in order.
import { and, eq, inArray, max, notInArray } from "drizzle-orm";
import {
  cartItems,
  collectionBlocks,
  crossSaleItems,
  productAttributes,
  productEvents,
  productImages,
  productPages,
  productPaths,
  products,
  productVariations,
  promotionRules,
  relatedProducts,
  upSaleItems,
} from "../../../db/schema";
import type { Tx } from "../../checkout/stock";
import { DomainError } from "../../errors";
import { catalogEditorMessages as m } from "./messages";
import type { ProductDocument, ProductInput } from "./product-document";

export function productRowValues(doc: ProductInput) {
  return {
    slug: doc.slug,
    type: doc.type,
    listed: doc.listed,
    name: doc.name,
    title: doc.title,
    subTitle: doc.subTitle,
    displayTitle1: doc.displayTitle1,
    displayTitle2: doc.displayTitle2,
    description: doc.description,
    regularPrice: doc.regularPrice,
    salePrice: doc.salePrice,
    stockQuantity: doc.type === "simple" ? doc.stockQuantity : null,
    thumbnail: doc.thumbnail,
    parentProductId: doc.parentProductId,
    promoText: doc.promoText,
    isNpayAvailable: doc.isNpayAvailable,
    loginRequired: doc.loginRequired,
    onePurchased: doc.onePurchased,
    maxPerOrder: doc.maxPerOrder,
    shippingAvailableToday: doc.shippingAvailableToday,
    giftShopUrl: doc.giftShopUrl,
  };
}

/** Slugs are unique; the product being edited may keep its own. */
export async function checkSlugFree(tx: Tx, slug: string, productId: number | null): Promise<void> {
  const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (taken && taken.id !== productId) throw new DomainError("conflict", m.slugTaken);
}

/**
 * Image and variation ids an update keeps must be this product's. Variations it drops must not be
 * in a cart or a promotion (deleting would remove the cart line or the rule), and a product in a
 * cart keeps its type, whose lines name it with or without an option.
 */
export async function checkKeptAndDropped(tx: Tx, before: ProductDocument, doc: ProductInput): Promise<void> {
  const kept = new Set(doc.variations.flatMap((variation) => (variation.id ? [variation.id] : [])));
  const known = new Set(before.variations.map((variation) => variation.id));
  if ([...kept].some((id) => !known.has(id))) throw new DomainError("invalid", m.unknownVariation);
  const imageIds = new Set(before.images.map((image) => image.id));
  if (doc.images.some((image) => image.id && !imageIds.has(image.id))) throw new DomainError("invalid", m.unknownImage);

  if (before.type !== doc.type) {
    const [inCart] = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.productId, before.id));
    if (inCart) throw new DomainError("conflict", m.typeChangeInCart);
  }
  const removed = [...known].filter((id) => !kept.has(id));
  if (!removed.length) return;
  const [inCart] = await tx.select({ id: cartItems.id }).from(cartItems).where(inArray(cartItems.variationId, removed));
  if (inCart) throw new DomainError("conflict", m.variationInCart);
  const [inRule] = await tx
    .select({ id: promotionRules.id })
    .from(promotionRules)
    .where(inArray(promotionRules.targetVariationId, removed));
  if (inRule) throw new DomainError("conflict", m.variationInPromotion);
}

/** `before` is the stored document of an update, null for a new product. */
export async function writeProductParts(
  tx: Tx,
  productId: number,
  doc: ProductInput,
  before: ProductDocument | null,
): Promise<void> {
  await syncImages(tx, productId, doc.images);
  await syncVariations(tx, productId, doc.variations);
  await tx.delete(productAttributes).where(eq(productAttributes.productId, productId));
  if (doc.attributes.length) {
    await tx
      .insert(productAttributes)
      .values(doc.attributes.map((attribute, position) => ({ productId, ...attribute, position })));
  }
  await tx.delete(productPaths).where(eq(productPaths.productId, productId));
  if (doc.paths.length) {
    await tx.insert(productPaths).values(doc.paths.map((path, position) => ({ productId, ...path, position })));
  }
  await writeLinkedProducts(tx, productId, doc);
  await writePage(tx, productId, doc);
  if (doc.eventId !== undefined) {
    await tx.delete(productEvents).where(eq(productEvents.productId, productId));
    if (doc.eventId !== null) await tx.insert(productEvents).values({ productId, eventId: doc.eventId });
  }
  await keepListsInStep(tx, productId, listedIn(before), listedIn(doc));
}

async function syncImages(tx: Tx, productId: number, images: ProductInput["images"]): Promise<void> {
  const kept = images.flatMap((image) => (image.id ? [image.id] : []));
  await tx
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), kept.length ? notInArray(productImages.id, kept) : undefined));
  for (const [position, { id, ...image }] of images.entries()) {
    if (id) {
      await tx
        .update(productImages)
        .set({ ...image, position })
        .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
    } else await tx.insert(productImages).values({ productId, ...image, position });
  }
}

async function syncVariations(tx: Tx, productId: number, variations: ProductInput["variations"]): Promise<void> {
  const kept = variations.flatMap((variation) => (variation.id ? [variation.id] : []));
  await tx
    .delete(productVariations)
    .where(
      and(eq(productVariations.productId, productId), kept.length ? notInArray(productVariations.id, kept) : undefined),
    );
  // SKUs may move between the product's rows: none is held while the rows are written.
  await tx.update(productVariations).set({ sku: null }).where(eq(productVariations.productId, productId));
  for (const [position, { id, ...variation }] of variations.entries()) {
    if (id) {
      await tx
        .update(productVariations)
        .set({ ...variation, position })
        .where(and(eq(productVariations.id, id), eq(productVariations.productId, productId)));
    } else await tx.insert(productVariations).values({ productId, ...variation, position });
  }
}

async function writeLinkedProducts(tx: Tx, productId: number, doc: ProductInput): Promise<void> {
  await tx.delete(upSaleItems).where(eq(upSaleItems.productId, productId));
  await tx.delete(crossSaleItems).where(eq(crossSaleItems.productId, productId));
  await tx.delete(relatedProducts).where(eq(relatedProducts.productId, productId));
  if (doc.upSale.length) {
    await tx.insert(upSaleItems).values(doc.upSale.map((item, position) => ({ productId, ...item, position })));
  }
  if (doc.crossSale.length) {
    await tx.insert(crossSaleItems).values(doc.crossSale.map((item, position) => ({ productId, ...item, position })));
  }
  if (doc.related.length) {
    await tx
      .insert(relatedProducts)
      .values(doc.related.map((relatedProductId, position) => ({ productId, relatedProductId, position })));
  }
}

/** The page answers under the product's slug (spec §3 "productPage (slug, …)"). */
async function writePage(tx: Tx, productId: number, doc: ProductInput): Promise<void> {
  if (!doc.page) {
    await tx.delete(productPages).where(eq(productPages.productId, productId));
    return;
  }
  const values = { slug: doc.slug, mobileContent: doc.page.mobileContent, navigation: doc.page.navigation };
  await tx
    .insert(productPages)
    .values({ productId, ...values })
    .onConflictDoUpdate({ target: productPages.productId, set: values });
}

/** The collections whose lists should show the product. */
const listedIn = (doc: Pick<ProductInput, "listed" | "paths"> | null) =>
  doc?.listed ? doc.paths.map((path) => path.collectionId) : [];

/**
 * Collection lists show the product blocks of `collection_blocks` only, so a listed product gets a
 * block at the end of each list it joins and loses its blocks where it no longer belongs. Where it
 * already belonged, the list stays as the operator arranged it (with or without the product).
 */
async function keepListsInStep(tx: Tx, productId: number, before: number[], after: number[]): Promise<void> {
  await tx
    .delete(collectionBlocks)
    .where(
      and(
        eq(collectionBlocks.productId, productId),
        after.length ? notInArray(collectionBlocks.collectionId, after) : undefined,
      ),
    );
  for (const collectionId of after.filter((id) => !before.includes(id))) {
    const inCollection = eq(collectionBlocks.collectionId, collectionId);
    const [present] = await tx
      .select({ id: collectionBlocks.id })
      .from(collectionBlocks)
      .where(and(inCollection, eq(collectionBlocks.productId, productId)))
      .limit(1);
    if (present) continue;
    const [last] = await tx
      .select({ position: max(collectionBlocks.position) })
      .from(collectionBlocks)
      .where(inCollection);
    await tx
      .insert(collectionBlocks)
      .values({ collectionId, blockType: "product", productId, position: (last?.position ?? -1) + 1 });
  }
}
