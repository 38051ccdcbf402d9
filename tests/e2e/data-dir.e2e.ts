// Issue 18 against the production build: a second start on a running shop's PGlite DATA_DIR stops
// with one line and the shop keeps the sign-up it acknowledged; a backup taken from the running
// shop, restored into a fresh DATA_DIR, starts a shop where that member logs in.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runScript } from "../helpers/run-script";
import { type RunningServer, SERVER_STARTS_TIMEOUT_MS, startServer } from "./support/server";

const started: RunningServer[] = [];

afterAll(async () => {
  for (const server of started) await server.stop("SIGKILL");
});

const member = {
  email: "first-customer@collins.kr",
  password: "향기로운하루2026!",
  first_name: "하늘",
  last_name: "김",
  phone: "010-1234-5678",
  agree_terms: true,
  agree_privacy: true,
  agree_marketing: false,
};

const post = (server: RunningServer, route: string, body: unknown) =>
  fetch(`${server.url}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(body),
  });

describe("one shop process per PGlite DATA_DIR", { timeout: SERVER_STARTS_TIMEOUT_MS }, () => {
  it("refuses a second start, and a backup of the running shop restores into a fresh DATA_DIR", async () => {
    const shop = await startServer();
    started.push(shop);
    expect((await post(shop, "/api/signup", member)).status).toBe(200);

    const second = await startServer({ dataDir: shop.dataDir }).catch((error: Error) => error.message);
    expect(second).toMatch(
      /^server exited early:\nDATA_DIR \S+ is in use by another process of the shop \(pid \d+\): stop it first[^\n]*\n$/,
    );
    expect((await post(shop, "/api/login", { email: member.email, password: member.password })).status).toBe(200);

    const file = path.join(mkdtempSync(path.join(tmpdir(), "collins-backup-")), "shop.tar.gz");
    expect(await runScript("db-backup.ts", [file], { DATA_DIR: shop.dataDir })).toMatchObject({ code: 0, stderr: "" });
    const restoredDir = path.join(mkdtempSync(path.join(tmpdir(), "collins-restored-")), "data");
    const restore = await runScript("db-restore.ts", [file], { DATA_DIR: restoredDir });
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    expect(restore.stdout).toContain("0 orders, 1 member.");

    const restored = await startServer({ dataDir: restoredDir });
    started.push(restored);
    expect((await post(restored, "/api/login", { email: member.email, password: member.password })).status).toBe(200);
  });
});
