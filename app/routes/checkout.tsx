// Checkout (/checkout, from the cart and from buy now; spec §4 "Checkout"): shipping address with
// the postcode search, orderer, coupon, payment method, the order summary and the agreement.
// The page shows amounts from the server's cart; the server prices the order again at initCheckout.
import { useEffect, useState } from "react";
import { Link, useNavigate, useRouteLoaderData } from "react-router";
import { couponDiscount, orderTotal } from "../../core/checkout";
import { isMobilePhone, isValidEmail, normalizePhone } from "../../core/contact";
import { links } from "../../core/links";
import { formatWon } from "../../core/price";
import type { Cart } from "../../server/domain/cart/read-cart";
import type { CouponAnswer } from "../../server/domain/checkout/coupons";
import type { InitCheckoutAnswer } from "../../server/domain/checkout/init-checkout";
import { PhoneInput } from "../components/phone-input";
import { Spinner } from "../components/spinner";
import { AddressFields } from "../features/account/address-fields";
import { useLoginState } from "../features/account/login-state";
import { useCartCount } from "../features/cart/cart-count";
import styles from "../features/checkout/checkout.module.css";
import { checkoutTexts } from "../features/checkout/messages";
import { requestPayment, reserveWindow, type WindowStyle } from "../features/checkout/payment-window";
import { useDeviceClass } from "../hooks/use-device-class";
import { getJson } from "../lib/api";
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
  return { "Cache-Control": "no-store" };
}

type Method = "card" | "easy_pay";

type Form = {
  name: string;
  phone: string;
  postcode: string;
  address: string;
  detail: string;
  notePreset: string;
  noteCustom: string;
  email: string;
  ordererPhone: string;
  couponId: number | null;
  method: Method;
  agree: boolean;
};

const emptyForm: Form = {
  name: "",
  phone: "",
  postcode: "",
  address: "",
  detail: "",
  notePreset: checkoutTexts.notePresets[0],
  noteCustom: "",
  email: "",
  ordererPhone: "",
  couponId: null,
  method: "card",
  agree: false,
};

/** The first problem the shopper can fix before anything is sent (the server checks again). */
function problemOf(form: Form): string | null {
  if (!form.name.trim()) return checkoutTexts.invalidName;
  if (!isMobilePhone(normalizePhone(form.phone))) return checkoutTexts.invalidPhone;
  if (!form.postcode || !form.address) return checkoutTexts.invalidAddress;
  if (!isValidEmail(form.email.trim())) return checkoutTexts.invalidEmail;
  if (form.ordererPhone && !isMobilePhone(normalizePhone(form.ordererPhone))) return checkoutTexts.invalidPhone;
  if (!form.agree) return checkoutTexts.agreementRequired;
  return null;
}

export default function Checkout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const login = useLoginState();
  const cartCount = useCartCount();
  const navigate = useNavigate();
  const device = useDeviceClass();
  const [cart, setCart] = useState<Cart | null | false>(null);
  const [coupons, setCoupons] = useState<CouponAnswer[]>([]);
  const [form, setForm] = useState<Form>(emptyForm);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    getJson<Cart>("/api/cart/item").then(setCart);
  }, []);

  // Members get their saved shipping address, e-mail and coupons filled in.
  useEffect(() => {
    const user = login.user;
    if (!user) return;
    const saved = user.shipping ?? {};
    setForm((current) => ({
      ...current,
      name:
        current.name ||
        (saved.first_name ? `${saved.last_name ?? ""}${saved.first_name}` : `${user.last_name}${user.first_name}`),
      phone: current.phone || saved.phone || user.billing?.phone || "",
      postcode: current.postcode || saved.postcode || "",
      address: current.address || saved.address_1 || "",
      detail: current.detail || saved.address_2 || "",
      email: current.email || user.email,
    }));
    getJson<CouponAnswer[]>("/api/my/coupons").then((answer) => setCoupons(answer || []));
  }, [login.user]);

  const set = <Key extends keyof Form>(key: Key, value: Form[Key]) => setForm((f) => ({ ...f, [key]: value }));

  if (cart === null) return <p className={`container ${styles.page}`}>{checkoutTexts.loading}</p>;
  if (cart === false) return <p className={`container ${styles.page}`}>{checkoutTexts.loadFailed}</p>;
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
  const chosen = coupons.find((coupon) => coupon.id === form.couponId) ?? null;
  const couponRule = chosen ? { couponAmount: chosen.coupon_amount, minimumAmount: chosen.minimum_amount } : null;
  const discount = couponDiscount(totals.goods_total, couponRule);
  const total = orderTotal({ goodsTotal: totals.goods_total, shipping: totals.shipping_origin_total }, couponRule);
  const note =
    form.notePreset === checkoutTexts.notePresets[0]
      ? ""
      : form.notePreset === checkoutTexts.notePresets.at(-1)
        ? form.noteCustom
        : form.notePreset;

  const pay = async () => {
    const found = problemOf(form);
    setProblem(found);
    const portone = root?.payments.portone;
    if (found || !portone) {
      if (!portone) window.alert(checkoutTexts.error);
      return;
    }
    const style: WindowStyle = device === "DT" ? "popup" : "redirect";
    const reserved = reserveWindow(portone, style);
    setPaying(true);
    const started = await postJson<InitCheckoutAnswer & { message?: string }>("/api/initCheckout", {
      payment_method: form.method,
      payment_method_title: form.method === "card" ? checkoutTexts.card : checkoutTexts.easyPay,
      shipping: {
        first_name: form.name.trim(),
        last_name: "",
        address_1: form.address,
        address_2: form.detail.trim(),
        postcode: form.postcode,
        phone: normalizePhone(form.phone),
      },
      billing: { email: form.email.trim(), ...(form.ordererPhone ? { phone: normalizePhone(form.ordererPhone) } : {}) },
      customer_note: note.trim(),
      coupon_id: form.couponId,
      agree: form.agree,
    });
    if (!started.ok || !started.body) {
      reserved?.close();
      setPaying(false);
      window.alert(started.body?.message ?? checkoutTexts.error);
      getJson<Cart>("/api/cart/item").then(setCart);
      return;
    }
    const order = started.body;
    const result = await requestPayment(
      portone,
      {
        orderId: order.id,
        paymentId: order.payment_id,
        orderName: order.order_name,
        totalAmount: order.total,
        payMethod: form.method === "card" ? "CARD" : "EASY_PAY",
        customer: { fullName: form.name.trim(), phoneNumber: order.billing.phone, email: order.billing.email },
      },
      style,
      reserved,
    );
    if (result.code) {
      // Let the server give the reservation back at once if the payment really failed.
      void postJson("/api/processCheckout", { id: order.id, transaction_id: order.payment_id });
      setPaying(false);
      window.alert(checkoutTexts.paymentFailed(result.message ?? ""));
      return;
    }
    const processed = await postJson<{ redirect?: string; message?: string }>("/api/processCheckout", {
      id: order.id,
      transaction_id: result.paymentId,
    });
    setPaying(false);
    if (!processed.ok) {
      window.alert(processed.body?.message ?? checkoutTexts.error);
      return;
    }
    await cartCount.refresh();
    navigate(processed.body?.redirect ?? `/order/complete?orderId=${order.id}`);
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{checkoutTexts.title}</h1>
      <form
        className={styles.layout}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
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
            <label className={styles.field}>
              {checkoutTexts.recipient}
              <input
                name="name"
                autoComplete="name"
                maxLength={30}
                required
                value={form.name}
                onChange={(e) => set("name", e.target.value)}
              />
            </label>
            <label className={styles.field}>
              {checkoutTexts.phone}
              <PhoneInput name="phone" required value={form.phone} onValue={(phone) => set("phone", phone)} />
            </label>
            <AddressFields
              postcode={form.postcode}
              address={form.address}
              onPick={(picked) => setForm((f) => ({ ...f, postcode: picked.postcode, address: picked.address }))}
            />
            <label className={styles.field}>
              {checkoutTexts.addressDetail}
              <input
                name="address_2"
                maxLength={100}
                placeholder={checkoutTexts.addressDetailPlaceholder}
                value={form.detail}
                onChange={(e) => set("detail", e.target.value)}
              />
            </label>
            <div className={styles.field}>
              <label htmlFor="checkout-note">{checkoutTexts.note}</label>
              <select id="checkout-note" value={form.notePreset} onChange={(e) => set("notePreset", e.target.value)}>
                {checkoutTexts.notePresets.map((preset) => (
                  <option key={preset}>{preset}</option>
                ))}
              </select>
            </div>
            {form.notePreset === checkoutTexts.notePresets.at(-1) ? (
              <label className={styles.field}>
                <span className="visually-hidden">{checkoutTexts.noteCustom}</span>
                <input
                  maxLength={200}
                  placeholder={checkoutTexts.noteCustom}
                  value={form.noteCustom}
                  onChange={(e) => set("noteCustom", e.target.value)}
                />
              </label>
            ) : null}
          </section>

          <section className={styles.section} aria-labelledby="checkout-orderer">
            <h2 id="checkout-orderer">{checkoutTexts.orderer}</h2>
            <label className={styles.field}>
              {checkoutTexts.email}
              <input
                name="email"
                type="email"
                autoComplete="email"
                required
                value={form.email}
                onChange={(e) => set("email", e.target.value)}
              />
            </label>
            <label className={styles.field}>
              {checkoutTexts.ordererPhone}
              <PhoneInput
                name="orderer_phone"
                autoComplete="off"
                aria-describedby="orderer-phone-hint"
                placeholder={form.phone || "010-0000-0000"}
                value={form.ordererPhone}
                onValue={(phone) => set("ordererPhone", phone)}
              />
            </label>
            <p id="orderer-phone-hint" className={styles.hint}>
              {checkoutTexts.ordererPhoneHint}
            </p>
          </section>

          <section className={styles.section} aria-labelledby="checkout-coupon">
            <h2 id="checkout-coupon">{checkoutTexts.coupon}</h2>
            {login.user ? (
              <div className={styles.field}>
                <select
                  aria-label={checkoutTexts.chooseCoupon}
                  value={form.couponId ?? ""}
                  onChange={(e) => set("couponId", e.target.value ? Number(e.target.value) : null)}
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
                <label key={value} className={styles.method} data-checked={form.method === value}>
                  <input
                    type="radio"
                    name="payment_method"
                    value={value}
                    checked={form.method === value}
                    onChange={() => set("method", value)}
                  />
                  {label}
                </label>
              ))}
            </div>
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
            <input type="checkbox" checked={form.agree} onChange={(e) => set("agree", e.target.checked)} />
            {checkoutTexts.agree}
          </label>
          {problem ? (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          ) : null}
          <button type="submit" className={styles.primary} disabled={paying}>
            {checkoutTexts.pay(formatWon(total))}
          </button>
          <p className={styles.hint}>{checkoutTexts.secure}</p>
        </aside>
      </form>
      {paying ? <Spinner label={checkoutTexts.paying} /> : null}
    </div>
  );
}
