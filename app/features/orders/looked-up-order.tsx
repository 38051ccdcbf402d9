// The guest's looked-up order on /order/lookup?orderId= (issue 20): the order and its actions.
import { Link } from "react-router";
import { links } from "../../../core/links";
import type { OrderAnswer } from "../../../server/domain/checkout/order-view";
import styles from "../checkout/order.module.css";
import { orderTexts } from "../checkout/order-messages";
import { OrderSummary } from "../checkout/order-summary";
import { ORDER_LOOKUP_URL, orderActionTexts as texts } from "./messages";
import type { OrderActionAnswer } from "./order-actions.server";

export default function LookedUpOrder({ order, answer }: { order: OrderAnswer; answer: OrderActionAnswer | null }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{texts.viewTitle}</h1>
      <OrderSummary order={order} actions={{ answer }} />
      <div className={styles.actions}>
        <Link to={links.collection("all")}>{orderTexts.keepShopping}</Link>
        <Link to={ORDER_LOOKUP_URL}>{texts.lookUpAnother}</Link>
      </div>
    </div>
  );
}
