// Order completion (/order/complete?orderId=, spec §2 and §4 Checkout step 3): the order number,
// lines, amounts, shipping address and payment method. Only the buyer sees it: the member, the
// guest's own browser (cart cookie) or whoever holds the order's secret key.
import { data, Link } from "react-router";
import { links } from "../../core/links";
import { cartTokenOf } from "../../server/api/cart";
import { userOfRequest } from "../../server/api/viewer";
import { orderForViewer } from "../../server/domain/checkout/order-view";
import { DomainError } from "../../server/domain/errors";
import styles from "../features/checkout/order.module.css";
import { orderTexts } from "../features/checkout/order-messages";
import { OrderSummary } from "../features/checkout/order-summary";
import { ORDER_LOOKUP_URL, orderActionTexts } from "../features/orders/messages";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/order-complete";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 주문 완료", path: "/order/complete", baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The order if this request may see it, as GET /api/order/{id} decides (order-view.ts canSee). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const orderId = params.get("orderId") ?? "";
  const user = await userOfRequest(context, request);
  const cartToken = user === null ? (cartTokenOf(request.headers.get("cookie")) ?? null) : null;
  const access = { userId: user?.id ?? null, cartToken, key: params.get("key") };
  try {
    if (!/^\d{1,9}$/.test(orderId)) throw new DomainError("not_found", orderTexts.notFound);
    return { order: await orderForViewer(context.db, Number(orderId), access), member: user !== null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ order: null, member: user !== null }, { status: 404 });
  }
}

export default function OrderComplete({ loaderData }: Route.ComponentProps) {
  const { order, member } = loaderData;
  if (!order) return <p className={styles.page}>{orderTexts.notFound}</p>;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{orderTexts.completeTitle}</h1>
      <p className={styles.lead}>{orderTexts.completeLead}</p>
      <OrderSummary order={order} />
      {member ? null : <p className={styles.lead}>{orderActionTexts.guestHint(order.number)}</p>}
      <div className={styles.actions}>
        <Link to={links.collection("all")}>{orderTexts.keepShopping}</Link>
        {member ? (
          <Link to={`${links.account}?orderId=${order.id}`}>{orderTexts.myOrders}</Link>
        ) : (
          <Link to={ORDER_LOOKUP_URL}>{orderActionTexts.lookupTitle}</Link>
        )}
      </div>
    </div>
  );
}
