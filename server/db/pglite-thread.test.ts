// The embedded database on its own thread (issue 23, "a cheap cold render"; decision 31): the shop
// asks the database of its DATA_DIR what it asked PGlite in its own thread, and gets the same
// answers, failures, transactions and notifications, while the thread that renders pages goes on
// during a long question. (A test's database in memory stays in the test's thread: test-db.ts.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";
import { PgliteThread } from "./pglite-thread";
import { products } from "./schema";
import { prepareDatabase } from "./setup";
import { isDatabaseUnavailable } from "./unavailable";

let database: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), "collins-thread-"));

beforeAll(async () => {
  database = await openDatabase({ kind: "pglite", dataDir });
  await prepareDatabase(database);
}, 60_000);

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const rowsOf = (answer: unknown) => (answer as { rows: Record<string, unknown>[] }).rows;

describe("PGlite on its own thread", () => {
  it("answers Drizzle's questions as PGlite did: numbers, text, JSON read, times kept as written", async () => {
    const [product] = await database.db
      .select({ id: products.id, name: products.name, createdAt: products.createdAt, price: products.regularPrice })
      .from(products)
      .where(eq(products.slug, "collins-incense"));
    expect(product?.name).toBe("콜린스 인센스");
    expect(typeof product?.price).toBe("number");
    expect(product?.createdAt).toBeInstanceOf(Date);
    const [json] = rowsOf(
      await database.db.execute(
        sql`SELECT json_build_object('a', ${"따옴표 ' 와 \\ 백슬래시"}::text, 'b', 2) AS j, '{"c":[1,null]}'::jsonb AS b, now()::timestamptz AS at, NULL::json AS nothing`,
      ),
    );
    expect(json).toEqual({
      j: { a: "따옴표 ' 와 \\ 백슬래시", b: 2 },
      b: { c: [1, null] },
      at: expect.any(String),
      nothing: null,
    });
    expect(Number.isNaN(Date.parse(String(json?.at)))).toBe(false);
  });

  // The worker keeps these types as text once for all (a question's own parsers cost it 0.19 ms);
  // this side reads them with the asker's parsers, or as PGlite in this thread reads them.
  it("reads every type it keeps as text as PGlite in this thread does, with the asker's parsers or without", async () => {
    const question = `SELECT '{"a":[1,"둘"]}'::json AS j, '{"b":null}'::jsonb AS jb,
      '2026-12-05 05:00:00.123+09'::timestamptz AS tz, '2026-12-05 05:00:00'::timestamp AS ts,
      '2026-12-05'::date AS d, '1 day 02:00'::interval AS i, ARRAY[1.50, NULL]::numeric[] AS nums,
      ARRAY['2026-12-05 05:00:00+00'::timestamptz] AS tzs, ARRAY['2026-01-02'::date] AS ds,
      ARRAY['2026-12-05 05:00'::timestamp] AS tss, ARRAY['3 hours'::interval] AS ivs, 7 AS n, NULL::timestamptz AS none`;
    const asWritten = (text: string) => `written: ${text}`;
    const drizzleLike = {
      parsers: Object.fromEntries([1184, 1114, 1082, 1186, 1231, 1185, 1182].map((t) => [t, asWritten])),
    };
    const here = await PGlite.create();
    const thread = await PgliteThread.create();
    try {
      for (const options of [
        {},
        drizzleLike,
        { rowMode: "array" as const },
        { ...drizzleLike, rowMode: "array" as const },
      ]) {
        const mine = await thread.query(question, [], options);
        expect(mine.rows).toEqual((await here.query(question, [], options)).rows);
        const [execd] = await thread.exec(question, options);
        expect(execd?.rows).toEqual((await here.exec(question, options))[0]?.rows);
      }
      const [row] = (await thread.query<Record<string, unknown>>(question, [], drizzleLike)).rows;
      expect(row?.tz).toBe("written: 2026-12-04 20:00:00.123+00");
      expect(row?.j).toEqual({ a: [1, "둘"] });
      const [plain] = (await thread.query<Record<string, unknown>>(question)).rows;
      expect(plain?.tz).toEqual(new Date("2026-12-04T20:00:00.123Z"));
    } finally {
      await thread.close();
      await here.close();
    }
  });

  it("fails with PostgreSQL's code and constraint, which the shop reads (a duplicate is 23505)", async () => {
    const [product] = await database.db.select().from(products).limit(1);
    const failure = await database.db
      .insert(products)
      .values({ ...product, id: undefined } as typeof products.$inferInsert)
      .then(
        () => null,
        (error: unknown) => error as Error & { cause?: { code?: string; constraint?: string } },
      );
    expect(failure?.cause?.code).toBe("23505");
    expect(failure?.cause?.constraint).toMatch(/slug/);
    expect(isDatabaseUnavailable(failure)).toBe(false);
  });

  it("commits a transaction that answers, rolls back one that throws, and asks nothing between its questions", async () => {
    const priceOf = async () =>
      (
        await database.db
          .select({ price: products.regularPrice })
          .from(products)
          .where(eq(products.slug, "collins-incense"))
      )[0]?.price;
    const before = await priceOf();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(products).set({ regularPrice: 1 }).where(eq(products.slug, "collins-incense"));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await priceOf()).toBe(before);

    // A question from outside waits for the transaction: it never sees its half-done work.
    let outside: number | undefined;
    await database.db.transaction(async (tx) => {
      await tx.update(products).set({ regularPrice: 2 }).where(eq(products.slug, "collins-incense"));
      void priceOf().then((price) => {
        outside = price;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outside).toBeUndefined();
      await tx.update(products).set({ regularPrice: before }).where(eq(products.slug, "collins-incense"));
    });
    await expect.poll(() => outside).toBe(before);
  });

  it("hears NOTIFY on a channel until it stops listening", async () => {
    const heard: string[] = [];
    const stop = await database.listen("collins_thread_test", {
      onNotify: (payload) => heard.push(payload),
      onLive: () => undefined,
    });
    await database.db.execute(sql`SELECT pg_notify('collins_thread_test', 'product:1')`);
    await expect.poll(() => heard).toEqual(["product:1"]);
    await stop();
    await database.db.execute(sql`SELECT pg_notify('collins_thread_test', 'product:2')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(["product:1"]);
  });

  it("takes a snapshot that opens as a copy of the database", async () => {
    const snapshot = await database.snapshot?.();
    expect(snapshot?.byteLength).toBeGreaterThan(1_000_000);
    const copy = await openDatabase({
      kind: "pglite",
      loadDataDir: new Blob([(snapshot ?? new Uint8Array()) as Uint8Array<ArrayBuffer>]),
    });
    try {
      const [row] = await copy.db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.slug, "collins-incense"));
      expect(row?.name).toBe("콜린스 인센스");
    } finally {
      await copy.close();
    }
  });

  it("lets this thread go on while the database works on a long question", async () => {
    const long = database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000)`);
    const started = performance.now();
    const timer = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 10));
    let answeredAt = 0;
    await long.then(() => {
      answeredAt = performance.now() - started;
    });
    // In this thread, the question held the event loop until it answered.
    expect(timer).toBeLessThan(answeredAt);
    expect(answeredAt).toBeGreaterThan(timer + 20);
  });
});

describe("a database whose thread has stopped", () => {
  it("fails every question as unavailable (a 503), never hangs", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "collins-thread-"));
    const gone = await openDatabase({ kind: "pglite", dataDir: directory });
    await gone.close();
    rmSync(directory, { recursive: true, force: true });
    const failure = await gone.db.execute(sql`SELECT 1`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });
});
