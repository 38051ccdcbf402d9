// Issue #9 "Every catalog change is visible on the storefront at once, on every app instance": two
// app instances on one database; a change made through one is what the other answers next.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../../../tests/helpers/operator";
import type { Shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createServerApp } from "../../http/app";

let t: TestApp;
let other: ReturnType<typeof createServerApp>;
let operator: Shopper;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  other = createServerApp({ db: t.database.db, config: t.config });
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

const viaOther = async <T>(path: string) => (await (await other.request(path)).json()) as T;

describe("two app instances on one database", () => {
  it("answer a product edit made through the other at once", async () => {
    const { product } = await viaOther<{ product: { id: number } }>("/api/product/moodwater-yuja");
    const { body } = await operator.call<{ item: Record<string, unknown> }>("GET", `/api/admin/products/${product.id}`);
    const { id: _id, status: _status, ...document } = body.item;
    const saved = await operator.call("PUT", `/api/admin/products/${product.id}`, {
      ...document,
      name: "무드워터 유자 (리뉴얼)",
    });
    expect(saved.status).toBe(200);
    const after = await viaOther<{ product: { name: string } }>("/api/product/moodwater-yuja");
    expect(after.product.name).toBe("무드워터 유자 (리뉴얼)");
  });

  it("answer a popup switched off through the other at once", async () => {
    const before = await viaOther<{ id: number; title: string }[]>("/api/modal");
    const popup = before[0];
    if (!popup) throw new Error("the demo catalog has popups");
    const { body } = await operator.call<{ item: Record<string, unknown> }>("GET", `/api/admin/popups/${popup.id}`);
    const { id: _id, updatedAt: _updatedAt, ...document } = body.item;
    expect((await operator.call("PUT", `/api/admin/popups/${popup.id}`, { ...document, enabled: false })).status).toBe(
      200,
    );
    const after = await viaOther<{ id: number }[]>("/api/modal");
    expect(after.map((p) => p.id)).not.toContain(popup.id);
  });
});
