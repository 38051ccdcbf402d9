// The purchase flow of one product page: the option selection plus add to cart, buy now and the
// answers of spec §8, shared by the desktop menu and the mobile sheet.
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { links } from "../../../core/links";
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
  | null;

type CartAnswer = { status?: string; message?: string; cart_count?: number };

const UPSELL_KEY = "collins-upsell-shown";

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

  useEffect(() => {
    setSelection(initialSelection(simple));
  }, [simple]);

  useEffect(() => {
    if (selection.notice === "sold_out") window.alert(purchaseTexts.soldOutAlert);
  }, [selection]);

  // Spec §4 "Up-sell popup": once per browser session.
  useEffect(() => {
    const quantity = selectionQuantity({
      ...selection,
      lines: selection.lines.filter((line) => line.variation_id === null && line.id === `${simple?.product_id}:0`),
    });
    const offer = upsellFor(slug, quantity);
    if (!offer || sessionStorage.getItem(UPSELL_KEY) === "true") return;
    sessionStorage.setItem(UPSELL_KEY, "true");
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
        if (refreshed === false) window.alert(purchaseTexts.serverFailed);
        setDialog({ kind: "added" });
        return;
      }
      switch (body?.status) {
        case "Login Required":
          setDialog({ kind: "login" });
          return;
        case "Only One Purchased":
          window.alert(purchaseTexts.onlyOnePurchased);
          return;
        case "One Purchased":
          setDialog({ kind: "one_purchased" });
          return;
        case "cocart_product_out_of_stock":
          return;
        case "unpurchasable":
          window.alert(purchaseTexts.unpurchasable);
          return;
        default:
          window.alert(body?.message ?? purchaseTexts.serverFailed);
      }
    },
    [cartCount],
  );

  const addToCart = useCallback(async () => {
    if (selection.lines.length === 0) {
      window.alert(purchaseTexts.mustSelect);
      return;
    }
    setBusy(true);
    try {
      const { status, body } = await postJson<CartAnswer>("/api/cart/item/add", cartRequestLines(selection));
      await answerCartAdd(status, body);
    } finally {
      setBusy(false);
    }
  }, [selection, answerCartAdd]);

  /** Buy now (spec §7): the cart becomes the selection; then `next` continues the purchase. */
  const buyNowThen = useCallback(
    async (emptyMessage: string, next: () => Promise<void> | void) => {
      if (selection.lines.length === 0) {
        window.alert(emptyMessage);
        return;
      }
      setBusy(true);
      try {
        const { status, body } = await postJson<CartAnswer>("/api/cart/buynow", cartRequestLines(selection));
        if (status === 200) {
          await cartCount.refresh();
          await next();
        } else if (body?.status === "Login Required") {
          setDialog({ kind: "login" });
        } else {
          window.alert(body?.message ?? purchaseTexts.serverFailed);
        }
      } finally {
        setBusy(false);
      }
    },
    [selection, cartCount],
  );

  const buyNow = useCallback(
    () => buyNowThen(purchaseTexts.mustSelect, () => navigate(links.cart)),
    [buyNowThen, navigate],
  );

  // Spec §4 wallet flow: a buy-now request, then the cart is re-read, then payment starts.
  const buyWithNpay = useCallback(
    () => buyNowThen(purchaseTexts.walletSelect, () => startNaverPay(setSpinner)),
    [buyNowThen],
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
    wish: () => addToNaverWishlist(productId),
    spinner,
  };
}

export type Purchase = ReturnType<typeof usePurchase>;
