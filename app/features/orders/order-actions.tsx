// What a buyer can do with one order (issue 20): 배송조회 opens the carrier's page; 주문 취소,
// 구매확정 and 교환·반품 신청 each open under their button and post to the page's route action
// (plain HTML forms: they work before the scripts run; <details> is the confirmation step).
import { Form } from "react-router";
import { formatWon } from "../../../core/price";
import type { OrderAnswer } from "../../../server/domain/checkout/order-view";
import { controlOf, FormError, FormField } from "../../components/form-field";
import { orderActionTexts as texts } from "./messages";
import type { OrderActionAnswer } from "./order-actions.server";
import styles from "./orders.module.css";

/** A page's action answer when it is an order action's (the account page has its logout too). */
export function orderAnswerOf(answer: object | null | undefined): OrderActionAnswer | null {
  return answer && "intent" in answer && "orderId" in answer ? (answer as OrderActionAnswer) : null;
}

function OrderForm({ order, intent, children }: { order: OrderAnswer; intent: string; children: React.ReactNode }) {
  return (
    <Form method="post" className={styles.form} noValidate>
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

export function OrderActions({ order, answer }: { order: OrderAnswer; answer: OrderActionAnswer | null }) {
  const mine = answer?.orderId === order.id ? answer : null;
  const claimLabel = order.claim ? texts[order.claim.kind] : "";
  if (order.actions.length === 0 && !order.claim && !mine) return null;
  return (
    <div className={styles.actions}>
      {mine?.done ? (
        <p className={styles.done} role="status">
          {mine.done}
        </p>
      ) : null}
      <FormError message={mine?.errors.form} />
      {order.claim ? (
        <p className={styles.claim}>
          {texts.claimSent(claimLabel, order.claim.reason)}
          {order.claim.answer ? (
            <>
              <br />
              {texts.claimAnswer(order.claim.answer)}
            </>
          ) : null}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {order.actions.includes("track") && order.tracking_url ? (
          <a className={styles.button} href={order.tracking_url} target="_blank" rel="noopener noreferrer">
            {texts.track}
            <span className="visually-hidden"> {texts.trackNewWindow}</span>
          </a>
        ) : null}
        {order.actions.includes("cancel") ? (
          <details className={styles.step}>
            <summary className={styles.button}>{texts.cancel}</summary>
            <OrderForm order={order} intent="order-cancel">
              <p>{texts.cancelLead(formatWon(order.totals.total - order.totals.refunded_amount))}</p>
              <button type="submit" className={styles.primary}>
                {texts.cancelSubmit}
              </button>
            </OrderForm>
          </details>
        ) : null}
        {order.actions.includes("confirm") ? (
          <details className={styles.step}>
            <summary className={styles.button}>{texts.confirm}</summary>
            <OrderForm order={order} intent="order-confirm">
              <p>{texts.confirmLead}</p>
              <button type="submit" className={styles.primary}>
                {texts.confirmSubmit}
              </button>
            </OrderForm>
          </details>
        ) : null}
        {order.actions.includes("claim") ? (
          <details className={styles.step} open={mine?.intent === "order-claim" && !mine.done ? true : undefined}>
            <summary className={styles.button}>{texts.claim}</summary>
            <OrderForm order={order} intent="order-claim">
              <fieldset className={styles.kinds}>
                <legend>{texts.claimKind}</legend>
                {(["exchange", "return"] as const).map((kind) => (
                  <label key={kind}>
                    <input
                      type="radio"
                      name="kind"
                      value={kind}
                      defaultChecked={(mine?.values.kind ?? "exchange") === kind}
                    />
                    {texts[kind]}
                  </label>
                ))}
              </fieldset>
              <FormField
                name="reason"
                idPrefix={`order-${order.id}`}
                label={texts.claimReason}
                hint={texts.claimReasonHint}
                error={mine?.errors.reason ?? mine?.errors.kind}
                render={(input) => (
                  <textarea {...controlOf(input)} rows={3} maxLength={200} defaultValue={mine?.values.reason ?? ""} />
                )}
              />
              <button type="submit" className={styles.primary}>
                {texts.claimSubmit}
              </button>
            </OrderForm>
          </details>
        ) : null}
      </div>
    </div>
  );
}
