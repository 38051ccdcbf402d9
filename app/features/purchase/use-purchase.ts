// The purchase flow of one product page: the option selection plus add to cart, buy now and the
// answers of spec §8, shared by the desktop menu and the mobile sheet.
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { BUY_NOW_CHECKOUT } from "../../../core/buy-now";
import {
  cartRequestLines,
  chooseOption,
  decrement,
  emptySelection,
  increment,
  initialSelection,
  type PurchasableOption,
  removeLine,
  type SelectionState,
  selectionQuantity,
  typeQuantity,
} from "../../../core/option-selection";
import { upsellFor } from "../../../core/upsell";
import { postJson } from "../../lib/post";
import { useCartCount } from "../cart/cart-count";
import { addToNaverWishlist, startNaverPay } from "../npay/start-naver-pay";
import { purchaseTexts } from "./messages";

export type PurchaseDialog =
  | { kind: "added" }
  | { kind: "login" }
  | { kind: "one_purchased" }
  | { kind: "upsell"; offer: NonNullable<ReturnType<typeof upsellFor>> }
  /** One of spec §8's alerts, in the shop's own alert dialog. */
  | { kind: "alert"; message: string }
  | null;

type CartAnswer = { status?: string; message?: string; cart_count?: number };

/** The session flag of one product's up-sell offer: each offer is shown once, on its own. */
const upsellKey = (slug: string) => `collins-upsell-shown:${slug}`;

export function usePurchase(input: {
  productId: number;
  slug: string;
  simple: PurchasableOption | null;
  isLoggedIn: boolean;
}) {
  const { productId, slug, simple, isLoggedIn } = input;
  const [selection, setSelection] = useState<SelectionState>(() => initialSelection(simple));
  const [busy, setBusy] = useState(false);
  const [spinner, setSpinner] = useState(false);
  const [dialog, setDialog] = useState<PurchaseDialog>(null);
  const cartCount = useCartCount();
  const navigate = useNavigate();
  const showAlert = useCallback((message: string) => setDialog({ kind: "alert", message }), []);

  useEffect(() => {
    setSelection(initialSelection(simple));
  }, [simple]);

  useEffect(() => {
    if (selection.notice === "sold_out") showAlert(purchaseTexts.soldOutAlert);
  }, [selection, showAlert]);

  // Spec §4 "Up-sell popup": once per browser session for each product ('a-card', 'a-card-5-pack').
  useEffect(() => {
    const quantity = selectionQuantity({
      ...selection,
      lines: selection.lines.filter((line) => line.variation_id === null && line.id === `${simple?.product_id}:0`),
    });
    const offer = upsellFor(slug, quantity);
    if (!offer || sessionStorage.getItem(upsellKey(slug)) === "true") return;
    sessionStorage.setItem(upsellKey(slug), "true");
    setDialog({ kind: "upsell", offer });
  }, [selection, slug, simple]);

  const choose = useCallback(
    (option: PurchasableOption) => {
      // Spec §5: "A login-required item chosen by a guest opens the login-needed dialog."
      if (option.additional_info.login_required && !isLoggedIn) {
        setDialog({ kind: "login" });
        return;
      }
      setSelection((state) => chooseOption(state, option));
    },
    [isLoggedIn],
  );

  const answerCartAdd = useCallback(
    async (status: number, body: CartAnswer | null) => {
      if (status === 200) {
        const refreshed = await cartCount.refresh();
        setDialog(refreshed === false ? { kind: "alert", message: purchaseTexts.serverFailed } : { kind: "added" });
        return;
      }
      switch (body?.status) {
        case "Login Required":
          setDialog({ kind: "login" });
          return;
        case "Only One Purchased":
          showAlert(purchaseTexts.onlyOnePurchased);
          return;
        case "One Purchased":
          setDialog({ kind: "one_purchased" });
          return;
        case "cocart_product_out_of_stock":
          return;
        case "unpurchasable":
          showAlert(purchaseTexts.unpurchasable);
          return;
        default:
          showAlert(body?.message ?? purchaseTexts.serverFailed);
      }
    },
    [cartCount, showAlert],
  );

  const addToCart = useCallback(async () => {
    if (selection.lines.length === 0) {
      showAlert(purchaseTexts.mustSelect);
      return;
    }
    setBusy(true);
    try {
      const { status, body } = await postJson<CartAnswer>("/api/cart/item/add", cartRequestLines(selection));
      await answerCartAdd(status, body);
    } finally {
      setBusy(false);
    }
  }, [selection, answerCartAdd, showAlert]);

  /**
   * Buy now (spec §7): the selection becomes the buy-now selection, apart from the cart's own
   * lines, which stay for later (decision 5); then `next` continues the purchase.
   */
  const buyNowThen = useCallback(
    async (emptyMessage: string, next: () => Promise<void> | void) => {
      if (selection.lines.length === 0) {
        showAlert(emptyMessage);
        return;
      }
      setBusy(true);
      try {
        const { status, body } = await postJson<CartAnswer>("/api/cart/buynow", cartRequestLines(selection));
        if (status === 200) {
          await next();
        } else if (body?.status === "Login Required") {
          setDialog({ kind: "login" });
        } else {
          showAlert(body?.message ?? purchaseTexts.serverFailed);
        }
      } finally {
        setBusy(false);
      }
    },
    [selection, showAlert],
  );

  // Buy now goes on to the checkout of exactly the selection (decision 5).
  const buyNow = useCallback(
    () => buyNowThen(purchaseTexts.mustSelect, () => navigate(BUY_NOW_CHECKOUT)),
    [buyNowThen, navigate],
  );

  // Spec §4 wallet flow: a buy-now request, then the selection is re-read, then payment starts.
  const buyWithNpay = useCallback(
    () => buyNowThen(purchaseTexts.walletSelect, () => startNaverPay({ buyNow: true, setSpinner, showAlert })),
    [buyNowThen, showAlert],
  );

  return {
    selection,
    busy,
    dialog,
    closeDialog: () => setDialog(null),
    choose,
    increment: (id: string) => setSelection((state) => increment(state, id)),
    decrement: (id: string) => setSelection((state) => decrement(state, id)),
    type: (id: string, text: string) => setSelection((state) => typeQuantity(state, id, text)),
    remove: (id: string) => setSelection((state) => removeLine(state, id)),
    clear: () => setSelection(initialSelection(simple) ?? emptySelection),
    addToCart,
    buyNow,
    buyWithNpay,
    wish: () => addToNaverWishlist(productId, showAlert),
    showAlert,
    spinner,
  };
}

export type Purchase = ReturnType<typeof usePurchase>;
