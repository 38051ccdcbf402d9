// The wallet flow after the buy-now request (spec §4: "a buy-now request, then the cart is
// re-read, then payment starts"): the server registers the order from its own cart and prices —
// the cart's own lines from the cart page, the buy-now selection from a product page (decision 5)
// — and the shopper goes to Naver's order sheet. The spinner hides after 3000 ms (spec §4).
// Failures show in the shop's alert dialog through `showAlert`.
import { getJson } from "../../lib/api";
import { postJson } from "../../lib/post";
import { npayTexts } from "./messages";

export const WALLET_SPINNER_MS = 3000;

export async function startNaverPay({
  buyNow,
  setSpinner,
  showAlert,
}: {
  buyNow: boolean;
  setSpinner: (on: boolean) => void;
  showAlert: (message: string) => void;
}): Promise<void> {
  setSpinner(true);
  window.setTimeout(() => setSpinner(false), WALLET_SPINNER_MS);
  const cart = await getJson<{ items: unknown[] }>(buyNow ? "/api/cart/item?buy=now" : "/api/cart/item");
  if (!cart || cart.items.length === 0) {
    setSpinner(false);
    showAlert(npayTexts.failed);
    return;
  }
  const started = await postJson<{ order_sheet_url?: string; message?: string }>("/api/npay/order", {
    buy_now: buyNow,
  });
  if (!started.ok || !started.body?.order_sheet_url) {
    setSpinner(false);
    showAlert(started.body?.message ?? npayTexts.failed);
    return;
  }
  window.location.assign(started.body.order_sheet_url);
}

/** The wishlist (찜) action: Naver's page for the product opens in a small window. */
export async function addToNaverWishlist(productId: number, showAlert: (message: string) => void): Promise<void> {
  const answer = await postJson<{ url?: string; message?: string }>("/api/npay/wishlist", { product_id: productId });
  if (answer.ok && answer.body?.url) window.open(answer.body.url, "npay-wishlist", "width=420,height=560");
  else showAlert(answer.body?.message ?? npayTexts.failed);
}
