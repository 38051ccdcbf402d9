// The console's product list: search, filters by collection, stock and status, 20 per page.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { pagingOf } from "../../../../core/content";
import type { Db } from "../../../db/client";
import { collections, productPaths, products, restockRequests } from "../../../db/schema";

export const PRODUCT_PAGE_SIZE = 20;

/** 'low' is 1 to LOW_STOCK units: time to restock before it sells out. */
export const LOW_STOCK = 5;

export type ProductListQuery = {
  q?: string;
  collection?: string;
  stock: "all" | "soldout" | "low";
  status?: "publish" | "hidden";
  page: string | null;
};

export type ProductListItem = {
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable";
  status: "publish" | "hidden";
  listed: boolean;
  regularPrice: number;
  salePrice: number | null;
  stock: number;
  thumbnail: string;
  collections: string[];
  waiting: number;
};

/**
 * A simple product's own stock; a variable product's is the sum over its options. Written out
 * with table names: Drizzle leaves columns unqualified in a one-table select, and the subquery
 * must reach the outer product row.
 */
const stockOf = sql<number>`(CASE WHEN "products"."type" = 'variable'
  THEN COALESCE((SELECT SUM(pv.stock_quantity) FROM product_variations pv WHERE pv.product_id = "products"."id"), 0)
  ELSE COALESCE("products"."stock_quantity", 0) END)::int`.mapWith(Number);

function filtersOf(db: Db, query: ProductListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(or(ilike(products.name, pattern), ilike(products.title, pattern), ilike(products.slug, pattern)));
  }
  if (query.collection) {
    const members = db
      .select({ id: productPaths.productId })
      .from(productPaths)
      .innerJoin(collections, eq(collections.id, productPaths.collectionId))
      .where(eq(collections.url, query.collection));
    filters.push(inArray(products.id, members));
  }
  if (query.stock === "soldout") filters.push(sql`${stockOf} <= 0`);
  if (query.stock === "low") filters.push(sql`${stockOf} BETWEEN 1 AND ${LOW_STOCK}`);
  if (query.status) filters.push(eq(products.status, query.status));
  return and(...filters);
}

export async function listProducts(db: Db, query: ProductListQuery) {
  const where = filtersOf(db, query);
  const [counted] = await db.select({ n: count() }).from(products).where(where);
  const total = counted?.n ?? 0;
  const { page, pageCount, offset } = pagingOf(query.page, total, PRODUCT_PAGE_SIZE);
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      type: products.type,
      status: products.status,
      listed: products.listed,
      regularPrice: products.regularPrice,
      salePrice: products.salePrice,
      stock: stockOf,
      thumbnail: products.thumbnail,
    })
    .from(products)
    .where(where)
    .orderBy(desc(products.id))
    .limit(PRODUCT_PAGE_SIZE)
    .offset(offset);
  const ids = rows.map((row) => row.id);
  const [memberships, waiting] = ids.length
    ? await Promise.all([
        db
          .select({ productId: productPaths.productId, url: collections.url })
          .from(productPaths)
          .innerJoin(collections, eq(collections.id, productPaths.collectionId))
          .where(inArray(productPaths.productId, ids))
          .orderBy(asc(productPaths.position)),
        db
          .select({ productId: restockRequests.productId, n: count() })
          .from(restockRequests)
          .where(and(inArray(restockRequests.productId, ids), eq(restockRequests.status, "waiting")))
          .groupBy(restockRequests.productId),
      ])
    : [[], []];
  const items: ProductListItem[] = rows.map((row) => ({
    ...row,
    collections: memberships.filter((m) => m.productId === row.id).map((m) => m.url),
    waiting: waiting.find((w) => w.productId === row.id)?.n ?? 0,
  }));
  return { items, page, pageCount, total };
}
