// Checkout (/checkout from the cart, /checkout?buy=now from buy now; spec §4 "Checkout"): shipping
// address with the postcode search, orderer, coupon, payment method, the order summary and the
// agreement. The loader gives the cart, the details of the shopper's unpaid earlier attempt or a
// member's saved ones, and coupons; the form posts to this route's action, which checks it with
// initCheckout's schema and prepares the order (spec §4 step 1). The hydrated page then opens the
// payment window and tells the server with /api/processCheckout (steps 2–4); without scripts the
// action's answer is the payment step: the order and what to do. A member picks one of their saved
// addresses (배송지 선택, `?address=`) and may keep the one sent as the default (기본 배송지로 저장).
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate, useRouteLoaderData } from "react-router";
import { CUSTOM_NOTE, couponDiscount, orderTotal } from "../../core/checkout";
import { links } from "../../core/links";
import { formatWon } from "../../core/price";
import { AlertDialog } from "../components/alert-dialog";
import { FormError, FormField } from "../components/form-field";
import { PhoneInput } from "../components/phone-input";
import { Spinner } from "../components/spinner";
import { AddressFields } from "../features/account/address-fields";
import { useCartCount } from "../features/cart/cart-count";
import { AddressChoices } from "../features/checkout/address-choices";
import styles from "../features/checkout/checkout.module.css";
import { type CheckoutAnswer, checkoutAction, checkoutLoader } from "../features/checkout/checkout.server";
import { checkoutTexts } from "../features/checkout/messages";
import { requestPayment, reserveWindow, type WindowStyle } from "../features/checkout/payment-window";
import { ReturnedPaymentError } from "../features/checkout/returned-payment-error";
import { useDeviceClass } from "../hooks/use-device-class";
import { postJson } from "../lib/post";
import type { loader as rootLoader } from "../root";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/checkout";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 주문/결제", path: "/checkout", baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return checkoutLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}

type Prepared = Extract<CheckoutAnswer, { order: object }>;
type Refused = Exclude<CheckoutAnswer, Prepared>;

/** Opens the payment window for a prepared order and follows it to the completion page. */
function usePayment() {
  const portone = useRouteLoaderData<typeof rootLoader>("root")?.payments.portone ?? null;
  const device = useDeviceClass();
  const cartCount = useCartCount();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  /** What went wrong, in the shop's alert dialog (spec §8's payment messages). */
  const [notice, setNotice] = useState<string | null>(null);
  const reserved = useRef<Window | null>(null);
  const style: WindowStyle = device === "DT" ? "popup" : "redirect";

  /** A popup must open within the click (payment-window.ts); the order follows. */
  const reserve = () => {
    if (portone) reserved.current = reserveWindow(portone, style);
  };
  const release = () => {
    reserved.current?.close();
    reserved.current = null;
  };

  const pay = async ({ order, payMethod, recipient }: Prepared) => {
    const popup = reserved.current;
    reserved.current = null;
    if (!portone) {
      popup?.close();
      setNotice(checkoutTexts.error);
      return;
    }
    setPaying(true);
    const result = await requestPayment(
      portone,
      {
        orderId: order.id,
        paymentId: order.payment_id,
        orderName: order.order_name,
        totalAmount: order.total,
        payMethod,
        customer: { fullName: recipient, phoneNumber: order.billing.phone, email: order.billing.email },
      },
      style,
      popup,
    );
    if (result.code) {
      // Let the server give the reservation back at once if the payment really failed.
      void postJson("/api/processCheckout", { id: order.id, transaction_id: order.payment_id });
      setPaying(false);
      setNotice(checkoutTexts.paymentFailed(result.message ?? ""));
      return;
    }
    const processed = await postJson<{ redirect?: string; message?: string }>("/api/processCheckout", {
      id: order.id,
      transaction_id: result.paymentId,
    });
    setPaying(false);
    if (!processed.ok) {
      setNotice(processed.body?.message ?? checkoutTexts.error);
      return;
    }
    await cartCount.refresh();
    navigate(processed.body?.redirect ?? `/order/complete?orderId=${order.id}`);
  };

  const alert = notice ? <AlertDialog message={notice} onClose={() => setNotice(null)} /> : null;
  return { reserve, release, pay, paying, alert };
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  // A form sent by the browser itself (no scripts yet, or none at all) answers as a page.
  if (actionData?.order) return <PaymentStep prepared={actionData} />;
  // A picked address (배송지 선택) starts the form afresh from it.
  return <CheckoutForm key={loaderData.pickedAddressId ?? "none"} data={loaderData} refused={actionData ?? null} />;
}

function CheckoutForm({ data, refused }: { data: Route.ComponentProps["loaderData"]; refused: Refused | null }) {
  const { cart, member, coupons, buyNow, kept, addresses, pickedAddressId } = data;
  const fetcher = useFetcher<typeof action>();
  const payment = usePayment();
  const answer: Refused | null = fetcher.data && !fetcher.data.order ? fetcher.data : refused;
  const errors = answer?.errors ?? {};
  // The form as sent when refused, else the details of the shopper's unpaid attempt (kept on the server).
  const sent = answer?.values ?? kept ?? {};
  const [phone, setPhone] = useState(sent.phone ?? member?.phone ?? "");
  const [ordererPhone, setOrdererPhone] = useState(sent.billing_phone ?? "");
  const [address, setAddress] = useState({
    postcode: sent.postcode ?? member?.postcode ?? "",
    address: sent.address_1 ?? member?.address_1 ?? "",
  });
  const [notePreset, setNotePreset] = useState(sent.note_preset ?? "");
  const [couponId, setCouponId] = useState(sent.coupon_id ?? "");
  const [method, setMethod] = useState(sent.payment_method === "easy_pay" ? "easy_pay" : "card");

  // The hydrated page's answer: pay the prepared order, or give back the window kept for it.
  const { pay, release } = payment;
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.order) void pay(fetcher.data);
    else release();
  }, [fetcher.data, pay, release]);

  if (cart.items.length === 0) {
    return (
      <div className={`container ${styles.page}`}>
        <p>{checkoutTexts.emptyCart}</p>
        <Link to={links.cart} className={styles.secondary}>
          {checkoutTexts.backToCart}
        </Link>
      </div>
    );
  }

  const { totals } = cart;
  const chosen = coupons.find((coupon) => String(coupon.id) === couponId) ?? null;
  const couponRule = chosen ? { couponAmount: chosen.coupon_amount, minimumAmount: chosen.minimum_amount } : null;
  const discount = couponDiscount(totals.goods_total, couponRule);
  const total = orderTotal({ goodsTotal: totals.goods_total, shipping: totals.shipping_origin_total }, couponRule);
  const busy = fetcher.state !== "idle" || payment.paying;
  const presets = checkoutTexts.notePresets;

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{checkoutTexts.title}</h1>
      <fetcher.Form method="post" className={styles.layout} noValidate>
        {buyNow ? <input type="hidden" name="buy_now" value="1" /> : null}
        <div className={styles.sections}>
          <section className={styles.section} aria-labelledby="checkout-items">
            <h2 id="checkout-items">{checkoutTexts.items}</h2>
            <ul className={styles.items}>
              {[...cart.items, ...cart.gift_items].map((item) => (
                <li key={item.cart_item_key}>
                  <img src={item.variation_thumbnail ?? item.product.thumbnail} alt="" width={56} height={56} />
                  <div>
                    <strong>{item.product_name}</strong>
                    {item.product_option_name ? <span className={styles.muted}>{item.product_option_name}</span> : null}
                    <span className={styles.muted}>
                      {item.wdr_free_product ? `${checkoutTexts.gift} · ` : ""}
                      {checkoutTexts.quantity(item.quantity)}
                    </span>
                  </div>
                  <span className={styles.amount}>{formatWon(item.fee_applied_line_total)}</span>
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="checkout-shipping">
            <h2 id="checkout-shipping">{checkoutTexts.shipping}</h2>
            {addresses.length > 1 ? <AddressChoices addresses={addresses} pickedId={pickedAddressId} /> : null}
            <FormField
              className={styles.field}
              name="first_name"
              label={checkoutTexts.recipient}
              error={errors.first_name}
              defaultValue={sent.first_name ?? member?.first_name ?? ""}
              autoComplete="name"
              maxLength={30}
              required
            />
            <FormField
              className={styles.field}
              name="phone"
              label={checkoutTexts.phone}
              error={errors.phone}
              render={(input) => <PhoneInput {...input} required value={phone} onValue={setPhone} />}
            />
            <AddressFields
              postcode={address.postcode}
              address={address.address}
              onPick={(picked) => setAddress({ postcode: picked.postcode, address: picked.address })}
              errors={{ postcode: errors.postcode, address_1: errors.address_1 }}
            />
            <FormField
              className={styles.field}
              name="address_2"
              label={checkoutTexts.addressDetail}
              error={errors.address_2}
              defaultValue={sent.address_2 ?? member?.address_2 ?? ""}
              maxLength={100}
              placeholder={checkoutTexts.addressDetailPlaceholder}
            />
            {member ? (
              <div className={styles.saveAddress}>
                <label className={styles.agree}>
                  <input
                    type="checkbox"
                    name="save_address"
                    defaultChecked={answer ? sent.save_address === "on" : true}
                    aria-invalid={errors.save_address ? true : undefined}
                    aria-describedby={
                      errors.save_address ? "checkout-save-address-error" : "checkout-save-address-hint"
                    }
                  />
                  {checkoutTexts.saveAddress}
                </label>
                {errors.save_address ? (
                  <span id="checkout-save-address-error" className={styles.error}>
                    {errors.save_address}
                  </span>
                ) : (
                  <span id="checkout-save-address-hint" className={styles.hint}>
                    {checkoutTexts.saveAddressHint}
                  </span>
                )}
              </div>
            ) : null}
            <div className={styles.field}>
              <label htmlFor="checkout-note">{checkoutTexts.note}</label>
              <select
                id="checkout-note"
                name="note_preset"
                value={notePreset}
                onChange={(e) => setNotePreset(e.target.value)}
              >
                {presets.map((preset, index) => (
                  <option key={preset} value={index === 0 ? "" : index === presets.length - 1 ? CUSTOM_NOTE : preset}>
                    {preset}
                  </option>
                ))}
              </select>
            </div>
            {notePreset === CUSTOM_NOTE ? (
              <FormField
                className={styles.field}
                name="note_custom"
                label={<span className="visually-hidden">{checkoutTexts.noteCustom}</span>}
                error={errors.note_custom}
                defaultValue={sent.note_custom ?? ""}
                maxLength={200}
                placeholder={checkoutTexts.noteCustom}
              />
            ) : null}
          </section>

          <section className={styles.section} aria-labelledby="checkout-orderer">
            <h2 id="checkout-orderer">{checkoutTexts.orderer}</h2>
            <FormField
              className={styles.field}
              name="email"
              type="email"
              label={checkoutTexts.email}
              error={errors.email}
              defaultValue={sent.email ?? member?.email ?? ""}
              autoComplete="email"
              required
            />
            <FormField
              className={styles.field}
              name="billing_phone"
              label={checkoutTexts.ordererPhone}
              hint={checkoutTexts.ordererPhoneHint}
              error={errors.billing_phone}
              render={(input) => (
                <PhoneInput
                  {...input}
                  autoComplete="off"
                  placeholder={phone || "010-0000-0000"}
                  value={ordererPhone}
                  onValue={setOrdererPhone}
                />
              )}
            />
            {member ? null : (
              <FormField
                className={styles.field}
                name="order_password"
                type="password"
                label={checkoutTexts.orderPassword}
                hint={checkoutTexts.orderPasswordHint}
                error={errors.order_password}
                autoComplete="new-password"
                minLength={4}
                maxLength={20}
              />
            )}
          </section>

          <section className={styles.section} aria-labelledby="checkout-coupon">
            <h2 id="checkout-coupon">{checkoutTexts.coupon}</h2>
            {member ? (
              <div className={styles.field}>
                <select
                  name="coupon_id"
                  aria-label={checkoutTexts.chooseCoupon}
                  aria-invalid={errors.coupon_id ? true : undefined}
                  value={couponId}
                  onChange={(e) => setCouponId(e.target.value)}
                >
                  <option value="">{checkoutTexts.noCoupon}</option>
                  {coupons.map((coupon) => (
                    <option key={coupon.id} value={coupon.id} disabled={totals.goods_total < coupon.minimum_amount}>
                      {coupon.coupon_name} −{coupon.display_amount} ·{" "}
                      {checkoutTexts.couponMinimum(formatWon(coupon.minimum_amount))} ·{" "}
                      {checkoutTexts.couponUntil(coupon.expiry_date.slice(0, 10))}
                    </option>
                  ))}
                </select>
                {chosen ? <span className={styles.hint}>{chosen.coupon_description}</span> : null}
                {errors.coupon_id ? <span className={styles.error}>{errors.coupon_id}</span> : null}
              </div>
            ) : (
              <p className={styles.muted}>
                {checkoutTexts.couponForMembers} <Link to={links.loginMenu}>{checkoutTexts.login}</Link>
              </p>
            )}
          </section>

          <fieldset className={styles.section}>
            <legend>{checkoutTexts.method}</legend>
            <div className={styles.methods}>
              {(
                [
                  ["card", checkoutTexts.card],
                  ["easy_pay", checkoutTexts.easyPay],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className={styles.method} data-checked={method === value}>
                  <input
                    type="radio"
                    name="payment_method"
                    value={value}
                    checked={method === value}
                    onChange={() => setMethod(value)}
                  />
                  {label}
                </label>
              ))}
            </div>
            {errors.payment_method ? <span className={styles.error}>{errors.payment_method}</span> : null}
          </fieldset>
        </div>

        <aside className={styles.summary} aria-label={checkoutTexts.summary}>
          <h2>{checkoutTexts.summary}</h2>
          <dl>
            <div>
              <dt>{checkoutTexts.goods}</dt>
              <dd>{formatWon(totals.subtotal)}</dd>
            </div>
            {totals.discount_total > 0 ? (
              <div>
                <dt>{checkoutTexts.discount}</dt>
                <dd className={styles.discount}>−{formatWon(totals.discount_total)}</dd>
              </div>
            ) : null}
            {discount > 0 ? (
              <div>
                <dt>{checkoutTexts.couponDiscount}</dt>
                <dd className={styles.discount}>−{formatWon(discount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{checkoutTexts.shippingFee}</dt>
              <dd>{totals.shipping_origin_total > 0 ? formatWon(totals.shipping_origin_total) : checkoutTexts.free}</dd>
            </div>
            <div className={styles.grand}>
              <dt>{checkoutTexts.total}</dt>
              <dd data-testid="checkout-total">{formatWon(total)}</dd>
            </div>
          </dl>
          <label className={styles.agree}>
            <input
              type="checkbox"
              name="agree"
              required
              defaultChecked={sent.agree === "on"}
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? "checkout-agree-error" : undefined}
            />
            {checkoutTexts.agree}
          </label>
          {errors.agree ? (
            <span id="checkout-agree-error" className={styles.error}>
              {errors.agree}
            </span>
          ) : null}
          <FormError message={answer?.message} />
          <button
            type="submit"
            className={styles.primary}
            disabled={busy}
            onClick={(event) => {
              // The desktop popup opens within this click, when the form looks complete.
              if (event.currentTarget.form?.checkValidity()) payment.reserve();
            }}
          >
            {checkoutTexts.pay(formatWon(total))}
          </button>
          <p className={styles.hint}>{checkoutTexts.secure}</p>
        </aside>
      </fetcher.Form>
      {busy ? <Spinner label={checkoutTexts.paying} /> : null}
      {payment.alert}
      <ReturnedPaymentError />
    </div>
  );
}

/**
 * The payment step: the prepared order's number and amount. The payment window needs scripts;
 * once they run, its button opens it (a form sent before hydration lands here too).
 */
function PaymentStep({ prepared }: { prepared: Prepared }) {
  const { order } = prepared;
  const payment = usePayment();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{checkoutTexts.title}</h1>
      <section className={styles.section} aria-labelledby="payment-step">
        <h2 id="payment-step">{checkoutTexts.paymentStep}</h2>
        <p>{checkoutTexts.prepared}</p>
        <dl className={styles.prepared}>
          <div>
            <dt>{checkoutTexts.orderNumber}</dt>
            <dd data-testid="payment-order">{prepared.number}</dd>
          </div>
          <div>
            <dt>{checkoutTexts.items}</dt>
            <dd>{order.order_name}</dd>
          </div>
          <div>
            <dt>{checkoutTexts.total}</dt>
            <dd data-testid="payment-total">{formatWon(order.total)}</dd>
          </div>
        </dl>
        {live ? (
          <button
            type="button"
            className={styles.primary}
            disabled={payment.paying}
            onClick={() => {
              payment.reserve();
              void payment.pay(prepared);
            }}
          >
            {checkoutTexts.pay(formatWon(order.total))}
          </button>
        ) : (
          <p className={styles.notice} role="status">
            {checkoutTexts.needsScripts}
          </p>
        )}
        <p className={styles.hint}>{checkoutTexts.reservedFor}</p>
        <Link to={links.cart} className={styles.secondary}>
          {checkoutTexts.backToCart}
        </Link>
      </section>
      {payment.paying ? <Spinner label={checkoutTexts.paying} /> : null}
      {payment.alert}
    </div>
  );
}
