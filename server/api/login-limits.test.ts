// Integration: the password-check limits hold when wrong passwords arrive all at once at two app
// instances sharing one database (two pools on PostgreSQL with TEST_DATABASE_URL, one PGlite
// otherwise). Before the advisory lock, all 50 of 50 simultaneous wrong passwords were checked.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-db";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { CHECKS_PER_CLIENT_ADDRESS, FREE_FAILURES_PER_CLIENT } from "../domain/auth/rate-limit";
import { createServerApp } from "../http/app";
import { setLogLevel } from "../log";

let database: TestDatabase;
let second: Database | null = null;
let instances: ReturnType<typeof createServerApp>[];

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/${database.name}`;
    second = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 20 });
  }
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "collins-test-")),
    NODE_ENV: "test",
    PUBLIC_BASE_URL: "http://shop.test",
    TRUST_PROXY: "on",
  });
  instances = [database.db, (second ?? database).db].map((db) => createServerApp({ db, config }));
});

afterAll(async () => {
  await second?.close();
  await database.close();
});

const post = (i: number, path: string, body: unknown, client: string) =>
  (instances[i % 2] ?? instances[0])?.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  }) ?? Promise.reject(new Error("no instance"));

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe("50 simultaneous wrong passwords on two instances", () => {
  it("check at most the client's free failures on one account; the owner still gets in elsewhere", async () => {
    const member = {
      email: "together@collins.kr",
      password: "향기로운하루2026!",
      first_name: "하늘",
      phone: "010-1234-5678",
      agree_terms: true,
      agree_privacy: true,
    };
    expect((await post(0, "/api/signup", member, "198.51.100.1")).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(i, "/api/login", { email: member.email, password: `wrong-${i}-password` }, "203.0.113.66"),
      ),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect(counts[400] ?? 0).toBeLessThanOrEqual(FREE_FAILURES_PER_CLIENT);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(50);
    const owner = await post(1, "/api/login", { email: member.email, password: member.password }, "198.51.100.2");
    expect(owner.status).toBe(200);
  });

  it("check at most 30 passwords from one address across accounts", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(i, "/api/login", { email: `sprayed${i}@collins.kr`, password: "not-the-password" }, "203.0.113.77"),
      ),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect(counts[400] ?? 0).toBeLessThanOrEqual(CHECKS_PER_CLIENT_ADDRESS);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(50);
  });
});
