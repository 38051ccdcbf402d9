// The member's orders on /account (from its loader), newest first, with their status;
// /account/?orderId={id} scrolls to that order and marks it (spec §2).
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { canReview } from "../../../core/reviews";
import type { OrderAnswer } from "../../../server/domain/checkout/order-view";
import { AlertDialog } from "../../components/alert-dialog";
import { accountTexts } from "../account/messages";
import type { OrderActionAnswer } from "../orders/order-actions.server";
import { ReviewDialog, reviewTexts } from "../reviews/review-dialog";
import reviewStyles from "../reviews/reviews.module.css";
import styles from "./order.module.css";
import { OrderSummary } from "./order-summary";

export function OrderHistory({
  orders,
  focusId,
  answer,
}: {
  orders: OrderAnswer[];
  focusId: number | null;
  /** The answer of an order action posted from this list. */
  answer: OrderActionAnswer | null;
}) {
  const [reviewing, setReviewing] = useState<{ id: number; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const revalidator = useRevalidator();

  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(`order-${focusId}`)?.scrollIntoView({ block: "start" });
  }, [focusId]);

  if (orders.length === 0) return <p>{accountTexts.noOrders}</p>;
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.id} id={`order-${order.id}`}>
          <OrderSummary
            order={order}
            compact={order.id !== focusId}
            focused={order.id === focusId}
            actions={{ answer }}
            lineAction={(line) =>
              !canReview(order.status) || line.is_gift ? null : line.reviewed ? (
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
            if (message) setNotice(message);
            // The review is written: the page's loader shows the line as reviewed.
            revalidator.revalidate();
          }}
        />
      ) : null}
      {notice ? <AlertDialog message={notice} onClose={() => setNotice(null)} /> : null}
    </ul>
  );
}
