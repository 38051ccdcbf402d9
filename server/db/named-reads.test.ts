// Reads run as prepared statements (server/db/named-reads.ts; issue 23, "a cheap cold render"):
// a question Drizzle builds at every render is parsed and planned once, on PGlite and on each
// connection to a PostgreSQL server, and answers exactly as it did unnamed.
import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { countQueries } from "../../tests/helpers/count-queries";
import { databaseUrl, testDatabase } from "../../tests/helpers/test-db";
import { namePoolReads, ReadNames } from "./named-reads";
import { products } from "./schema";

describe("ReadNames", () => {
  it("names each read by its SQL, and nothing else", () => {
    const names = new ReadNames("read_");
    const bySlug = 'select "id" from "products" where "products"."slug" = $1';
    expect(names.nameOf(bySlug)).toBe("read_1");
    expect(names.nameOf("  WITH target AS (SELECT 1) SELECT * FROM target")).toBe("read_2");
    expect(names.nameOf(bySlug)).toBe("read_1");
    expect(names.nameOf('update "products" set "stock_quantity" = $1')).toBeUndefined();
    expect(names.nameOf('insert into "orders" ("id") values ($1)')).toBeUndefined();
    expect(names.nameOf("selected")).toBeUndefined();
  });

  it("names at most `most` reads, and never one it was told to refuse", () => {
    const names = new ReadNames("read_", 2);
    expect([names.nameOf("select 1"), names.nameOf("select 2"), names.nameOf("select 3")]).toEqual([
      "read_1",
      "read_2",
      undefined,
    ]);
    names.refuse("select 1");
    expect(names.nameOf("select 1")).toBeUndefined();
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(serverUrl)("a read on PGlite", () => {
  const database = testDatabase();
  const client = () => (database.db._.session as unknown as { client: PGlite }).client;
  const prepared = async () =>
    (await client().exec("SELECT statement FROM pg_prepared_statements"))[0]?.rows.map((row) =>
      String((row as { statement: string }).statement),
    ) ?? [];
  const nameOf = (slug: string) =>
    database.db.select({ name: products.name }).from(products).where(eq(products.slug, slug));

  it("is prepared once and executed after that, one question a call, with each call's value", async () => {
    const first = await countQueries(database.db, () => nameOf("collins-incense"));
    const second = await countQueries(database.db, () => nameOf("moodwater-yuja"));
    expect(first.answer).toEqual([{ name: "콜린스 인센스" }]);
    expect(second.answer.length).toBe(1);
    expect(second.answer[0]?.name).not.toBe("콜린스 인센스");
    expect([first.queries, second.queries]).toEqual([1, 1]);
    const statements = (await prepared()).filter((statement) => statement.includes('"products"."slug" = $1'));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^PREPARE collins_[0-9a-f]{8}_read_\d+ AS select "name" from "products"/);
  });

  it("reads whatever a visitor writes as a value, never as SQL", async () => {
    for (const slug of ["it's", "\\", "\\'", "'); DROP TABLE products; --", "$1", "콜린스 🕯️", ""]) {
      expect(await nameOf(slug)).toEqual([]);
    }
    expect((await nameOf("collins-incense")).length).toBe(1);
  });

  // Drizzle names the failed query and keeps the database's own error as the cause.
  const failure = (pattern: RegExp) => ({
    cause: expect.objectContaining({ message: expect.stringMatching(pattern) }),
  });

  it("refuses a value's type PREPARE cannot tell as the unnamed question is refused, and keeps nothing", async () => {
    const untyped = () => database.db.execute(sql`SELECT ${"x"} IS NULL AS untyped`);
    await expect(untyped()).rejects.toMatchObject(failure(/could not determine data type of parameter \$1/));
    await expect(untyped()).rejects.toMatchObject(failure(/could not determine data type of parameter \$1/));
    expect((await prepared()).filter((statement) => statement.includes("AS untyped"))).toEqual([]);
  });

  it("fails as the question fails unnamed, and answers the next call", async () => {
    const asInteger = async (value: string) =>
      (await database.db.execute(sql`SELECT ${value}::integer AS n`)) as unknown as { rows: unknown[] };
    await expect(asInteger("not a number")).rejects.toMatchObject(failure(/invalid input syntax for type integer/));
    expect((await asInteger("12")).rows).toEqual([{ n: 12 }]);
    expect((await prepared()).filter((statement) => statement.includes("::integer AS n"))).toHaveLength(1);
  });

  it("leaves a write and a transaction's questions unnamed", async () => {
    const before = (await prepared()).length;
    await database.db.transaction(async (tx) => {
      await tx.select({ id: products.id }).from(products).where(eq(products.slug, "incense-holder"));
      await tx.update(products).set({ promoText: "" }).where(eq(products.slug, "no-such-product"));
    });
    expect((await prepared()).length).toBe(before);
  });
});

describe.runIf(serverUrl)("a read on a PostgreSQL server", () => {
  const database = testDatabase();

  it("is prepared once on its connection and executed after that", async () => {
    const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl ?? "", database.name), max: 1 });
    try {
      namePoolReads(pool);
      const db = drizzle(pool);
      const nameOf = (slug: string) => db.select({ name: products.name }).from(products).where(eq(products.slug, slug));
      expect(await nameOf("collins-incense")).toEqual([{ name: "콜린스 인센스" }]);
      expect((await nameOf("it's")).length).toBe(0);
      const { rows } = await pool.query<{ name: string; statement: string }>(
        "SELECT name, statement FROM pg_prepared_statements",
      );
      expect(rows.filter((row) => row.statement.includes('"products"."slug" = $1'))).toEqual([
        { name: "read_1", statement: 'select "name" from "products" where "products"."slug" = $1' },
      ]);
    } finally {
      await pool.end();
    }
  });
});
