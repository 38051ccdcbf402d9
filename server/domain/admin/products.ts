// The catalog editor's product operations (issue #9): read, create and replace a whole product
// document, publish or hide it, and add an uploaded photo. Each change is checked in full first,
// then written with its audit row in one transaction.
import { eq, max, sql } from "drizzle-orm";
import { variantUrlOf } from "../../../core/media";
import type { Db } from "../../db/client";
import { productImages, products } from "../../db/schema";
import type { Tx } from "../checkout/stock";
import { DomainError } from "../errors";
import { queueRestockAlarms } from "../restock/stock-change";
import type { Upload } from "../uploads/images";
import { storeMedia } from "../uploads/media";
import { type Operator, recordAudit } from "./audit";
import { catalogEditorMessages as m } from "./catalog/messages";
import type { ProductDocument, ProductImage, ProductInput } from "./catalog/product-document";
import { loadProductDocument } from "./catalog/product-read";
import { checkProductDocument, checkReferences, checkSkusFree } from "./catalog/product-rules";
import { checkKeptAndDropped, checkSlugFree, productRowValues, writeProductParts } from "./catalog/product-write";

export async function getProductDocument(db: Db, id: number): Promise<ProductDocument> {
  const doc = await loadProductDocument(db, id);
  if (!doc) throw new DomainError("not_found", m.productNotFound);
  return doc;
}

export async function createProduct(db: Db, operator: Operator, input: ProductInput): Promise<ProductDocument> {
  checkProductDocument(input);
  // A new product's images and options are all new, whatever ids a copied document carried.
  const doc: ProductInput = {
    ...input,
    images: input.images.map(({ id: _id, ...image }) => image),
    variations: input.variations.map(({ id: _id, ...variation }) => variation),
  };
  return db.transaction(async (tx) => {
    await checkSlugFree(tx, doc.slug, null);
    await checkReferences(tx, doc, null);
    await checkSkusFree(tx, doc, null);
    const [row] = await tx
      .insert(products)
      .values({ ...productRowValues(doc), status: doc.status ?? "hidden" })
      .returning({ id: products.id });
    if (!row) throw new DomainError("conflict", m.slugTaken);
    await writeProductParts(tx, row.id, doc, null);
    const after = await documentOf(tx, row.id);
    await recordAudit(tx, operator, { action: "product.create", entity: "product", entityId: row.id, after });
    return after;
  });
}

/** Replaces the product with `doc`; options back in stock queue their restock alarms. */
export async function updateProduct(
  db: Db,
  operator: Operator,
  id: number,
  doc: ProductInput,
  publicBaseUrl: string,
): Promise<ProductDocument> {
  checkProductDocument(doc);
  return db.transaction(async (tx) => {
    const before = await lockedDocument(tx, id);
    await checkSlugFree(tx, doc.slug, id);
    await checkReferences(tx, doc, id);
    await checkSkusFree(tx, doc, id);
    await checkKeptAndDropped(tx, before, doc);
    await tx
      .update(products)
      .set({ ...productRowValues(doc), status: doc.status ?? before.status, updatedAt: sql`now()` })
      .where(eq(products.id, id));
    await writeProductParts(tx, id, doc, before);
    const after = await documentOf(tx, id);
    await queueRestockAlarms(tx, after, backFromZero(before, after), publicBaseUrl);
    await recordAudit(tx, operator, { action: "product.update", entity: "product", entityId: id, before, after });
    return after;
  });
}

export async function setProductStatus(
  db: Db,
  operator: Operator,
  id: number,
  status: ProductDocument["status"],
): Promise<ProductDocument> {
  return db.transaction(async (tx) => {
    const before = await lockedDocument(tx, id);
    await tx.update(products).set({ status, updatedAt: sql`now()` }).where(eq(products.id, id));
    await recordAudit(tx, operator, {
      action: "product.status",
      entity: "product",
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
    return { ...before, status };
  });
}

/**
 * Checks and re-encodes the photo (spec §5 image upload rules) into the shop's stored images, then
 * appends it to the product's images; a product without a thumbnail takes the photo's card crop.
 * A stored image the write then refuses stays stored: it is addressed by its content, harmless.
 */
export async function addProductImage(
  db: Db,
  operator: Operator,
  id: number,
  upload: Upload & { alt: string },
): Promise<ProductImage> {
  await getProductDocument(db, id);
  const stored = await storeMedia(db, upload);
  return db.transaction(async (tx) => {
    const before = await lockedDocument(tx, id);
    const [last] = await tx
      .select({ position: max(productImages.position) })
      .from(productImages)
      .where(eq(productImages.productId, id));
    const [image] = await tx
      .insert(productImages)
      .values({
        productId: id,
        src: stored.src,
        alt: upload.alt,
        width: stored.width,
        height: stored.height,
        position: (last?.position ?? -1) + 1,
      })
      .returning({
        id: productImages.id,
        src: productImages.src,
        alt: productImages.alt,
        width: productImages.width,
        height: productImages.height,
      });
    if (!image) throw new DomainError("not_found", m.productNotFound);
    if (!before.thumbnail) await tx.update(products).set({ thumbnail: stored.thumbnail }).where(eq(products.id, id));
    await recordAudit(tx, operator, {
      action: "product.image.add",
      entity: "product",
      entityId: id,
      before: { images: before.images, thumbnail: before.thumbnail },
      after: { images: [...before.images, image], thumbnail: before.thumbnail || stored.thumbnail },
    });
    return image;
  });
}

/** What the console's image list does to one photo: move it, make it the thumbnail, or remove it. */
export type ImageStep = "up" | "down" | "thumbnail" | "remove";

/**
 * One step on the product's photos, in the order the storefront's gallery shows them. The first
 * photo is the 대표 이미지: the storefront's cards and Open Graph show it, and the thumbnail (cart,
 * order lines) is its square card crop, so making a photo the 대표 이미지 moves it to the front and
 * any step that changes the first photo moves the thumbnail with it. Written with its audit row.
 */
export async function arrangeProductImage(
  db: Db,
  operator: Operator,
  id: number,
  imageId: number,
  step: ImageStep,
): Promise<ProductDocument> {
  return db.transaction(async (tx) => {
    const before = await lockedDocument(tx, id);
    const index = before.images.findIndex((image) => image.id === imageId);
    const image = before.images[index];
    if (!image) throw new DomainError("invalid", m.unknownImage);
    const images = before.images.filter((other) => other.id !== imageId);
    if (step === "remove") await tx.delete(productImages).where(eq(productImages.id, imageId));
    else images.splice(placeOf(step, index, images.length), 0, image);
    for (const [position, { id: kept }] of images.entries()) {
      await tx.update(productImages).set({ position }).where(eq(productImages.id, kept));
    }
    const [first] = images;
    if (first && (step === "thumbnail" || first.id !== before.images[0]?.id)) {
      await tx
        .update(products)
        .set({ thumbnail: variantUrlOf(first.src, "card") })
        .where(eq(products.id, id));
    }
    const after = await documentOf(tx, id);
    await recordAudit(tx, operator, {
      action: "product.image.arrange",
      entity: "product",
      entityId: id,
      before: { images: before.images, thumbnail: before.thumbnail },
      after: { step, imageId, images: after.images, thumbnail: after.thumbnail },
    });
    return after;
  });
}

/** Where a moved photo goes among the others: the front for the 대표 이미지, else one place up or down. */
function placeOf(step: Exclude<ImageStep, "remove">, index: number, others: number): number {
  if (step === "thumbnail") return 0;
  return Math.min(Math.max(step === "up" ? index - 1 : index + 1, 0), others);
}

async function lockedDocument(tx: Tx, id: number): Promise<ProductDocument> {
  const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for("update");
  if (!locked) throw new DomainError("not_found", m.productNotFound);
  return documentOf(tx, id);
}

async function documentOf(tx: Tx, id: number): Promise<ProductDocument> {
  const doc = await loadProductDocument(tx, id);
  if (!doc) throw new DomainError("not_found", m.productNotFound);
  return doc;
}

const stockOf = (doc: ProductDocument) =>
  doc.type === "variable"
    ? doc.variations.reduce((sum, variation) => sum + Math.max(0, variation.stockQuantity), 0)
    : (doc.stockQuantity ?? 0);

/** Restock targets as setStock names them: 0 for the product, else the option's id. */
function backFromZero(before: ProductDocument, after: ProductDocument): number[] {
  const targets = stockOf(before) <= 0 && stockOf(after) > 0 ? [0] : [];
  for (const variation of after.variations) {
    const previous = before.variations.find((v) => v.id === variation.id);
    if (previous && previous.stockQuantity <= 0 && variation.stockQuantity > 0) targets.push(variation.id);
  }
  return targets;
}
