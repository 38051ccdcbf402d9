// A query of JSON columns built once and sent by name (server/db/json-rows.ts preparedRow): each
// call answers for its own placeholder values, on PGlite and (npm run test:pg) on PostgreSQL, where
// the statement is prepared once per connection; inside a transaction as well.
import { asc, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/helpers/test-db";
import { preparedRow, rowsJson, rowsOf } from "./json-rows";
import { products } from "./schema";

const database = testDatabase();

describe("preparedRow", () => {
  let builds = 0;
  const productsCalled = preparedRow<{ found: unknown; now: string }, { slug: string; now: string }>(
    "json-rows test",
    () => {
      builds += 1;
      return sql`SELECT ${rowsJson(products, { where: eq(products.slug, sql.placeholder("slug")), orderBy: [asc(products.id)] })} AS found,
        ${sql.placeholder("now")}::timestamptz::text AS now`;
    },
  );

  it("answers each call with its own values, building the query once", async () => {
    const at = "2026-12-02T01:00:00.000Z";
    for (const slug of ["collins-incense", "moodwater-yuja", "collins-incense", "no-such-product"]) {
      const answer = await productsCalled(database.db, { slug, now: at });
      const found = rowsOf(products, answer.found);
      expect(found.map((row) => row.slug)).toEqual(slug === "no-such-product" ? [] : [slug]);
      expect(new Date(answer.now).toISOString()).toBe(at);
    }
    expect(builds).toBe(1);
  });

  it("runs inside a transaction, seeing what it wrote, and leaves nothing when it rolls back", async () => {
    const at = "2026-12-02T06:00:00.000Z";
    const rolledBack = new Error("roll back");
    const seen = await database.db
      .transaction(async (tx) => {
        await tx.update(products).set({ name: "트랜잭션 안의 이름" }).where(eq(products.slug, "collins-incense"));
        const answer = await productsCalled(tx, { slug: "collins-incense", now: at });
        expect(rowsOf(products, answer.found).map((row) => row.name)).toEqual(["트랜잭션 안의 이름"]);
        throw rolledBack;
      })
      .catch((error: unknown) => error);
    expect(seen).toBe(rolledBack);
    const after = await productsCalled(database.db, { slug: "collins-incense", now: at });
    expect(rowsOf(products, after.found).map((row) => row.name)).not.toContain("트랜잭션 안의 이름");
  });
});

describe("rowsJson with columns", () => {
  const picked = ["id", "slug", "averageRating", "createdAt", "loginRequired", "salePrice"] as const;

  it("selects only those columns, read back as the whole row reads them", async () => {
    const [answer] = (
      (await database.db.execute(
        sql`SELECT ${rowsJson(products, { orderBy: [asc(products.id)], columns: picked })} AS some,
          ${rowsJson(products, { orderBy: [asc(products.id)] })} AS every`,
      )) as unknown as { rows: { some: unknown; every: unknown }[] }
    ).rows;
    const some = rowsOf(products, answer?.some, picked);
    const every = rowsOf(products, answer?.every);
    expect(some.length).toBeGreaterThan(30);
    expect(Object.keys(some[0] ?? {}).sort()).toEqual([...picked].sort());
    expect(some).toEqual(every.map((row) => Object.fromEntries(picked.map((key) => [key, row[key]]))));
    expect(some[0]?.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(answer?.some).length).toBeLessThan(JSON.stringify(answer?.every).length / 2);
  });
});

describe("rowsJson's order", () => {
  it("keeps the rows in their order, with a limit and without, and is an empty list when none match", async () => {
    const byPrice = [desc(products.regularPrice), asc(products.id)];
    const [answer] = (
      (await database.db.execute(
        sql`SELECT ${rowsJson(products, { orderBy: byPrice, columns: ["id", "regularPrice"] })} AS every,
          ${rowsJson(products, { orderBy: byPrice, limit: 5, columns: ["id", "regularPrice"] })} AS first,
          ${rowsJson(products, { where: eq(products.slug, "no-such-product") })} AS none`,
      )) as unknown as { rows: { every: unknown; first: unknown; none: unknown }[] }
    ).rows;
    const expected = await database.db
      .select({ id: products.id, regularPrice: products.regularPrice })
      .from(products)
      .orderBy(...byPrice);
    expect(expected.length).toBeGreaterThan(5);
    expect(rowsOf(products, answer?.every, ["id", "regularPrice"])).toEqual(expected);
    expect(rowsOf(products, answer?.first, ["id", "regularPrice"])).toEqual(expected.slice(0, 5));
    expect(answer?.none).toEqual([]);
  });
});
