// Named statements on PGlite (server/db/pglite-statements.ts; issue 23, "a cheap cold render"): a
// question built once is prepared with SQL's PREPARE in its first call's round trip and run with
// EXECUTE after that, its values written as SQL literals. A value is only ever read as a value.
import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { countQueries } from "../../tests/helpers/count-queries";
import { testDatabase } from "../../tests/helpers/test-db";
import { preparedRow, rowsJson, rowsOf } from "./json-rows";
import { literalOf } from "./pglite-statements";
import { products } from "./schema";

describe("literalOf", () => {
  it("writes each value as PGlite would send it, quotes doubled and nothing else changed", () => {
    expect(literalOf("collins-incense")).toBe("'collins-incense'");
    expect(literalOf("it's")).toBe("'it''s'");
    expect(literalOf("\\'; DROP TABLE products; --")).toBe("'\\''; DROP TABLE products; --'");
    expect(literalOf(true)).toBe("'t'");
    expect(literalOf(false)).toBe("'f'");
    expect(literalOf(12)).toBe("'12'");
    expect(literalOf(new Date("2026-12-04T01:02:03.004Z"))).toBe("'2026-12-04T01:02:03.004Z'");
    expect(literalOf(null)).toBe("NULL");
    expect(literalOf(undefined)).toBe("NULL");
    expect(literalOf([3, 12, 7])).toBe("'{3,12,7}'");
    expect(literalOf([])).toBe("'{}'");
  });

  it("refuses a NUL character and a value it has no literal for", () => {
    expect(() => literalOf("a\0b")).toThrow(RangeError);
    expect(() => literalOf({ slug: "x" })).toThrow(TypeError);
    expect(() => literalOf(["a", "b"])).toThrow(TypeError);
    expect(() => literalOf([1, Number.NaN])).toThrow(TypeError);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(serverUrl)("a prepared question on PGlite", () => {
  const database = testDatabase();
  const client = () => (database.db._.session as unknown as { client: PGlite }).client;
  const preparedNames = async () =>
    (await client().query<{ name: string }>("SELECT name FROM pg_prepared_statements ORDER BY name")).rows.map(
      (row) => row.name,
    );
  const echo = (name: string) =>
    preparedRow<{ value: string | null; at: string }, { value: string; at: string }>(
      name,
      () => sql`SELECT ${sql.placeholder("value")}::text AS value, ${sql.placeholder("at")}::timestamptz::text AS at`,
    );
  const at = "2026-12-04T03:00:00.000Z";

  it("is prepared in its first call's one question and executed by name after it", async () => {
    const bySlug = preparedRow<{ found: unknown }, { slug: string }>(
      "statements test by slug",
      () => sql`SELECT ${rowsJson(products, { where: eq(products.slug, sql.placeholder("slug")) })} AS found`,
    );
    const first = await countQueries(database.db, () => bySlug(database.db, { slug: "collins-incense" }));
    expect(first.statements).toHaveLength(1);
    const [, statement] = /^PREPARE (collins_[0-9a-f]{8}_statements_test_by_slug) AS SELECT .*; EXECUTE \1\(/s.exec(
      first.statements[0] ?? "",
    ) ?? [undefined, "(not prepared)"];
    expect(rowsOf(products, first.answer.found).map((row) => row.slug)).toEqual(["collins-incense"]);

    const second = await countQueries(database.db, () => bySlug(database.db, { slug: "moodwater-yuja" }));
    expect(second.statements).toEqual([`EXECUTE ${statement}('moodwater-yuja')`]);
    expect(rowsOf(products, second.answer.found).map((row) => row.slug)).toEqual(["moodwater-yuja"]);
    expect(await preparedNames()).toContain(statement);
  });

  it("keeps a second copy of the module off the first one's statements", async () => {
    vi.resetModules();
    const copy = await import("./json-rows");
    const ask = (row: typeof echo) => row("statements test two copies")(database.db, { value: "v", at });
    const mine = await countQueries(database.db, () => ask(echo));
    const theirs = await countQueries(database.db, () =>
      ask((name) =>
        copy.preparedRow(
          name,
          () =>
            sql`SELECT ${sql.placeholder("value")}::text AS value, ${sql.placeholder("at")}::timestamptz::text AS at`,
        ),
      ),
    );
    expect(mine.answer.value).toBe("v");
    expect(theirs.answer.value).toBe("v");
    expect(theirs.statements[0]).toMatch(/^PREPARE /);
    expect((await countQueries(database.db, () => ask(echo))).answer.value).toBe("v");
  });

  it("refuses a second question under a name already used, as node-postgres does", async () => {
    await echo("statements test one name")(database.db, { value: "a", at });
    const other = preparedRow<{ n: number }, Record<string, never>>(
      "statements test one name",
      () => sql`SELECT 1 AS n`,
    );
    await expect(other(database.db, {})).rejects.toThrow(/two different questions/);
  });

  it("reads whatever a visitor writes as a value, never as SQL", async () => {
    expect(
      (await client().query<{ s: string }>("SELECT current_setting('standard_conforming_strings') AS s")).rows[0]?.s,
    ).toBe("on");
    const echoed = echo("statements test echo");
    for (const value of ["it's", "\\", "\\'", "'); DROP TABLE products; --", "$1", "콜린스 인센스 🕯️", ""]) {
      expect((await echoed(database.db, { value, at })).value).toBe(value);
    }
    expect((await database.db.select({ id: products.id }).from(products)).length).toBeGreaterThan(0);
  });

  it("answers several first calls at once, each with its own value, after one PREPARE", async () => {
    const echoed = echo("statements test at once");
    const values = ["a", "b", "c", "d", "e"];
    const asked = await countQueries(database.db, () =>
      Promise.all(values.map((value) => echoed(database.db, { value, at }))),
    );
    expect(asked.answer.map((answer) => answer.value)).toEqual(values);
    expect(asked.statements.filter((statement) => statement.startsWith("PREPARE"))).toHaveLength(1);
    expect(asked.statements).toHaveLength(values.length);
  });

  it("sends nothing for a value holding a NUL, and answers the next call", async () => {
    const echoed = echo("statements test nul");
    const refused = await countQueries(database.db, () =>
      echoed(database.db, { value: "a\0b", at }).catch((error: unknown) => error),
    );
    expect(refused.answer).toBeInstanceOf(RangeError);
    expect(refused.queries).toBe(0);
    expect((await echoed(database.db, { value: "ab", at })).value).toBe("ab");
  });

  it("prepares the question again after a first call the database refused", async () => {
    const echoed = echo("statements test refused");
    await expect(echoed(database.db, { value: "x", at: "not a time" })).rejects.toThrow(/timestamp/);
    expect((await preparedNames()).filter((name) => name.endsWith("_statements_test_refused"))).toEqual([]);
    const answer = await echoed(database.db, { value: "y", at });
    expect(answer.value).toBe("y");
    expect(new Date(answer.at).toISOString()).toBe(at);
  });
});
