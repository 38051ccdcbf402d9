// A collection's list in its default order: product cards, banner blocks and blank blocks.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { compareBy, type SortType } from "../../../core/sort";
import type { Db } from "../../db/client";
import { preparedRow, rowsJson, rowsOf } from "../../db/json-rows";
import { collectionBlocks, productPaths, products } from "../../db/schema";
import { DomainError } from "../errors";
import { type Collection, listCollections } from "./collections";
import { catalogMessages } from "./messages";
import { type CardColumns, cardColumns, cardsFrom, type ProductCard, rankedCards } from "./product-cards";

export type CollectionBlock =
  | { id: number; blockType: "product"; data: ProductCard }
  | {
      id: number;
      blockType: "banner";
      data: {
        imgUrl: string;
        imgUrlMobile: string | null;
        alt: string;
        width: number;
        height: number;
        link: string;
        anchor: string | null;
      };
    }
  | { id: number; blockType: "blank"; data: { anchor: string | null } };

const inCollection = eq(collectionBlocks.collectionId, sql.placeholder("collectionId"));

/** A collection's blocks and the cards of the products they show, in one question. */
const blockRows = preparedRow<CardColumns & { blocks: unknown }, { collectionId: number }>(
  "collection blocks",
  () =>
    sql`SELECT ${rowsJson(collectionBlocks, { where: inCollection, orderBy: [asc(collectionBlocks.position)] })} AS blocks,
      ${cardColumns(sql`ARRAY(SELECT ${collectionBlocks.productId} FROM ${collectionBlocks} WHERE ${inCollection})`)}`,
);

/** A collection's blocks in its own order: a product's card, a banner, a blank. */
export async function listCollectionBlocks(db: Db, collectionId: number): Promise<CollectionBlock[]> {
  const answer = await blockRows(db, { collectionId });
  const rows = rowsOf(collectionBlocks, answer.blocks);
  const cards = cardsFrom(answer);
  const blocks: CollectionBlock[] = [];
  for (const row of rows) {
    if (row.blockType === "product") {
      const card = row.productId === null ? undefined : cards.get(row.productId);
      if (card) blocks.push({ id: row.id, blockType: "product", data: card });
    } else if (row.blockType === "banner") {
      blocks.push({
        id: row.id,
        blockType: "banner",
        data: {
          imgUrl: row.imgUrl ?? "",
          imgUrlMobile: row.imgUrlMobile,
          alt: row.alt ?? "",
          width: row.imgWidth ?? 1200,
          height: row.imgHeight ?? 600,
          link: row.link ?? "",
          anchor: row.anchor,
        },
      });
    } else {
      blocks.push({ id: row.id, blockType: "blank", data: { anchor: row.anchor } });
    }
  }
  return blocks;
}

export const COLLECTION_PAGE_SIZE = 40;
export const MAX_PAGE_SIZE = 100;

export type CollectionListQuery = {
  collectionId: number;
  sort: SortType;
  /** 0 (or absent) means every sub-category ('All', term_id 0). */
  subId?: number;
  page?: number;
  perPage?: number;
};

export type CollectionListPage = {
  data: { list: CollectionBlock[]; title: string; promoText: string; titleDescription: string };
  pageinfo: { itemCnt: number; totalPageCnt: number; page: number };
};

/** What a collection's list shows of the collection itself, and its sub-categories to filter by. */
export type ListedCollection = Pick<Collection, "id" | "title" | "promoText" | "titleDescription" | "subCategories">;

/**
 * A page of a collection's list. The default order keeps the operator's banner and blank blocks
 * where they were placed; another sort or a sub-category lists the matching products only, since
 * an editorial banner has no price, popularity or sub-category to be ordered or filtered by.
 */
export async function getCollectionList(db: Db, query: CollectionListQuery): Promise<CollectionListPage> {
  const collection = (await listCollections(db)).find((listed) => listed.id === query.collectionId);
  if (!collection) throw new DomainError("not_found", catalogMessages.collectionNotFound);
  return collectionPage(db, collection, query);
}

/** `getCollectionList` of a collection already read (a page's `listCollections` has every one). */
export async function collectionPage(
  db: Db,
  collection: ListedCollection,
  query: Omit<CollectionListQuery, "collectionId">,
): Promise<CollectionListPage> {
  const subId = query.subId ?? 0;
  let allowed: Set<number> | null = null;
  if (subId !== 0) {
    if (!collection.subCategories.some((sub) => sub.term_id === subId)) {
      throw new DomainError("not_found", catalogMessages.subCategoryNotFound);
    }
    const members = await db
      .select({ productId: productPaths.productId })
      .from(productPaths)
      .where(and(eq(productPaths.collectionId, collection.id), eq(productPaths.subCategoryId, subId)));
    allowed = new Set(members.map((member) => member.productId));
  }

  const blocks = await listCollectionBlocks(db, collection.id);
  let list: CollectionBlock[];
  if (query.sort === "regular" && allowed === null) {
    list = blocks;
  } else {
    const compare = compareBy(query.sort);
    list = blocks
      .filter(
        (block): block is Extract<CollectionBlock, { blockType: "product" }> =>
          block.blockType === "product" && (allowed === null || allowed.has(block.data.id)),
      )
      .sort((a, b) => compare(a.data, b.data));
  }
  const perPage = Math.min(query.perPage ?? COLLECTION_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = Math.max(query.page ?? 1, 1);
  return {
    data: {
      list: list.slice((page - 1) * perPage, page * perPage),
      title: collection.title,
      promoText: collection.promoText,
      titleDescription: collection.titleDescription,
    },
    pageinfo: {
      itemCnt: list.filter((block) => block.blockType === "product").length,
      totalPageCnt: Math.ceil(list.length / perPage),
      page,
    },
  };
}

const bestSelling = rankedCards<{ collectionId: number; count: number }>(
  "best-selling cards",
  () => sql`ARRAY(SELECT ${collectionBlocks.productId} FROM ${collectionBlocks}
      INNER JOIN ${products} ON ${eq(products.id, collectionBlocks.productId)}
      WHERE ${and(inCollection, eq(collectionBlocks.blockType, "product"), eq(products.status, "publish"))}
      ORDER BY ${desc(products.salesCount)}, ${asc(collectionBlocks.position)}, ${asc(collectionBlocks.id)}
      LIMIT ${sql.placeholder("count")})`,
);

/**
 * The first `count` product cards of a collection in the 인기순 ('hot') order, as its list sorted
 * so shows them (ties in the collection's own order), asking for those cards only: the home's
 * best-sellers read every card of 'all' to show eight (issue 23, "a cheap cold render"). The ranking
 * and its cards are one question.
 */
export async function bestSellingCards(db: Db, collectionId: number, count: number): Promise<ProductCard[]> {
  return bestSelling(db, { collectionId, count });
}
