// The member's orders on /account, newest first, with their status; /account/?orderId={id}
// scrolls to that order and marks it (spec §2).
import { useCallback, useEffect, useState } from "react";
import type { OrderAnswer } from "../../../server/domain/checkout/order-view";
import { getJson } from "../../lib/api";
import { accountTexts } from "../account/messages";
import { ReviewDialog, reviewTexts } from "../reviews/review-dialog";
import reviewStyles from "../reviews/reviews.module.css";
import styles from "./order.module.css";
import { OrderSummary } from "./order-summary";

const REVIEWABLE = new Set(["paid", "preparing", "shipped", "delivered"]);

export function OrderHistory({ focusId }: { focusId: number | null }) {
  const [orders, setOrders] = useState<OrderAnswer[] | null>(null);
  const [reviewing, setReviewing] = useState<{ id: number; name: string } | null>(null);

  const load = useCallback(() => {
    getJson<OrderAnswer[]>("/api/my/orders").then((answer) => setOrders(answer || []));
  }, []);
  useEffect(load, [load]);

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
          <OrderSummary
            order={order}
            compact={order.id !== focusId}
            focused={order.id === focusId}
            lineAction={(line) =>
              !REVIEWABLE.has(order.status) || line.is_gift ? null : line.reviewed ? (
                <span className={reviewStyles.done}>{reviewTexts.written}</span>
              ) : (
                <button
                  type="button"
                  className={reviewStyles.write}
                  onClick={() => setReviewing({ id: line.id, name: line.name })}
                >
                  {reviewTexts.write}
                </button>
              )
            }
          />
        </li>
      ))}
      {reviewing ? (
        <ReviewDialog
          line={reviewing}
          onClose={() => setReviewing(null)}
          onSaved={(message) => {
            setReviewing(null);
            if (message) window.alert(message);
            load();
          }}
        />
      ) : null}
    </ul>
  );
}
