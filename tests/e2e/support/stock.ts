// A product's stock set through the console API as the demo operator. The specs share one server
// and some restock the seeded sold-out products, so a spec that needs a sold-out product makes it so.
import { expect, inject } from "vitest";
import { operatorCookie } from "./console";

export async function setStock(slug: string, quantity: number): Promise<void> {
  const baseUrl = inject("baseUrl");
  const json = { "content-type": "application/json", origin: baseUrl };
  const cookie = await operatorCookie();
  const { product } = (await (await fetch(`${baseUrl}/api/product/${slug}`)).json()) as { product: { id: number } };
  const saved = await fetch(`${baseUrl}/api/admin/stock`, {
    method: "POST",
    headers: { ...json, cookie },
    body: JSON.stringify({ product_id: product.id, quantity }),
  });
  expect(saved.status, await saved.text()).toBe(200);
}
