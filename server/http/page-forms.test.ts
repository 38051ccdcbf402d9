// Issue 18 "One visitor must not hurt everyone": a page's route action reads its body whole, so a
// page accepts only a URL-encoded form of a declared length of at most 64 KB; anything else is a
// Korean 4xx before the renderer sees it (a few GB posted to /login/find-id were read into memory,
// and a text/plain body made the action's formData() throw a 500).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGAL_TEXT_MAX } from "../../core/legal-text";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-db";
import { loadConfig } from "../config";
import { setLogLevel } from "../log";
import { createServerApp } from "./app";
import { LEGAL_FORM_LIMIT_BYTES, PAGE_FORM_LIMIT_BYTES, pageFormMessages } from "./page-forms";

let database: TestDatabase;
let app: ReturnType<typeof createServerApp>;
/** What the renderer received: the fields of each form it read. */
const rendered: number[] = [];

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "collins-forms-")),
    NODE_ENV: "test",
    PUBLIC_BASE_URL: "http://localhost:3000",
  });
  app = createServerApp({
    db: database.db,
    config,
    // The renderer as React Router runs an action: the whole body, read as a form.
    pages: async (request) => {
      if (request.method === "GET") return new Response("page");
      const form = await request.formData();
      rendered.push([...form.keys()].length);
      return new Response("action done");
    },
  });
});

afterAll(async () => {
  await database.close();
});

const post = (body: BodyInit, headers: Record<string, string>) =>
  app.request("/login/find-id", { method: "POST", body, headers });

describe("page forms", () => {
  it("hands a URL-encoded form of a declared length to the route action", async () => {
    const body = new URLSearchParams({ name: "김하늘", phone: "010-1234-5678" }).toString();
    const response = await post(body, {
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
      "content-length": String(Buffer.byteLength(body)),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("action done");
    expect(rendered.at(-1)).toBe(2);
    expect((await app.request("/login/find-id")).status).toBe(200);
  });

  it("refuses a body over 64 KB unread, by its declared length", async () => {
    const before = rendered.length;
    const response = await post(`name=${"가".repeat(PAGE_FORM_LIMIT_BYTES)}`, {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(PAGE_FORM_LIMIT_BYTES * 9 + 5),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(pageFormMessages.tooLarge);
    expect(rendered.length).toBe(before);
  });

  it("lets the settings page take terms of LEGAL_TEXT_MAX Korean characters (issue 22: real terms run to 30,000), no more", async () => {
    const form = (text: string) => new URLSearchParams({ intent: "terms", text }).toString();
    const longest = form("가".repeat(LEGAL_TEXT_MAX));
    expect(Buffer.byteLength(longest)).toBeGreaterThan(PAGE_FORM_LIMIT_BYTES);
    // The editors of a page's body too (issue 22: the terms as a content page, a makers note, a product's page).
    for (const path of [
      "/admin/settings",
      "/admin/settings.data",
      "/admin/content-pages/4",
      "/admin/makers-notes/new.data",
      "/admin/products/12",
    ]) {
      const taken = await app.request(path, {
        method: "POST",
        body: longest,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(Buffer.byteLength(longest)),
        },
      });
      expect([path, taken.status]).toEqual([path, 200]);
    }
    const before = rendered.length;
    const tooLarge = await app.request("/admin/settings", {
      method: "POST",
      body: "text=",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(LEGAL_FORM_LIMIT_BYTES + 1),
      },
    });
    expect(tooLarge.status).toBe(413);
    // Other pages keep their 64 KB.
    const elsewhere = await post(longest, {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(longest)),
    });
    expect(elsewhere.status).toBe(413);
    expect(rendered.length).toBe(before);
  });

  it("refuses a body of unknown length (chunked) and one that is not a form, with Korean text and no 500", async () => {
    const before = rendered.length;
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("name=a"));
        controller.close();
      },
    });
    const unknownLength = await app.request("/login/find-id", {
      method: "POST",
      body: chunked,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(unknownLength.status).toBe(411);
    expect(await unknownLength.text()).toBe(pageFormMessages.lengthRequired);
    for (const type of ["text/plain", "application/json", "multipart/form-data; boundary=x", ""]) {
      const response = await post("name=a", { ...(type ? { "content-type": type } : {}), "content-length": "6" });
      expect(response.status, type).toBe(415);
      expect(await response.text()).toBe(pageFormMessages.notAForm);
    }
    expect(rendered.length).toBe(before);
  });
});
