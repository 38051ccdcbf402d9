// Cart page (/cart): normal items and gift items, quantities, discounts, shipping fee and total,
// read from GET /api/cart/item after hydration (the cart is personal; the HTML is not).
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { links } from "../../core/links";
import { formatWon } from "../../core/price";
import type { Cart, CartItem } from "../../server/domain/cart/read-cart";
import { Spinner } from "../components/spinner";
import stepper from "../components/stepper.module.css";
import styles from "../features/cart/cart.module.css";
import { useCartCount } from "../features/cart/cart-count";
import { cartTexts } from "../features/cart/messages";
import { checkoutTexts } from "../features/checkout/messages";
import { npayTexts } from "../features/npay/messages";
import { NaverPayButton } from "../features/npay/naver-pay-button";
import { startNaverPay } from "../features/npay/start-naver-pay";
import { getJson } from "../lib/api";
import { postJson } from "../lib/post";
import type { loader as rootLoader } from "../root";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/cart";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 장바구니", path: links.cart, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; cart: Cart };

export default function CartPage() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [busy, setBusy] = useState(false);
  const [spinner, setSpinner] = useState(false);
  const cartCount = useCartCount();
  const location = useLocation();
  const navigate = useNavigate();
  const paymentError = new URLSearchParams(location.search).get("payment_error");
  const wallet = useRouteLoaderData<typeof rootLoader>("root")?.payments.npay ?? null;

  // A failed or cancelled payment comes back here (spec §8 'payment failed' plus the provider's message).
  useEffect(() => {
    if (paymentError === null) return;
    window.alert(checkoutTexts.paymentFailed(paymentError));
    navigate(links.cart, { replace: true });
  }, [paymentError, navigate]);

  const load = useCallback(async () => {
    const cart = await getJson<Cart>("/api/cart/item");
    setLoaded(cart ? { state: "ready", cart } : { state: "failed" });
    if (cart) cartCount.set(cart.total_quantity);
  }, [cartCount.set]);

  useEffect(() => {
    load();
  }, [load]);

  const change = async (path: string, body: unknown) => {
    setBusy(true);
    try {
      const answer = await postJson(path, body);
      if (!answer.ok) window.alert(answer.body?.message ?? cartTexts.failed);
      await load();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{cartTexts.title}</h1>
      {loaded.state === "loading" ? <p className={styles.muted}>{cartTexts.loading}</p> : null}
      {loaded.state === "failed" ? <p className={styles.muted}>{cartTexts.failed}</p> : null}
      {loaded.state === "ready" && loaded.cart.items.length === 0 ? (
        <div className={styles.empty}>
          <strong>{cartTexts.empty}</strong>
          <p>{cartTexts.emptyHint}</p>
          <Link to={links.collection("all")} className={styles.secondary}>
            {cartTexts.goShopping}
          </Link>
        </div>
      ) : null}
      {loaded.state === "ready" && loaded.cart.items.length > 0 ? (
        <div className={styles.layout} aria-busy={busy}>
          <div>
            <section aria-labelledby="cart-items">
              <h2 id="cart-items" className={styles.sectionTitle}>
                {cartTexts.items} <span className={styles.muted}>{loaded.cart.total_quantity}</span>
              </h2>
              <ul className={styles.items}>
                {loaded.cart.items.map((item) => (
                  <CartLine
                    key={item.cart_item_key}
                    item={item}
                    busy={busy}
                    onQuantity={(quantity) =>
                      change("/api/cart/item/update", { cart_item_key: item.cart_item_key, quantity })
                    }
                    onRemove={() => change("/api/cart/item/remove", { cart_item_key: item.cart_item_key })}
                  />
                ))}
              </ul>
            </section>
            {loaded.cart.gift_items.length > 0 ? (
              <section aria-labelledby="cart-gifts" className={styles.gifts}>
                <h2 id="cart-gifts" className={styles.sectionTitle}>
                  {cartTexts.gifts}
                </h2>
                <ul className={styles.items}>
                  {loaded.cart.gift_items.map((item) => (
                    <li key={item.cart_item_key} className={styles.item} data-gift="true">
                      <img src={item.variation_thumbnail ?? item.product.thumbnail} alt="" width={88} height={88} />
                      <div className={styles.itemBody}>
                        <span className={styles.giftBadge}>{cartTexts.giftLabel}</span>
                        <strong>{item.product_name}</strong>
                        <span className={styles.muted}>{item.product_option_name}</span>
                        <span>
                          {cartTexts.quantity} {item.quantity} · {formatWon(0)}
                        </span>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <CartSummary
            cart={loaded.cart}
            wallet={
              wallet && loaded.cart.items.every((item) => item.product.is_npay_available) ? (
                <NaverPayButton settings={wallet} onBuy={() => startNaverPay(setSpinner)} />
              ) : null
            }
          />
        </div>
      ) : null}
      {spinner ? <Spinner label={npayTexts.starting} /> : null}
    </div>
  );
}

function CartLine({
  item,
  busy,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  return (
    <li className={styles.item}>
      <Link to={links.product(item.product.slug)} tabIndex={-1} aria-hidden="true">
        <img src={item.variation_thumbnail ?? item.product.thumbnail} alt="" width={88} height={88} />
      </Link>
      <div className={styles.itemBody}>
        <Link to={links.product(item.product.slug)}>
          <strong>{item.product_name}</strong>
        </Link>
        {item.product_option_name ? (
          <span className={styles.muted}>
            {cartTexts.option}: {item.product_option_name}
          </span>
        ) : null}
        <span className={styles.unit}>
          {formatWon(item.display_price)}
          {item.on_sale ? <del>{formatWon(item.display_regular_price)}</del> : null}
        </span>
        {item.line_discount > 0 ? (
          <span className={styles.bundle}>
            {cartTexts.bundle} −{formatWon(item.line_discount)}
          </span>
        ) : null}
        <div className={styles.itemFoot}>
          <div className={stepper.stepper}>
            <button
              type="button"
              aria-label={`${item.product_name} ${cartTexts.decrease}`}
              disabled={busy || item.quantity <= 1}
              onClick={() => onQuantity(item.quantity - 1)}
            >
              −
            </button>
            <output aria-label={`${item.product_name} ${cartTexts.quantity}`}>{item.quantity}</output>
            <button
              type="button"
              aria-label={`${item.product_name} ${cartTexts.increase}`}
              disabled={busy}
              onClick={() => onQuantity(item.quantity + 1)}
            >
              +
            </button>
          </div>
          <strong className={styles.lineTotal}>{formatWon(item.fee_applied_line_total)}</strong>
        </div>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={`${item.product_name} ${cartTexts.remove}`}
        disabled={busy}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}

function CartSummary({ cart, wallet }: { cart: Cart; wallet: ReactNode }) {
  const { totals } = cart;
  const missing = totals.free_shipping_from === null ? 0 : totals.free_shipping_from - totals.goods_total;
  return (
    <aside className={styles.summary} aria-label={cartTexts.summary}>
      <dl>
        <div>
          <dt>{cartTexts.subtotal}</dt>
          <dd>{formatWon(totals.subtotal)}</dd>
        </div>
        {totals.discount_total > 0 ? (
          <div>
            <dt>{cartTexts.discount}</dt>
            <dd className={styles.discount}>−{formatWon(totals.discount_total)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{cartTexts.shipping}</dt>
          <dd>{totals.shipping_origin_total > 0 ? formatWon(totals.shipping_origin_total) : cartTexts.freeShipping}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{cartTexts.total}</dt>
          <dd data-testid="cart-total">{formatWon(totals.total_integer)}</dd>
        </div>
      </dl>
      {totals.shipping_origin_total > 0 && missing > 0 ? (
        <p className={styles.hint}>{cartTexts.freeShippingHint(formatWon(missing))}</p>
      ) : null}
      <Link to="/checkout" className={styles.primary}>
        {cartTexts.order}
      </Link>
      <div id="npay-cart-slot" className={styles.npaySlot}>
        {wallet}
      </div>
    </aside>
  );
}
