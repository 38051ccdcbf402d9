// Integration: a request body without files is capped (413 with a Korean message) before any
// route reads it; the upload routes keep their own, larger limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { BODY_LIMIT_BYTES } from "./app";
import { apiMessages } from "./messages";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});

afterAll(async () => {
  await t.close();
});

const oversized = JSON.stringify({ email: "a".repeat(BODY_LIMIT_BYTES), password: "x" });

describe("the API's body limit", () => {
  it("refuses an oversized JSON or text body with 413 and a Korean message", async () => {
    for (const [path, type] of [
      ["/api/login", "application/json"],
      ["/api/vitals", "text/plain"],
      ["/api/cart/item/add", "multipart/form-data; boundary=x"],
    ] as const) {
      const answer = await shopper(t).request(path, {
        method: "POST",
        headers: { "content-type": type },
        body: oversized,
      });
      expect([path, answer.status, ((await answer.json()) as { message: string }).message]).toEqual([
        path,
        413,
        apiMessages.bodyTooLarge,
      ]);
    }
  });

  it("lets an upload route take more than that", async () => {
    const form = new FormData();
    form.append("type", "bulk");
    form.append("attachments", new File([new Uint8Array(BODY_LIMIT_BYTES + 1024)], "big.pdf"));
    const answer = await shopper(t).request("/api/inquiry", { method: "POST", body: form });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).not.toBe(apiMessages.bodyTooLarge);
  });
});
