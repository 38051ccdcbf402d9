// One order as a shopper sees it: number, status, lines, amounts, shipping address and payment
// method (the completion page and the account's order history share it).
import type { ReactNode } from "react";
import { mediumDateTime } from "../../../core/dates";
import { formatWon } from "../../../core/price";
import type { OrderAnswer } from "../../../server/domain/checkout/order-view";
import { OrderActions } from "../orders/order-actions";
import type { OrderActionAnswer } from "../orders/order-actions.server";
import styles from "./order.module.css";
import { orderTexts } from "./order-messages";

export function OrderSummary({
  order,
  compact = false,
  focused = false,
  lineAction,
  actions,
}: {
  order: OrderAnswer;
  compact?: boolean;
  focused?: boolean;
  /** Something to do with a line (the account's 'write a review'). */
  lineAction?: (line: OrderAnswer["lines"][number]) => ReactNode;
  /** The buyer's actions below the order (cancel, 배송조회, 구매확정, 교환·반품), with the last answer. */
  actions?: { answer: OrderActionAnswer | null };
}) {
  const { totals } = order;
  return (
    <>
      <article className={styles.order} aria-label={orderTexts.orderLabel(order.number)} data-focused={focused}>
        <header className={styles.head}>
          <div>
            <span className={styles.muted}>{orderTexts.number}</span> <strong>{order.number}</strong>
          </div>
          <span className={styles.status} data-status={order.status}>
            {order.status_label}
          </span>
        </header>
        <p className={styles.muted}>{mediumDateTime(order.created_at)}</p>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={`${line.product_id}-${line.variation_id ?? 0}-${line.is_gift}`}>
              <img src={line.thumbnail} alt="" width={56} height={56} loading="lazy" />
              <div>
                <strong>{line.name}</strong>
                {line.option_name ? <span className={styles.muted}>{line.option_name}</span> : null}
                <span className={styles.muted}>
                  {line.is_gift ? `${orderTexts.gift} · ` : ""}
                  {orderTexts.quantity(line.quantity)}
                </span>
              </div>
              <span className={styles.lineEnd}>
                {formatWon(line.fee_applied_line_total)}
                {lineAction?.(line)}
              </span>
            </li>
          ))}
        </ul>
        {compact ? (
          <p className={styles.total}>
            {orderTexts.total} <strong>{formatWon(totals.total)}</strong>
          </p>
        ) : (
          <>
            <dl className={styles.amounts}>
              <div>
                <dt>{orderTexts.goods}</dt>
                <dd>{formatWon(totals.goods_total + totals.discount_total)}</dd>
              </div>
              {totals.discount_total > 0 ? (
                <div>
                  <dt>{orderTexts.discount}</dt>
                  <dd>−{formatWon(totals.discount_total)}</dd>
                </div>
              ) : null}
              {totals.coupon_discount > 0 ? (
                <div>
                  <dt>{orderTexts.coupon}</dt>
                  <dd>−{formatWon(totals.coupon_discount)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{orderTexts.shipping}</dt>
                <dd>{totals.shipping_total > 0 ? formatWon(totals.shipping_total) : orderTexts.free}</dd>
              </div>
              <div className={styles.grand}>
                <dt>{orderTexts.total}</dt>
                <dd>{formatWon(totals.total)}</dd>
              </div>
              {totals.refunded_amount > 0 ? (
                <div>
                  <dt>{orderTexts.refunded}</dt>
                  <dd>{formatWon(totals.refunded_amount)}</dd>
                </div>
              ) : null}
            </dl>
            <dl className={styles.details}>
              <div>
                <dt>{orderTexts.method}</dt>
                <dd>{order.payment_method_title}</dd>
              </div>
              <div>
                <dt>{orderTexts.address}</dt>
                <dd>
                  {order.shipping ? (
                    <>
                      {order.shipping.first_name} · {order.shipping.phone}
                      <br />[{order.shipping.postcode}] {order.shipping.address_1} {order.shipping.address_2}
                    </>
                  ) : (
                    orderTexts.addressAtNaver
                  )}
                </dd>
              </div>
              {order.customer_note ? (
                <div>
                  <dt>{orderTexts.note}</dt>
                  <dd>{order.customer_note}</dd>
                </div>
              ) : null}
              {order.tracking_number ? (
                <div>
                  <dt>{orderTexts.tracking}</dt>
                  <dd>
                    {order.courier} {order.tracking_number}
                  </dd>
                </div>
              ) : null}
            </dl>
          </>
        )}
      </article>
      {actions ? <OrderActions order={order} answer={actions.answer} /> : null}
    </>
  );
}
