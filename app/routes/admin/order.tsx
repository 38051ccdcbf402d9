// One order in the console (/admin/orders/{id}): what was bought, where it goes, what the buyer
// was told; status changes (preparing, shipped with courier and tracking number, delivered) and
// full or partial refunds through the payment provider.
import { Form } from "react-router";
import { CLAIM_LABELS, ORDER_STATUS_LABELS, PAID_ORDER_STATUSES } from "../../../core/checkout";
import { COURIER_NAMES, DEFAULT_COURIER, trackingUrlOf } from "../../../core/couriers";
import { formValues, withNumbers } from "../../../core/form";
import { refundSchema, statusSchema } from "../../../server/api/admin/orders";
import { claimDecisionSchema } from "../../../server/api/orders";
import { parseQuery } from "../../../server/api/validation";
import { changeOrderStatus, orderDetail, refundByOperator } from "../../../server/domain/admin/orders";
import { checkoutMessages } from "../../../server/domain/checkout/messages";
import { idOf } from "../../../server/domain/ids";
import { resolveClaim } from "../../../server/domain/orders/actions";
import { FormField } from "../../components/form-field";
import styles from "../../features/admin/admin.module.css";
import { checked, consoleAction, consoleHeaders, consoleLoader, done } from "../../features/admin/console.server";
import { when, won } from "../../features/admin/format";
import { controlOf, Notice, PageError, PageHead, Submit, useAnswer } from "../../features/admin/ui";
import type { Route } from "./+types/order";

const orderIdOf = (id: string) => parseQuery(idOf(checkoutMessages.orderNotFound), id);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return consoleLoader(request, context, () => orderDetail(context.db, orderIdOf(params.id)));
}

const STATUS_DONE = {
  preparing: "배송준비중으로 바꿨어요.",
  shipped: "발송 처리했어요.",
  delivered: "배송 완료로 바꿨어요.",
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    const orderId = orderIdOf(params.id);
    if (intent === "claim") {
      const decision = checked(claimDecisionSchema, formValues(form), intent);
      const after = await resolveClaim(context.db, context.admin.providers, operator, orderId, decision);
      if (decision.decision === "reject") return done(intent, "요청을 거절하고 구매자에게 사유를 알렸어요.");
      return done(
        intent,
        after.status === "returned"
          ? `반품을 승인했어요. 환불 완료 ${won(after.refundedAmount)}, 반품된 수량은 재고로 돌려놓았어요.`
          : "교환을 승인했어요.",
      );
    }
    if (intent === "refund") {
      const refund = checked(refundSchema, withNumbers(formValues(form), ["amount"]), intent, formValues(form));
      await refundByOperator(context.db, context.admin.providers, operator, orderId, refund);
      return done(intent, "환불했어요.");
    }
    const change = checked(statusSchema, formValues(form), "status");
    await changeOrderStatus(context.db, operator, orderId, change, context.publicBaseUrl);
    return done("status", STATUS_DONE[change.status]);
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

/** A status change with nothing to fill in: one button. */
function StatusButton({ status, children }: { status: keyof typeof STATUS_DONE; children: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="status" value={status} />
      <Submit intent="status" className={styles.button}>
        {children}
      </Submit>
    </Form>
  );
}

export default function OrderPage({ loaderData: order }: Route.ComponentProps) {
  const statusAnswer = useAnswer("status");
  const refundAnswer = useAnswer("refund");
  const claimAnswer = useAnswer("claim");
  const refundable = order.total - order.refundedAmount;
  const shipValues = statusAnswer?.values ?? {};
  const refundValues = refundAnswer?.ok ? {} : (refundAnswer?.values ?? {});

  return (
    <>
      <PageHead title={`주문 #${order.id}`}>
        <span className={styles.badge}>{ORDER_STATUS_LABELS[order.status] ?? order.status}</span>
      </PageHead>
      <div className={styles.grid2}>
        <section className={styles.panel} aria-labelledby="order-lines">
          <h2 id="order-lines">{order.orderName}</h2>
          <ul>
            {order.lines.map((line) => (
              <li key={line.id}>
                {line.name}
                {line.optionName ? ` / ${line.optionName}` : ""} × {line.quantity}
              </li>
            ))}
          </ul>
          <dl>
            <dt>결제</dt>
            <dd>
              {won(order.total)} · {order.paymentMethodTitle} · {when(order.paidAt)}
            </dd>
            {order.refundedAmount > 0 ? (
              <>
                <dt>환불</dt>
                <dd>{won(order.refundedAmount)}</dd>
              </>
            ) : null}
            <dt>주문자</dt>
            <dd>
              {order.billing.email} · {order.billing.phone}
            </dd>
            {order.shipping ? (
              <>
                <dt>배송지</dt>
                <dd>
                  {[
                    order.shipping.first_name,
                    order.shipping.phone,
                    order.shipping.postcode,
                    order.shipping.address_1,
                    order.shipping.address_2,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </dd>
              </>
            ) : null}
            {order.customerNote ? (
              <>
                <dt>배송 메모</dt>
                <dd>{order.customerNote}</dd>
              </>
            ) : null}
            {order.trackingNumber ? (
              <>
                <dt>송장</dt>
                <dd>
                  {order.courier} {order.trackingNumber} · {when(order.shippedAt)}
                  {trackingUrlOf(order.courier, order.trackingNumber) ? (
                    <>
                      {" "}
                      ·{" "}
                      <a
                        href={trackingUrlOf(order.courier, order.trackingNumber) ?? undefined}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        배송조회
                      </a>
                    </>
                  ) : null}
                </dd>
              </>
            ) : null}
            {order.claimKind ? (
              <>
                <dt>{CLAIM_LABELS[order.claimKind]} 요청</dt>
                <dd>
                  {order.claimReason} · {when(order.claimRequestedAt)}
                  {order.claimAnswer ? ` · 답변: ${order.claimAnswer}` : ""}
                </dd>
              </>
            ) : null}
            {order.claimRefundError ? (
              <>
                <dt>환불 실패</dt>
                <dd>결제사 응답: {order.claimRefundError}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="order-actions">
          {order.claimKind && (order.status === "exchange_requested" || order.status === "return_requested") ? (
            <Form method="post" className={styles.form} aria-labelledby="claim-title" noValidate>
              <h2 id="claim-title">{CLAIM_LABELS[order.claimKind]} 요청 처리</h2>
              <Notice answer={claimAnswer} />
              <p className={styles.muted}>
                {order.claimKind === "return"
                  ? `승인하면 남은 결제 금액 ${won(refundable)}이 결제 수단으로 환불되고, 반품된 수량만큼 재고가 돌아와요.`
                  : "승인하면 교환완료로 바뀌고 구매자에게 문자로 알려요. 새 상품 발송은 따로 진행해주세요."}
              </p>
              <FormField
                name="answer"
                label="구매자에게 보낼 안내 (거절할 때는 사유를 꼭 적어주세요)"
                className={styles.field}
                maxLength={200}
                error={claimAnswer?.errors.answer}
              />
              <div className={styles.inline}>
                <button type="submit" name="decision" value="approve" className={styles.button}>
                  승인
                </button>
                <button type="submit" name="decision" value="reject" className={styles.button}>
                  거절
                </button>
                <input type="hidden" name="intent" value="claim" />
              </div>
            </Form>
          ) : (
            // An answered request takes the form away: its answer (the refund's result) stays.
            <Notice answer={claimAnswer} />
          )}
          <h2 id="order-actions">배송 처리</h2>
          <div className={styles.form}>
            <Notice answer={statusAnswer} />
            {order.status === "paid" ? <StatusButton status="preparing">배송준비중으로 변경</StatusButton> : null}
            {order.status === "paid" || order.status === "preparing" ? (
              <Form method="post" className={styles.inline} noValidate>
                <input type="hidden" name="status" value="shipped" />
                <FormField
                  name="courier"
                  label="택배사"
                  className={styles.field}
                  error={statusAnswer?.errors.courier}
                  render={(input) => (
                    <select
                      {...controlOf(input)}
                      defaultValue={String(shipValues.courier ?? order.courier ?? DEFAULT_COURIER)}
                    >
                      {COURIER_NAMES.map((name) => (
                        <option key={name}>{name}</option>
                      ))}
                    </select>
                  )}
                />
                <FormField
                  name="trackingNumber"
                  label="송장번호"
                  className={styles.field}
                  inputMode="numeric"
                  error={statusAnswer?.errors.trackingNumber}
                  defaultValue={String(shipValues.trackingNumber ?? order.trackingNumber ?? "")}
                />
                <Submit intent="status">발송 처리</Submit>
              </Form>
            ) : null}
            {order.status === "shipped" ? <StatusButton status="delivered">배송 완료로 변경</StatusButton> : null}
            {!["paid", "preparing", "shipped"].includes(order.status) ? (
              <p className={styles.muted}>이 주문은 더 바꿀 배송 상태가 없어요.</p>
            ) : null}
          </div>
          {refundable > 0 && PAID_ORDER_STATUSES.includes(order.status) ? (
            <Form method="post" className={styles.form} aria-labelledby="refund-title" noValidate>
              <h2 id="refund-title">환불</h2>
              <Notice answer={refundAnswer} />
              <FormField
                name="amount"
                label={`환불 금액 (비우면 남은 금액 ${won(refundable)} 전부)`}
                className={styles.field}
                inputMode="numeric"
                error={refundAnswer?.errors.amount}
                defaultValue={String(refundValues.amount ?? "")}
              />
              <FormField
                name="reason"
                label="환불 사유"
                className={styles.field}
                maxLength={100}
                error={refundAnswer?.errors.reason}
                defaultValue={String(refundValues.reason ?? "")}
              />
              <div>
                <Submit intent="refund" className={styles.danger} confirm="환불할까요? 결제 수단으로 바로 환불돼요.">
                  환불하기
                </Submit>
              </div>
            </Form>
          ) : (
            // A full refund takes the form away: its answer stays.
            <Notice answer={refundAnswer} />
          )}
        </section>
      </div>
      <section className={styles.panel} aria-labelledby="notices">
        <h2 id="notices">구매자에게 보낸 알림</h2>
        <ul>
          {order.notices.map((notice) => (
            <li key={`${notice.kind}-${notice.createdAt}`}>
              {when(notice.createdAt)} · {notice.body} <span className={styles.badge}>{notice.status}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} aria-labelledby="order-audit">
        <h2 id="order-audit">변경 기록</h2>
        <ul>
          {order.audit.map((entry) => (
            <li key={entry.id}>
              {when(entry.createdAt)} · {entry.action} · {entry.operatorEmail}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
