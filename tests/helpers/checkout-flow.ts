// The checkout as a shopper's browser drives it, against the in-process app and its PortOne
// simulator: cart, initCheckout, the payment window, processCheckout.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { products } from "../../server/db/schema";
import { portOneSettingsOf } from "../../server/integrations/portone/config";
import type { Shopper } from "./shopper";
import type { TestApp } from "./test-app";

export type InitAnswer = {
  id: number;
  order_key: string;
  total: number;
  billing: { email: string; phone: string };
  payment_id: string;
  order_name: string;
  message?: string;
};

export function checkoutFlow(getT: () => TestApp) {
  const shipping = {
    first_name: "김콜린",
    last_name: "",
    address_1: "서울 성동구 성수이로 113 (성수동2가)",
    address_2: "3층",
    postcode: "04782",
    phone: "01012345678",
  };

  const portone = () => {
    const settings = portOneSettingsOf(getT().config);
    if (!settings) throw new Error("PortOne simulator is not configured");
    return settings;
  };

  async function productId(slug: string) {
    const [row] = await getT().database.db.select().from(products).where(eq(products.slug, slug));
    if (!row) throw new Error(`no product ${slug}`);
    return row;
  }

  async function setStock(slug: string, stock: number) {
    await getT().database.db.update(products).set({ stockQuantity: stock }).where(eq(products.slug, slug));
  }

  async function stockOf(slug: string) {
    return (await productId(slug)).stockQuantity;
  }

  async function addToCart(s: Shopper, slug: string, quantity = 1) {
    const product = await productId(slug);
    const added = await s.call("POST", "/api/cart/item/add", [
      { product_id: product.id, variation_id: null, quantity },
    ]);
    expect(added.status).toBe(200);
  }

  function init(s: Shopper, extra: Record<string, unknown> = {}) {
    return s.call<InitAnswer>("POST", "/api/initCheckout", {
      payment_method: "card",
      payment_method_title: "신용카드",
      shipping,
      billing: { email: "buyer@collins.kr", phone: "010-1234-5678" },
      customer_note: "문 앞에 놓아주세요",
      agree: true,
      ...extra,
    });
  }

  /** Opens the simulator's payment window as the browser SDK would, then presses a button. */
  async function payInWindow(
    s: Shopper,
    order: InitAnswer,
    {
      amount = order.total,
      decision = "approve",
      webhook = "none",
      mode = "popup",
    }: { amount?: number; decision?: string; webhook?: string; mode?: string } = {},
  ) {
    const query = new URLSearchParams({
      storeId: portone().storeId,
      paymentId: order.payment_id,
      orderName: order.order_name,
      totalAmount: String(amount),
      currency: "KRW",
      payMethod: "CARD",
      redirectUrl: `${getT().config.publicBaseUrl}/api/mobileCheckout/${order.id}`,
      mode,
    });
    expect((await s.request(`/_sim/portone/window?${query}`)).status).toBe(200);
    return s.form("/_sim/portone/window/decide", { paymentId: order.payment_id, decision, webhook, mode });
  }

  const process = (s: Shopper, order: InitAnswer) =>
    s.call<{ result: string; message?: string; redirect?: string }>("POST", "/api/processCheckout", {
      id: order.id,
      transaction_id: order.payment_id,
    });

  /** Cart, checkout and an approved payment: the paid order. */
  async function buy(s: Shopper, slug: string, quantity = 1, extra: Record<string, unknown> = {}) {
    await addToCart(s, slug, quantity);
    const order = (await init(s, extra)).body;
    await payInWindow(s, order);
    const processed = await process(s, order);
    expect(processed.status).toBe(200);
    return order;
  }

  return { shipping, portone, productId, setStock, stockOf, addToCart, init, payInWindow, process, buy };
}
