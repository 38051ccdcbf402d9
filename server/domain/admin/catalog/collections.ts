// Collections in the console: their texts, exposure, order and sub-categories, and the ordered list
// of product, banner and blank blocks their default sort shows.
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { collectionBlocks, collections, productPaths, products, subCategories } from "../../../db/schema";
import type { Tx } from "../../checkout/stock";
import { DomainError } from "../../errors";
import { dbId } from "../../ids";
import { type Operator, recordAudit } from "../audit";
import { anchorField, flag, imageSize, optionalText, siteUrl, slugField, textField } from "./fields";
import { catalogEditorMessages as m } from "./messages";

export const collectionInputSchema = z.object(
  {
    title: textField(100, m.collectionTitle, true),
    titleDescription: optionalText(500, m.collectionText),
    promoText: optionalText(500, m.collectionText),
    isExpose: flag.default(true),
    position: z.number({ error: m.position }).int(m.position).min(0, m.position).max(9_999, m.position).default(0),
    // Spec §2: "The 'mood' collection has a different visual theme and a lazy background."
    theme: z.enum(["mood"], { error: m.theme }).nullable().default(null),
    backgroundImage: siteUrl.nullable().default(null),
    subCategories: z
      .array(
        z.object(
          {
            termId: dbId(m.unknownSubCategory).optional(),
            slug: slugField(m.subCategory),
            name: textField(50, m.subCategory, true),
          },
          { error: m.subCategory },
        ),
        { error: m.subCategory },
      )
      .max(30, m.subCategory)
      .default([]),
  },
  { error: m.invalidCollection },
);

export type CollectionInput = z.output<typeof collectionInputSchema>;

const blockSchema = z.discriminatedUnion(
  "blockType",
  [
    z.object({ blockType: z.literal("product"), productId: dbId(m.unknownLinkedProduct) }),
    z.object(
      {
        blockType: z.literal("banner"),
        imgUrl: siteUrl,
        imgUrlMobile: siteUrl.nullable().default(null),
        imgWidth: imageSize(m.banner),
        imgHeight: imageSize(m.banner),
        alt: textField(200, m.banner, true),
        link: siteUrl,
        anchor: anchorField.nullable().default(null),
      },
      { error: m.banner },
    ),
    z.object({ blockType: z.literal("blank"), anchor: anchorField.nullable().default(null) }),
  ],
  { error: m.blocks },
);

export const blocksInputSchema = z.object(
  { items: z.array(blockSchema, { error: m.blocks }).max(500, m.blocks) },
  { error: m.blocks },
);

export type BlockInput = z.output<typeof blockSchema>;

type SubCategoryRow = typeof subCategories.$inferSelect;

export async function listCollectionsForEditor(db: Db) {
  const [rows, subs] = await Promise.all([
    db.select().from(collections).orderBy(asc(collections.position), asc(collections.id)),
    db.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.termId)),
  ]);
  return rows.map((row) => withSubCategories(row, subs));
}

function withSubCategories(row: typeof collections.$inferSelect, subs: SubCategoryRow[]) {
  return {
    ...row,
    subCategories: subs
      .filter((sub) => sub.collectionId === row.id)
      .map(({ termId, slug, name, position }) => ({ termId, slug, name, position })),
  };
}

async function collectionOf(tx: Db | Tx, id: number) {
  const [row] = await tx.select().from(collections).where(eq(collections.id, id));
  if (!row) throw new DomainError("not_found", m.collectionNotFound);
  const subs = await tx
    .select()
    .from(subCategories)
    .where(eq(subCategories.collectionId, id))
    .orderBy(asc(subCategories.position), asc(subCategories.termId));
  return withSubCategories(row, subs);
}

/** Sub-categories keep their term ids (product paths and list calls name them by id); one left out is deleted. */
export async function updateCollection(db: Db, operator: Operator, id: number, input: CollectionInput) {
  const slugs = input.subCategories.map((sub) => sub.slug);
  if (new Set(slugs).size !== slugs.length) throw new DomainError("invalid", m.subCategoryTaken);
  return db.transaction(async (tx) => {
    await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, id)).for("update");
    const before = await collectionOf(tx, id);
    const known = new Set(before.subCategories.map((sub) => sub.termId));
    const kept = input.subCategories.flatMap((sub) => (sub.termId ? [sub.termId] : []));
    if (kept.some((termId) => !known.has(termId)) || new Set(kept).size !== kept.length) {
      throw new DomainError("invalid", m.unknownSubCategory);
    }
    const { subCategories: subs, ...fields } = input;
    await tx
      .update(collections)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(collections.id, id));
    await tx
      .delete(subCategories)
      .where(and(eq(subCategories.collectionId, id), kept.length ? notInArray(subCategories.termId, kept) : undefined));
    // Slugs are unique per collection: park the kept ones first, so two may swap their slugs.
    if (kept.length) {
      await tx
        .update(subCategories)
        .set({ slug: sql`'~' || ${subCategories.termId}` })
        .where(inArray(subCategories.termId, kept));
    }
    for (const [position, { termId, slug, name }] of subs.entries()) {
      if (termId) await tx.update(subCategories).set({ slug, name, position }).where(eq(subCategories.termId, termId));
      else await tx.insert(subCategories).values({ collectionId: id, slug, name, position });
    }
    const after = await collectionOf(tx, id);
    await recordAudit(tx, operator, { action: "collection.update", entity: "collection", entityId: id, before, after });
    return after;
  });
}

export async function collectionBlocksOf(db: Db | Tx, collectionId: number) {
  await collectionOf(db, collectionId);
  return db
    .select()
    .from(collectionBlocks)
    .where(eq(collectionBlocks.collectionId, collectionId))
    .orderBy(asc(collectionBlocks.position), asc(collectionBlocks.id));
}

/**
 * The products the collection's list may place (its listed members), by name, as the console's
 * pickers show them; `shown` is false for a product the shop does not show.
 */
export async function collectionBlockChoices(db: Db, collectionId: number) {
  await collectionOf(db, collectionId);
  const rows = await db
    .select({ id: products.id, name: products.name, thumbnail: products.thumbnail, status: products.status })
    .from(products)
    .innerJoin(productPaths, and(eq(productPaths.productId, products.id), eq(productPaths.collectionId, collectionId)))
    .where(eq(products.listed, true))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map(({ status, ...row }) => ({ ...row, shown: status === "publish" }));
}

/**
 * Replaces the collection's ordered list. A product block must be a listed product of this
 * collection, once: the list is where its members are placed, not a way around membership.
 */
export async function replaceCollectionBlocks(db: Db, operator: Operator, collectionId: number, items: BlockInput[]) {
  return db.transaction(async (tx) => {
    await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, collectionId)).for("update");
    const before = await collectionBlocksOf(tx, collectionId);
    await checkBlockProducts(tx, collectionId, items);
    await tx.delete(collectionBlocks).where(eq(collectionBlocks.collectionId, collectionId));
    if (items.length) {
      await tx.insert(collectionBlocks).values(items.map((item, position) => ({ ...item, collectionId, position })));
    }
    const after = await collectionBlocksOf(tx, collectionId);
    await recordAudit(tx, operator, {
      action: "collection.blocks.update",
      entity: "collection",
      entityId: collectionId,
      before,
      after,
    });
    return after;
  });
}

async function checkBlockProducts(tx: Tx, collectionId: number, items: BlockInput[]): Promise<void> {
  const ids = items.flatMap((item) => (item.blockType === "product" ? [item.productId] : []));
  if (new Set(ids).size !== ids.length) throw new DomainError("invalid", m.blockProductTwice);
  if (!ids.length) return;
  const members = await tx
    .select({ id: products.id, listed: products.listed })
    .from(products)
    .innerJoin(productPaths, and(eq(productPaths.productId, products.id), eq(productPaths.collectionId, collectionId)))
    .where(inArray(products.id, ids));
  if (members.length !== ids.length) throw new DomainError("invalid", m.blockProductElsewhere);
  if (members.some((member) => !member.listed)) throw new DomainError("invalid", m.blockProductUnlisted);
}
