// A database that is away is told apart from a bug (issue 10: 503 with a Korean message, no 500).
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { createServerApp } from "../http/app";
import { type Database, openDatabase } from "./client";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a server shutting down", withCode("terminating connection due to administrator command", "57P01")],
    ["a server starting up", withCode("the database system is starting up", "57P03")],
    ["a connection exception", withCode("connection failure", "08006")],
    ["a cut connection", new Error("Connection terminated unexpectedly")],
    ["a pool that cannot connect in time", new Error("timeout exceeded when trying to connect")],
    ["a broken pooled client", new Error("Client has encountered a connection error and is not queryable")],
    [
      "Drizzle's wrapper of any of them",
      new Error("Failed query: select 1", { cause: withCode("connect ECONNREFUSED", "ECONNREFUSED") }),
    ],
  ])("%s is the database being away", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value", "23505")],
    ["a syntax error", withCode("syntax error at or near", "42601")],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["not an error", "ECONNREFUSED"],
  ])("%s is not", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("the app over a PostgreSQL that does not answer", () => {
  let t: TestApp;
  let database: Database;

  beforeAll(async () => {
    t = await createTestApp();
    const port = await closedPort();
    database = await openDatabase({ kind: "postgres", url: `postgres://postgres@127.0.0.1:${port}/collins` });
  });

  afterAll(async () => {
    await database.close();
    await t.close();
  });

  const broken = () => createServerApp({ db: database.db, config: t.config });

  it.each(["/api/product/moodwater-juniper", "/api/cart/item", "/api/v2/collection/all"])(
    "GET %s answers 503 in Korean at once",
    async (path) => {
      const started = Date.now();
      const response = await broken().request(path);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect((await response.json()).message).toBe("서비스 연결이 원활하지 않아요. 잠시 후 다시 시도해주세요.");
      expect(Date.now() - started).toBeLessThan(2_000);
    },
  );

  it("a checkout answers 503, not 500", async () => {
    const response = await broken().request("/api/cart/item/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ product_id: 1, quantity: 1 }]),
    });
    expect(response.status).toBe(503);
  });

  it("the simulator outside /api answers 503 in Korean too", async () => {
    const response = await broken().request("/_sim/portone/window/decide", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "paymentId=pay_x&decision=approve",
    });
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/잠시 후 다시 시도해주세요/);
  });
});

/** A port nothing listens on: bound once, then closed. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
