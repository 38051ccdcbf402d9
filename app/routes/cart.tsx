// Cart page (/cart): normal items and gift items, quantities, discounts, shipping fee and total,
// read by the loader (the cart is personal: never stored by a cache). Quantity steppers, × and
// 선택삭제 (issue 21) are forms posting to this route's action, so they work before the scripts run
// and without them: each line's checkbox belongs to the 선택삭제 form by its `form` attribute.
import { type ReactNode, useEffect, useState } from "react";
import { Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { links } from "../../core/links";
import { formatWon } from "../../core/price";
import type { Cart, CartItem } from "../../server/domain/cart/read-cart";
import { AlertDialog } from "../components/alert-dialog";
import { FormError } from "../components/form-field";
import { Spinner } from "../components/spinner";
import stepper from "../components/stepper.module.css";
import styles from "../features/cart/cart.module.css";
import { cartAction, cartLoader } from "../features/cart/cart.server";
import { useCartCount } from "../features/cart/cart-count";
import { cartTexts } from "../features/cart/messages";
import { ReturnedPaymentError } from "../features/checkout/returned-payment-error";
import { npayTexts } from "../features/npay/messages";
import { NaverPayButton } from "../features/npay/naver-pay-button";
import { startNaverPay } from "../features/npay/start-naver-pay";
import type { loader as rootLoader } from "../root";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/cart";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 장바구니", path: links.cart, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return cartLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart } = loaderData;
  const [spinner, setSpinner] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cartCount = useCartCount();
  const setCount = cartCount.set;
  const busy = useNavigation().state !== "idle";
  const wallet = useRouteLoaderData<typeof rootLoader>("root")?.payments.npay ?? null;
  const refusal = actionData ?? null;
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  // Lines gone since they were checked (removed here or in another tab) are no longer selected.
  const selected = cart.items.filter((item) => checked.has(item.cart_item_key)).map((item) => item.cart_item_key);
  const allSelected = selected.length === cart.items.length;
  // A refused 선택삭제's message stays until the shopper changes what is checked.
  const [answered, setAnswered] = useState<typeof refusal>(null);
  const select = (keys: string[]) => {
    setChecked(new Set(keys));
    setAnswered(refusal);
  };
  const toggle = (key: string, on: boolean) =>
    select(on ? [...selected, key] : selected.filter((other) => other !== key));

  // The header's count follows every change of the cart the loader reads again.
  useEffect(() => {
    setCount(cart.total_quantity);
  }, [cart.total_quantity, setCount]);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{cartTexts.title}</h1>
      {refusal && refusal.line === null && !refusal.selection ? <FormError message={refusal.message} /> : null}
      {cart.items.length === 0 ? (
        <div className={styles.empty}>
          <strong>{cartTexts.empty}</strong>
          <p>{cartTexts.emptyHint}</p>
          <Link to={links.collection("all")} className={styles.secondary}>
            {cartTexts.goShopping}
          </Link>
        </div>
      ) : (
        <div className={styles.layout} aria-busy={busy}>
          <div>
            <section aria-labelledby="cart-items">
              <h2 id="cart-items" className={styles.sectionTitle}>
                {cartTexts.items} <span className={styles.muted}>{cart.total_quantity}</span>
              </h2>
              <div className={styles.selectBar}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    name="all"
                    form={SELECTION_FORM}
                    checked={allSelected}
                    onChange={(event) =>
                      select(event.target.checked ? cart.items.map((item) => item.cart_item_key) : [])
                    }
                  />
                  {cartTexts.selectAll}{" "}
                  <span className={styles.muted}>
                    {selected.length}/{cart.items.length}
                  </span>
                </label>
                <Form id={SELECTION_FORM} method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="remove_selected" />
                  <button type="submit" className={styles.selectRemove} disabled={busy}>
                    {cartTexts.removeSelected}
                  </button>
                </Form>
              </div>
              {refusal?.selection && refusal !== answered ? (
                <p className={`${styles.refusal} ${styles.selectRefusal}`} role="alert">
                  {refusal.message}
                </p>
              ) : null}
              <ul className={styles.items}>
                {cart.items.map((item) => (
                  <CartLine
                    key={item.cart_item_key}
                    item={item}
                    busy={busy}
                    refusal={refusal?.line === item.cart_item_key ? refusal.message : undefined}
                    checked={checked.has(item.cart_item_key)}
                    onCheck={(on) => toggle(item.cart_item_key, on)}
                  />
                ))}
              </ul>
            </section>
            {cart.gift_items.length > 0 ? (
              <section aria-labelledby="cart-gifts" className={styles.gifts}>
                <h2 id="cart-gifts" className={styles.sectionTitle}>
                  {cartTexts.gifts}
                </h2>
                <ul className={styles.items}>
                  {cart.gift_items.map((item) => (
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
            cart={cart}
            wallet={
              wallet && cart.items.every((item) => item.product.is_npay_available) ? (
                <NaverPayButton
                  settings={wallet}
                  onBuy={() => startNaverPay({ buyNow: false, setSpinner, showAlert: setNotice })}
                />
              ) : null
            }
          />
        </div>
      )}
      {spinner ? <Spinner label={npayTexts.starting} /> : null}
      {notice ? <AlertDialog message={notice} onClose={() => setNotice(null)} /> : null}
      {/* A cancelled Naver Pay order sheet comes back here. */}
      <ReturnedPaymentError />
    </div>
  );
}

/** The 선택삭제 form: the checkboxes above and beside the lines send with it. */
const SELECTION_FORM = "cart-selection";

function CartLine({
  item,
  busy,
  refusal,
  checked,
  onCheck,
}: {
  item: CartItem;
  busy: boolean;
  refusal?: string;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  return (
    <li className={styles.item}>
      <input
        type="checkbox"
        className={styles.lineCheck}
        name="selected"
        value={item.cart_item_key}
        form={SELECTION_FORM}
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
        aria-label={`${item.product_name} ${cartTexts.select}`}
      />
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
          {/* Each stepper button sends the line's new quantity (spec §5: minus does nothing at 1). */}
          <Form method="post" preventScrollReset className={stepper.stepper}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="cart_item_key" value={item.cart_item_key} />
            <button
              type="submit"
              name="quantity"
              value={item.quantity - 1}
              aria-label={`${item.product_name} ${cartTexts.decrease}`}
              disabled={busy || item.quantity <= 1}
            >
              −
            </button>
            <output aria-label={`${item.product_name} ${cartTexts.quantity}`}>{item.quantity}</output>
            <button
              type="submit"
              name="quantity"
              value={item.quantity + 1}
              aria-label={`${item.product_name} ${cartTexts.increase}`}
              disabled={busy}
            >
              +
            </button>
          </Form>
          <strong className={styles.lineTotal}>{formatWon(item.fee_applied_line_total)}</strong>
        </div>
        {item.purchasable ? null : <p className={styles.refusal}>{cartTexts.unpurchasable}</p>}
        {refusal ? (
          <p className={styles.refusal} role="alert">
            {refusal}
          </p>
        ) : null}
      </div>
      <Form method="post" preventScrollReset className={styles.removeForm}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="cart_item_key" value={item.cart_item_key} />
        <button
          type="submit"
          className={styles.remove}
          aria-label={`${item.product_name} ${cartTexts.remove}`}
          disabled={busy}
        >
          ×
        </button>
      </Form>
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
