// Order completion (/order/complete?orderId=, spec §2 and §4 Checkout step 3): the order number,
// lines, amounts, shipping address and payment method. Only the buyer sees it: the member, the
// guest's own browser (cart cookie) or whoever holds the order's secret key.
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { links } from "../../core/links";
import type { OrderAnswer } from "../../server/domain/checkout/order-view";
import { useLoginState } from "../features/account/login-state";
import { useCartCount } from "../features/cart/cart-count";
import styles from "../features/checkout/order.module.css";
import { orderTexts } from "../features/checkout/order-messages";
import { OrderSummary } from "../features/checkout/order-summary";
import { getJson } from "../lib/api";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/order-complete";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 주문 완료", path: "/order/complete", baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function OrderComplete() {
  const params = new URLSearchParams(useLocation().search);
  const orderId = params.get("orderId") ?? "";
  const key = params.get("key");
  const [order, setOrder] = useState<OrderAnswer | null | false>(null);
  const login = useLoginState();
  const cartCount = useCartCount();
  const refreshCount = cartCount.refresh;

  useEffect(() => {
    if (!/^\d+$/.test(orderId)) {
      setOrder(false);
      return;
    }
    const query = key ? `?key=${encodeURIComponent(key)}` : "";
    getJson<OrderAnswer>(`/api/order/${orderId}${query}`).then(setOrder);
    refreshCount();
  }, [orderId, key, refreshCount]);

  if (order === null) return <p className={styles.page}>{orderTexts.loading}</p>;
  if (order === false) return <p className={styles.page}>{orderTexts.notFound}</p>;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{orderTexts.completeTitle}</h1>
      <p className={styles.lead}>{orderTexts.completeLead}</p>
      <OrderSummary order={order} />
      <div className={styles.actions}>
        <Link to={links.collection("all")}>{orderTexts.keepShopping}</Link>
        {login.user ? <Link to={`${links.account}?orderId=${order.id}`}>{orderTexts.myOrders}</Link> : null}
      </div>
    </div>
  );
}
