// The member's orders on /account, newest first, with their status; /account/?orderId={id}
// scrolls to that order and marks it (spec §2).
import { useEffect, useState } from "react";
import type { OrderAnswer } from "../../../server/domain/checkout/order-view";
import { getJson } from "../../lib/api";
import { accountTexts } from "../account/messages";
import styles from "./order.module.css";
import { OrderSummary } from "./order-summary";

export function OrderHistory({ focusId }: { focusId: number | null }) {
  const [orders, setOrders] = useState<OrderAnswer[] | null>(null);

  useEffect(() => {
    getJson<OrderAnswer[]>("/api/my/orders").then((answer) => setOrders(answer || []));
  }, []);

  useEffect(() => {
    if (!orders || focusId === null) return;
    document.getElementById(`order-${focusId}`)?.scrollIntoView({ block: "start" });
  }, [orders, focusId]);

  if (orders === null) return <p aria-busy="true">{accountTexts.loadingOrders}</p>;
  if (orders.length === 0) return <p>{accountTexts.noOrders}</p>;
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.id} id={`order-${order.id}`}>
          <OrderSummary order={order} compact={order.id !== focusId} focused={order.id === focusId} />
        </li>
      ))}
    </ul>
  );
}
