// The wallet flow after the buy-now request (spec §4: "a buy-now request, then the cart is
// re-read, then payment starts"): the server registers the order from its own cart and prices,
// and the shopper goes to Naver's order sheet. The spinner hides after 3000 ms (spec §4).
import { getJson } from "../../lib/api";
import { postJson } from "../../lib/post";
import { npayTexts } from "./messages";

export const WALLET_SPINNER_MS = 3000;

export async function startNaverPay(setSpinner: (on: boolean) => void): Promise<void> {
  setSpinner(true);
  window.setTimeout(() => setSpinner(false), WALLET_SPINNER_MS);
  const cart = await getJson<{ items: unknown[] }>("/api/cart/item");
  if (!cart || cart.items.length === 0) {
    setSpinner(false);
    window.alert(npayTexts.failed);
    return;
  }
  const started = await postJson<{ order_sheet_url?: string; message?: string }>("/api/npay/order", {});
  if (!started.ok || !started.body?.order_sheet_url) {
    setSpinner(false);
    window.alert(started.body?.message ?? npayTexts.failed);
    return;
  }
  window.location.assign(started.body.order_sheet_url);
}

/** The wishlist (찜) action: Naver's page for the product opens in a small window. */
export async function addToNaverWishlist(productId: number): Promise<void> {
  const answer = await postJson<{ url?: string; message?: string }>("/api/npay/wishlist", { product_id: productId });
  if (answer.ok && answer.body?.url) window.open(answer.body.url, "npay-wishlist", "width=420,height=560");
  else window.alert(answer.body?.message ?? npayTexts.failed);
}
