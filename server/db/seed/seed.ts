// Writes the demo catalog into an empty database in one transaction.
import { count } from "drizzle-orm";
import type { Db } from "../client";
import * as t from "../schema";
import { insertEngagement } from "./engagement";
import { periodOf } from "./periods";
import type { SeedCatalog, SeedCollectionBlock, SeedProduct, SeedVariation } from "./types";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const DAY_MS = 86_400_000;
/** How long ago the catalog's long-standing products count as launched (no `launchedDaysAgo`). */
const STANDING_DAYS = 400;

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.collections);
  return (row?.n ?? 0) === 0;
}

/** Seeds only when no collection exists yet; returns whether it seeded. */
export async function seedIfEmpty(db: Db, catalog: SeedCatalog): Promise<boolean> {
  if (!(await isCatalogEmpty(db))) return false;
  await seedCatalog(db, catalog);
  return true;
}

/** `now` is the seed's clock: reviews' ages and events' periods are read on it. */
export async function seedCatalog(db: Db, catalog: SeedCatalog, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const collectionIds = await insertCollections(tx, catalog);
    const productIds = new Map<string, number>();
    const variationIds = new Map<string, Map<string, number>>();
    for (const product of catalog.products) {
      const { productId, variations } = await insertProduct(tx, product, collectionIds, now);
      productIds.set(product.slug, productId);
      variationIds.set(product.slug, variations);
    }
    const idOf = (slug: string) => {
      const id = productIds.get(slug);
      if (id === undefined) throw new Error(`Seed refers to an unknown product slug: ${slug}`);
      return id;
    };
    for (const product of catalog.products) await insertProductLinks(tx, product, idOf);
    await insertBlocks(tx, catalog, collectionIds, idOf);
    await insertPromotions(tx, catalog, collectionIds, idOf, variationIds);
    await insertEngagement(tx, idOf, now);
  });
}

type CollectionIds = Map<string, { id: number; subCategories: Map<string, number> }>;

async function insertCollections(tx: Tx, catalog: SeedCatalog): Promise<CollectionIds> {
  const ids: CollectionIds = new Map();
  for (const [position, collection] of catalog.collections.entries()) {
    const [row] = await tx
      .insert(t.collections)
      .values({
        url: collection.url,
        title: collection.title,
        titleDescription: collection.titleDescription,
        promoText: collection.promoText,
        isExpose: collection.isExpose,
        theme: collection.theme ?? null,
        backgroundImage: collection.backgroundImage ?? null,
        position,
      })
      .returning({ id: t.collections.id });
    if (!row) throw new Error(`Could not insert collection ${collection.url}`);
    const subCategories = new Map<string, number>();
    for (const [subPosition, sub] of collection.subCategories.entries()) {
      const [subRow] = await tx
        .insert(t.subCategories)
        .values({ collectionId: row.id, slug: sub.slug, name: sub.name, position: subPosition })
        .returning({ termId: t.subCategories.termId });
      if (subRow) subCategories.set(sub.slug, subRow.termId);
    }
    ids.set(collection.url, { id: row.id, subCategories });
  }
  return ids;
}

function variationKey(attributes: { name: string; option: string }[]): string {
  return attributes.map((a) => `${a.name}=${a.option}`).join("|");
}

async function insertProduct(
  tx: Tx,
  product: SeedProduct,
  collectionIds: CollectionIds,
  now: Date,
): Promise<{ productId: number; variations: Map<string, number> }> {
  const ratings = product.reviews ?? [];
  const ratingSum = ratings.reduce((sum, review) => sum + review.rating, 0);
  const [row] = await tx
    .insert(t.products)
    .values({
      slug: product.slug,
      type: product.type,
      listed: product.listed,
      name: product.name,
      title: product.title,
      subTitle: product.sub_title,
      displayTitle1: product.display_title1,
      displayTitle2: product.display_title2,
      description: product.description,
      regularPrice: product.regularPrice,
      salePrice: product.salePrice ?? null,
      stockQuantity: product.type === "simple" ? (product.stock ?? 0) : null,
      thumbnail: product.thumbnail,
      promoText: product.promo_text ?? "",
      isNpayAvailable: product.is_npay_available,
      loginRequired: product.additional_info?.login_required ?? false,
      onePurchased: product.additional_info?.one_purchased ?? false,
      shippingAvailableToday: product.shipping_available_today,
      giftShopUrl: product.gift_shop_url ?? null,
      ratingCount: ratings.length,
      averageRating: ratings.length ? Math.round((ratingSum / ratings.length) * 100) / 100 : 0,
      salesCount: product.salesCount,
      createdAt: new Date(now.getTime() - (product.launchedDaysAgo ?? STANDING_DAYS) * DAY_MS),
    })
    .returning({ id: t.products.id });
  if (!row) throw new Error(`Could not insert product ${product.slug}`);
  const productId = row.id;

  if (product.images.length) {
    await tx
      .insert(t.productImages)
      .values(product.images.map((image, position) => ({ productId, ...image, position })));
  }
  for (const [position, attribute] of (product.attributes ?? []).entries()) {
    await tx
      .insert(t.productAttributes)
      .values({ productId, name: attribute.name, options: attribute.options, position });
  }
  const variations = new Map<string, number>();
  for (const [position, variation] of (product.variations ?? []).entries()) {
    variations.set(variationKey(variation.attributes), await insertVariation(tx, productId, variation, position));
  }
  for (const [position, path] of product.paths.entries()) {
    const collection = collectionIds.get(path.collection);
    if (!collection) throw new Error(`${product.slug}: unknown collection ${path.collection}`);
    const subCategoryId = path.subCategory ? collection.subCategories.get(path.subCategory) : undefined;
    if (path.subCategory && subCategoryId === undefined) {
      throw new Error(`${product.slug}: unknown sub-category ${path.collection}/${path.subCategory}`);
    }
    await tx
      .insert(t.productPaths)
      .values({ productId, collectionId: collection.id, subCategoryId: subCategoryId ?? null, position });
  }
  if (product.page) {
    await tx.insert(t.productPages).values({
      productId,
      slug: product.slug,
      mobileContent: product.page.mobile_content,
      navigation: product.page.navigation.map((tab) => ({ data: tab })),
    });
  }
  if (ratings.length) {
    await tx.insert(t.reviews).values(
      ratings.map((review) => ({
        productId,
        authorName: review.author,
        rating: review.rating,
        content: review.content,
        images: review.images ?? [],
        createdAt: new Date(now.getTime() - review.daysAgo * DAY_MS),
      })),
    );
  }
  if (product.event) {
    const { bannerImage } = product.event;
    const [event] = await tx
      .insert(t.events)
      .values({
        title: product.event.title,
        description: product.event.description,
        bannerImage: bannerImage.src,
        bannerWidth: bannerImage.width,
        bannerHeight: bannerImage.height,
        link: product.event.link ?? null,
        ...periodOf(product.event.period, now),
      })
      .returning({ id: t.events.id });
    if (event) await tx.insert(t.productEvents).values({ productId, eventId: event.id });
  }
  return { productId, variations };
}

async function insertVariation(tx: Tx, productId: number, variation: SeedVariation, position: number) {
  const [row] = await tx
    .insert(t.productVariations)
    .values({
      productId,
      attributes: variation.attributes,
      regularPrice: variation.regularPrice,
      salePrice: variation.salePrice ?? null,
      stockQuantity: variation.stock,
      image: variation.image?.src ?? null,
      loginRequired: variation.additionalInfo?.login_required ?? false,
      onePurchased: variation.additionalInfo?.one_purchased ?? false,
      position,
    })
    .returning({ id: t.productVariations.id });
  if (!row) throw new Error("Could not insert a variation");
  return row.id;
}

async function insertProductLinks(tx: Tx, product: SeedProduct, idOf: (slug: string) => number) {
  const productId = idOf(product.slug);
  for (const [position, item] of (product.upSales ?? []).entries()) {
    await tx.insert(t.upSaleItems).values({
      productId,
      itemProductId: idOf(item.productSlug),
      addProductThumbnail: item.add_product_thumbnail,
      addProductWording: item.add_product_wording,
      position,
    });
  }
  for (const [position, item] of (product.crossSales ?? []).entries()) {
    await tx.insert(t.crossSaleItems).values({
      productId,
      itemProductId: idOf(item.productSlug),
      broProductTitle: item.bro_product_title,
      broProductThumbnail: item.bro_product_thumbnail,
      broProductWording: item.bro_product_wording,
      position,
    });
  }
  for (const [position, slug] of (product.related ?? []).entries()) {
    await tx.insert(t.relatedProducts).values({ productId, relatedProductId: idOf(slug), position });
  }
}

async function insertBlocks(
  tx: Tx,
  catalog: SeedCatalog,
  collectionIds: CollectionIds,
  idOf: (slug: string) => number,
) {
  for (const collection of catalog.collections) {
    const collectionId = collectionIds.get(collection.url)?.id;
    if (collectionId === undefined || collection.blocks.length === 0) continue;
    await tx
      .insert(t.collectionBlocks)
      .values(collection.blocks.map((block, position) => blockValues(collectionId, position, block, idOf)));
  }
}

function blockValues(
  collectionId: number,
  position: number,
  block: SeedCollectionBlock,
  idOf: (slug: string) => number,
): typeof t.collectionBlocks.$inferInsert {
  const base = { collectionId, position, blockType: block.blockType };
  if (block.blockType === "product") return { ...base, productId: idOf(block.productSlug) };
  if (block.blockType === "blank") return { ...base, anchor: block.anchor ?? null };
  return {
    ...base,
    imgUrl: block.imgUrl,
    imgUrlMobile: block.imgUrlMobile ?? null,
    imgWidth: block.width,
    imgHeight: block.height,
    alt: block.alt,
    link: block.link,
    anchor: block.anchor ?? null,
  };
}

async function insertPromotions(
  tx: Tx,
  catalog: SeedCatalog,
  collectionIds: CollectionIds,
  idOf: (slug: string) => number,
  variationIds: Map<string, Map<string, number>>,
) {
  const variationOf = (slug: string, attributes?: { name: string; option: string }[]) => {
    if (!attributes) return null;
    const id = variationIds.get(slug)?.get(variationKey(attributes));
    if (id === undefined) throw new Error(`Promotion refers to an unknown variation of ${slug}`);
    return id;
  };
  for (const promotion of catalog.promotions) {
    const base = { kind: promotion.kind, name: promotion.name };
    let values: typeof t.promotionRules.$inferInsert;
    let triggers: { productId?: number; collectionId?: number }[];
    switch (promotion.kind) {
      case "addon_price":
        values = {
          ...base,
          targetProductId: idOf(promotion.addonProductSlug),
          targetVariationId: variationOf(promotion.addonProductSlug, promotion.addonVariation),
          price: promotion.price,
          discountRate: promotion.discountRate,
        };
        triggers = promotion.triggerProductSlugs.map((slug) => ({ productId: idOf(slug) }));
        break;
      case "bundle_deduction":
        values = {
          ...base,
          targetProductId: idOf(promotion.productSlug),
          targetVariationId: variationOf(promotion.productSlug, promotion.variation),
          amountPerUnit: promotion.amountPerUnit,
        };
        triggers = promotion.triggerProductSlugs.map((slug) => ({ productId: idOf(slug) }));
        break;
      case "free_gift":
        values = {
          ...base,
          targetProductId: idOf(promotion.giftProductSlug),
          quantity: promotion.quantity,
          minSubtotal: promotion.minSubtotal,
        };
        triggers = promotion.collectionUrls.map((url) => {
          const collectionId = collectionIds.get(url)?.id;
          if (collectionId === undefined) throw new Error(`Promotion refers to an unknown collection ${url}`);
          return { collectionId };
        });
        break;
    }
    const [rule] = await tx.insert(t.promotionRules).values(values).returning({ id: t.promotionRules.id });
    if (rule && triggers.length) {
      await tx.insert(t.promotionTriggers).values(triggers.map((trigger) => ({ ruleId: rule.id, ...trigger })));
    }
  }
}
