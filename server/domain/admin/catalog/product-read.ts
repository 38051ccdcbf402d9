// Reads a product with everything the console edits, each list in its display order.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { oneByOne } from "../../../db/one-by-one";
import {
  crossSaleItems,
  productAttributes,
  productEvents,
  productImages,
  productPages,
  productPaths,
  products,
  productVariations,
  relatedProducts,
  upSaleItems,
} from "../../../db/schema";
import type { Tx } from "../../checkout/stock";
import type { ProductDocument } from "./product-document";

export async function loadProductDocument(db: Db | Tx, id: number): Promise<ProductDocument | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  // A transaction's queries one by one (server/db/one-by-one.ts): this also reads inside a save.
  const [images, attributes, variations, paths, upSale, crossSale, related, pages, eventLinks] = await oneByOne([
    () =>
      db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, id))
        .orderBy(asc(productImages.position), asc(productImages.id)),
    () =>
      db
        .select()
        .from(productAttributes)
        .where(eq(productAttributes.productId, id))
        .orderBy(asc(productAttributes.position), asc(productAttributes.id)),
    () =>
      db
        .select()
        .from(productVariations)
        .where(eq(productVariations.productId, id))
        .orderBy(asc(productVariations.position), asc(productVariations.id)),
    () => db.select().from(productPaths).where(eq(productPaths.productId, id)).orderBy(asc(productPaths.position)),
    () => db.select().from(upSaleItems).where(eq(upSaleItems.productId, id)).orderBy(asc(upSaleItems.position)),
    () =>
      db.select().from(crossSaleItems).where(eq(crossSaleItems.productId, id)).orderBy(asc(crossSaleItems.position)),
    () =>
      db.select().from(relatedProducts).where(eq(relatedProducts.productId, id)).orderBy(asc(relatedProducts.position)),
    () => db.select().from(productPages).where(eq(productPages.productId, id)),
    () =>
      db
        .select({ eventId: productEvents.eventId })
        .from(productEvents)
        .where(eq(productEvents.productId, id))
        .orderBy(asc(productEvents.eventId))
        .limit(1),
  ]);
  const page = pages[0];
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    status: row.status,
    listed: row.listed,
    name: row.name,
    title: row.title,
    subTitle: row.subTitle,
    displayTitle1: row.displayTitle1,
    displayTitle2: row.displayTitle2,
    description: row.description,
    regularPrice: row.regularPrice,
    salePrice: row.salePrice,
    stockQuantity: row.stockQuantity,
    thumbnail: row.thumbnail,
    parentProductId: row.parentProductId,
    promoText: row.promoText,
    isNpayAvailable: row.isNpayAvailable,
    loginRequired: row.loginRequired,
    onePurchased: row.onePurchased,
    maxPerOrder: row.maxPerOrder,
    shippingAvailableToday: row.shippingAvailableToday,
    giftShopUrl: row.giftShopUrl,
    images: images.map(({ id, src, alt, width, height }) => ({ id, src, alt, width, height })),
    attributes: attributes.map(({ name, options }) => ({ name, options })),
    variations: variations.map((v) => ({
      id: v.id,
      attributes: v.attributes,
      regularPrice: v.regularPrice,
      salePrice: v.salePrice,
      stockQuantity: v.stockQuantity,
      image: v.image,
      loginRequired: v.loginRequired,
      onePurchased: v.onePurchased,
      sku: v.sku,
      hidden: v.hidden,
    })),
    paths: paths.map(({ collectionId, subCategoryId }) => ({ collectionId, subCategoryId })),
    upSale: upSale.map(({ itemProductId, addProductThumbnail, addProductWording }) => ({
      itemProductId,
      addProductThumbnail,
      addProductWording,
    })),
    crossSale: crossSale.map(({ itemProductId, broProductTitle, broProductThumbnail, broProductWording }) => ({
      itemProductId,
      broProductTitle,
      broProductThumbnail,
      broProductWording,
    })),
    related: related.map((item) => item.relatedProductId),
    page: page ? { mobileContent: page.mobileContent, navigation: page.navigation } : null,
    eventId: eventLinks[0]?.eventId ?? null,
  };
}
