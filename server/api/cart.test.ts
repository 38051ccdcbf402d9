// Integration: the cart calls of spec §7 with the §8 status values and the §9 promotions.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { products, productVariations } from "../db/schema";

let t: TestApp;
type Product = {
  id: number;
  slug: string;
  product_variations: { id: number; stock_status: string; attributes: { option: string }[] }[];
};
const productCache = new Map<string, Product>();

async function product(slug: string): Promise<Product> {
  const cached = productCache.get(slug);
  if (cached) return cached;
  const body = (await (await t.app.request(`/api/product/${slug}`)).json()) as { product: Product };
  productCache.set(slug, body.product);
  return body.product;
}

/** A browser with its own cookie jar. */
function shopper() {
  let cookie = "";
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await t.app.request(path, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0] ?? "";
    return { status: response.status, body: await response.json(), setCookie: set };
  };
  return {
    add: (lines: unknown) => call("POST", "/api/cart/item/add", lines),
    buyNow: (lines: unknown) => call("POST", "/api/cart/buynow", lines),
    update: (key: string, quantity: number) => call("POST", "/api/cart/item/update", { cart_item_key: key, quantity }),
    remove: (key: string) => call("POST", "/api/cart/item/remove", { cart_item_key: key }),
    count: async () => (await call("GET", "/api/cart/count")).body as number,
    cart: async () => (await call("GET", "/api/cart/item")).body as CartBody,
    raw: call,
  };
}

type CartItemBody = {
  cart_item_key: string;
  product_id: number;
  quantity: number;
  display_price: number;
  fee_applied_line_total: number;
  wdr_free_product: boolean;
  product: { slug: string };
  product_option_name: string;
};
type CartBody = {
  items: CartItemBody[];
  gift_items: CartItemBody[];
  total_quantity: number;
  totals: { subtotal: number; discount_total: number; shipping_origin_total: number; total_integer: number };
};

const simple = async (slug: string, quantity = 1) => ({
  product_id: (await product(slug)).id,
  variation_id: null,
  quantity,
});
const variation = async (slug: string, option: string, quantity = 1) => {
  const p = await product(slug);
  const v = p.product_variations.find((candidate) => candidate.attributes.map((a) => a.option).join("/") === option);
  if (!v) throw new Error(`no variation ${option} of ${slug}`);
  return { product_id: p.id, variation_id: v.id, quantity };
};

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("GET /api/cart/count and /api/cart/item", () => {
  it("answers 0 and an empty cart to a new guest, setting no cookie", async () => {
    const guest = shopper();
    expect(await guest.count()).toBe(0);
    const cart = await guest.cart();
    expect(cart).toMatchObject({
      items: [],
      gift_items: [],
      total_quantity: 0,
      totals: { total_integer: 0, shipping_origin_total: 0 },
    });
  });
});

describe("POST /api/cart/item/add", () => {
  it("adds a simple product and a variation, keeps the guest cart behind an HttpOnly cookie", async () => {
    const guest = shopper();
    const added = await guest.add([await simple("moodwater-yuja"), await variation("collins-incense", "우드")]);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ status: "added", cart_count: 2 });
    expect(added.setCookie).toMatch(/collins_cart=[\w-]{20,}; .*HttpOnly/i);
    expect(added.setCookie).toMatch(/SameSite=Lax/i);
    expect(await guest.count()).toBe(2);
    const cart = await guest.cart();
    expect(cart.items.map((item) => [item.product.slug, item.product_option_name, item.quantity])).toEqual([
      ["moodwater-yuja", "", 1],
      ["collins-incense", "우드", 1],
    ]);
    expect(shopper()).not.toBe(guest);
    expect(await shopper().count()).toBe(0);
  });

  it("adds to an existing line instead of duplicating it", async () => {
    const guest = shopper();
    await guest.add([await simple("moodwater-yuja")]);
    await guest.add([await simple("moodwater-yuja", 2)]);
    const cart = await guest.cart();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(3);
  });

  it("answers 'Login Required' with 401 to a guest adding a members-only item (spec §6, §8)", async () => {
    const guest = shopper();
    const answer = await guest.add([await simple("secret-wish-set")]);
    expect(answer.status).toBe(401);
    expect(answer.body.status).toBe("Login Required");
    expect(await guest.count()).toBe(0);
  });

  it("answers 'Only One Purchased' for two of a one-per-order item, 'One Purchased' when it is already in the cart", async () => {
    const guest = shopper();
    const two = await guest.add([await simple("a-card-gift-set-2021cal", 2)]);
    expect(two).toMatchObject({ status: 400, body: { status: "Only One Purchased" } });
    expect((await guest.add([await simple("a-card-gift-set-2021cal")])).status).toBe(200);
    const again = await guest.add([await simple("a-card-gift-set-2021cal")]);
    expect(again).toMatchObject({ status: 400, body: { status: "One Purchased" } });
    expect(await guest.count()).toBe(1);
  });

  it("answers 'cocart_product_out_of_stock' for a sold-out item or more than the stock", async () => {
    const guest = shopper();
    expect((await guest.add([await simple("keyring-honeybadger")])).body.status).toBe("cocart_product_out_of_stock");
    const [row] = await t.database.db.select().from(products).where(eq(products.slug, "moodwater-juniper"));
    const tooMany = await guest.add([await simple("moodwater-juniper", Math.min((row?.stockQuantity ?? 0) + 1, 99))]);
    if ((row?.stockQuantity ?? 0) < 99) expect(tooMany.body.status).toBe("cocart_product_out_of_stock");
    expect(await guest.count()).toBe(0);
  });

  it("answers 'unpurchasable' for a variation of another product or a variable product without a variation", async () => {
    const guest = shopper();
    const incense = await product("collins-incense");
    const soap = await product("mood-soap-3scents");
    const wrong = await guest.add([
      { product_id: soap.id, variation_id: incense.product_variations[0]?.id, quantity: 1 },
    ]);
    expect(wrong).toMatchObject({ status: 400, body: { status: "unpurchasable" } });
    const bare = await guest.add([{ product_id: incense.id, variation_id: null, quantity: 1 }]);
    expect(bare.body.status).toBe("unpurchasable");
    expect((await guest.add([{ product_id: 999999, variation_id: null, quantity: 1 }])).body.status).toBe(
      "unpurchasable",
    );
  });

  it("writes nothing when one line of several fails", async () => {
    const guest = shopper();
    const answer = await guest.add([await simple("moodwater-yuja"), await simple("keyring-honeybadger")]);
    expect(answer.status).toBe(400);
    expect(await guest.count()).toBe(0);
  });

  it.each([
    ["an empty list", []],
    ["not a list", { product_id: 1 }],
    ["a zero quantity", [{ product_id: 1, variation_id: null, quantity: 0 }]],
    ["a negative quantity", [{ product_id: 1, variation_id: null, quantity: -3 }]],
    ["an absurd quantity", [{ product_id: 1, variation_id: null, quantity: 1e9 }]],
    ["a fractional quantity", [{ product_id: 1, variation_id: null, quantity: 1.5 }]],
    ["a string id", [{ product_id: "1; drop table", variation_id: null, quantity: 1 }]],
    ["malformed JSON", "{not json"],
  ])("refuses %s with 400 and a Korean message, writing nothing", async (_name, body) => {
    const guest = shopper();
    const answer = await guest.add(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/[가-힣]/);
    expect(answer.setCookie).toBeNull();
  });

  it("ignores any price the browser sends", async () => {
    const guest = shopper();
    await guest.add([{ ...(await simple("moodwater-yuja")), price: 1, display_price: 1 }]);
    const cart = await guest.cart();
    expect(cart.items[0]?.display_price).toBe(29000);
  });

  it("loses nothing when two tabs add at the same time", async () => {
    const guest = shopper();
    await guest.add([await simple("incense-holder")]);
    const line = await simple("collins-incense-mix");
    await Promise.all(Array.from({ length: 6 }, () => guest.add([line])));
    const cart = await guest.cart();
    expect(cart.items.find((item) => item.product.slug === "collins-incense-mix")?.quantity).toBe(6);
    expect(cart.total_quantity).toBe(7);
  });

  it("refuses a state-changing call from a foreign origin with 403", async () => {
    const response = await t.app.request("/api/cart/item/add", {
      method: "POST",
      headers: { origin: "https://evil.example", host: "shop.test", "content-type": "application/json" },
      body: JSON.stringify([await simple("moodwater-yuja")]),
    });
    expect(response.status).toBe(403);
  });
});

describe("POST /api/cart/buynow", () => {
  it("makes the chosen quantities the buy-now selection (200), apart from the cart, so a second click does not double them", async () => {
    const guest = shopper();
    expect((await guest.buyNow([await simple("moodwater-yuja", 2)])).status).toBe(200);
    expect((await guest.buyNow([await simple("moodwater-yuja", 2)])).status).toBe(200);
    // Decision 5 (issue 20): the cart's own lines and count are not touched.
    expect(await guest.count()).toBe(0);
    const selection = (await guest.raw("GET", "/api/cart/item?buy=now")).body as CartBody;
    expect(selection.items.map((item) => item.quantity)).toEqual([2]);
  });

  it("answers a message for a failure", async () => {
    const answer = await shopper().buyNow([await simple("keyring-honeybadger")]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("재고가 부족해요. 수량을 줄이거나 다른 옵션을 선택해주세요.");
  });
});

describe("changing and removing lines", () => {
  it("sets a quantity, removes at 0 and by key, and refuses another shopper's line", async () => {
    const guest = shopper();
    await guest.add([await simple("moodwater-yuja"), await simple("incense-holder")]);
    const [first, second] = (await guest.cart()).items;
    expect((await guest.update(first?.cart_item_key ?? "", 3)).status).toBe(200);
    expect((await guest.cart()).items[0]?.quantity).toBe(3);
    expect((await shopper().update(first?.cart_item_key ?? "", 1)).status).toBe(404);
    expect((await shopper().remove(first?.cart_item_key ?? "")).status).toBe(404);
    expect((await guest.update(first?.cart_item_key ?? "", 0)).status).toBe(200);
    expect((await guest.remove(second?.cart_item_key ?? "")).status).toBe(200);
    expect(await guest.count()).toBe(0);
    expect((await guest.update("abc", 1)).status).toBe(400);
  });

  it("refuses a key past the database's integer range as a line that is not there", async () => {
    const guest = shopper();
    await guest.add([await simple("moodwater-yuja")]);
    for (const key of ["2147483648", "99999999999"]) {
      expect((await guest.update(key, 1)).status).toBe(400);
      expect((await guest.remove(key)).status).toBe(400);
    }
    expect(await guest.count()).toBe(1);
  });

  it("keeps the stock limit when a quantity is changed", async () => {
    const guest = shopper();
    await guest.add([await simple("moodwater-yuja")]);
    const [line] = (await guest.cart()).items;
    const [row] = await t.database.db.select().from(products).where(eq(products.slug, "moodwater-yuja"));
    const over = (row?.stockQuantity ?? 0) + 1;
    if (over <= 99)
      expect((await guest.update(line?.cart_item_key ?? "", over)).body.status).toBe("cocart_product_out_of_stock");
  });
});

describe("promotions in the cart (spec §9)", () => {
  it("deducts 1,500 won per kit and 600 won per mini lighter with the incense, and adds the free sachet from 30,000 won", async () => {
    const guest = shopper();
    await guest.add([
      await variation("collins-incense", "우드", 2),
      await simple("incense-3-kit", 2),
      await variation("lighter-mini", "메탈"),
    ]);
    const cart = await guest.cart();
    const kit = cart.items.find((item) => item.product.slug === "incense-3-kit");
    expect(kit?.fee_applied_line_total).toBe(2 * 3500);
    const lighter = cart.items.find((item) => item.product.slug === "lighter-mini");
    expect(lighter?.fee_applied_line_total).toBe(2400);
    expect(cart.totals.discount_total).toBe(2 * 1500 + 600);
    expect(cart.gift_items).toMatchObject([
      { wdr_free_product: true, product: { slug: "sachet-sample" }, display_price: 0 },
    ]);
    expect(cart.totals.shipping_origin_total).toBe(0);
    expect(cart.totals.total_integer).toBe(cart.totals.subtotal - cart.totals.discount_total);
  });

  it("deducts 1,590 won per five-scent chamber option with the incense", async () => {
    const guest = shopper();
    const chamber = await product("incense-chamber-honeybadger");
    const five = chamber.product_variations.find(
      (v) => v.attributes[1]?.option.includes("5종") && v.stock_status === "instock",
    );
    await guest.add([
      await variation("collins-incense", "우드"),
      { product_id: chamber.id, variation_id: five?.id, quantity: 1 },
    ]);
    const line = (await guest.cart()).items.find((item) => item.product_id === chamber.id);
    expect(line?.fee_applied_line_total).toBe(14310);
  });

  it("takes the gift away and charges shipping when the cart falls below the line", async () => {
    const guest = shopper();
    await guest.add([await variation("collins-incense", "우드", 2)]);
    expect((await guest.cart()).gift_items).toHaveLength(1);
    const [line] = (await guest.cart()).items;
    await guest.update(line?.cart_item_key ?? "", 1);
    const cart = await guest.cart();
    expect(cart.gift_items).toEqual([]);
    expect(cart.totals.shipping_origin_total).toBe(3000);
    expect(cart.totals.total_integer).toBe(15000 + 3000);
  });

  it("follows the stock of the database, not a cached value", async () => {
    const guest = shopper();
    const { id } = await variation("collins-incense", "우드").then((line) => ({ id: line.variation_id }));
    await t.database.db.update(productVariations).set({ stockQuantity: 0 }).where(eq(productVariations.id, id));
    expect((await guest.add([await variation("collins-incense", "우드")])).body.status).toBe(
      "cocart_product_out_of_stock",
    );
    await t.database.db.update(productVariations).set({ stockQuantity: 50 }).where(eq(productVariations.id, id));
    expect((await guest.add([await variation("collins-incense", "우드")])).status).toBe(200);
    expect((await guest.cart()).items.map((item) => item.quantity)).toEqual([1]);
  });
});
