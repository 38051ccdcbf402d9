// One order in the console (/admin/orders/{id}): what was bought, where it goes, what the buyer
// was told; status changes (preparing, shipped with courier and tracking number, delivered) and
// full or partial refunds through the payment provider.
import { useState } from "react";
import { ORDER_STATUS_LABELS } from "../../../core/checkout";
import styles from "../../features/admin/admin.module.css";
import { adminLoad, when, won } from "../../features/admin/api";
import { adminPage, type LoadArgs, PageError, PageHead, useChange, type ViewProps } from "../../features/admin/ui";

type OrderDetail = {
  id: number;
  status: string;
  orderName: string;
  paymentMethodTitle: string;
  total: number;
  refundedAmount: number;
  shippingTotal: number;
  discountTotal: number;
  couponDiscount: number;
  courier: string | null;
  trackingNumber: string | null;
  customerNote: string;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  shipping: Record<string, string> | null;
  billing: { email: string; phone: string };
  lines: { id: number; name: string; optionName: string; quantity: number; lineTotal?: number }[];
  notices: { kind: string; status: string; body: string; createdAt: string }[];
  audit: { id: number; action: string; operatorEmail: string; createdAt: string }[];
};

async function load({ params }: LoadArgs) {
  const { item } = await adminLoad<{ item: OrderDetail }>(`/api/admin/orders/${encodeURIComponent(params.id)}`);
  return item;
}

export const ErrorBoundary = PageError;

const COURIERS = ["CJ대한통운", "우체국택배", "한진택배", "롯데택배", "로젠택배"];
const DEFAULT_COURIER = "CJ대한통운";

function OrderPage({ loaderData: order }: ViewProps<typeof load>) {
  const change = useChange();
  const [courier, setCourier] = useState(order.courier ?? DEFAULT_COURIER);
  const [tracking, setTracking] = useState(order.trackingNumber ?? "");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const refundable = order.total - order.refundedAmount;
  const path = `/api/admin/orders/${order.id}`;

  const setStatus = (body: Record<string, string>, done: string) => change.send("POST", `${path}/status`, body, done);
  const statusButton = (status: string, label: string, done: string) => (
    <div>
      <button
        type="button"
        className={styles.button}
        disabled={change.busy}
        onClick={() => setStatus({ status }, done)}
      >
        {label}
      </button>
    </div>
  );
  const refund = async (event: React.FormEvent) => {
    event.preventDefault();
    const partial = amount.trim() === "" ? {} : { amount: Number(amount.replaceAll(",", "")) };
    const label = amount.trim() === "" ? won(refundable) : won(Number(amount.replaceAll(",", "")));
    if (!window.confirm(`${label}을 환불할까요? 결제 수단으로 바로 환불돼요.`)) return;
    if (await change.send("POST", `${path}/refund`, { ...partial, reason }, "환불했어요.")) {
      setAmount("");
      setReason("");
    }
  };

  return (
    <>
      <PageHead title={`주문 #${order.id}`}>
        <span className={styles.badge}>{ORDER_STATUS_LABELS[order.status] ?? order.status}</span>
      </PageHead>
      {change.notice}
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
                </dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="order-actions">
          <h2 id="order-actions">배송 처리</h2>
          <div className={styles.form}>
            {order.status === "paid"
              ? statusButton("preparing", "상품 준비중으로 변경", "상품 준비중으로 바꿨어요.")
              : null}
            {order.status === "paid" || order.status === "preparing" ? (
              <form
                className={styles.inline}
                onSubmit={(event) => {
                  event.preventDefault();
                  setStatus({ status: "shipped", courier, trackingNumber: tracking }, "발송 처리했어요.");
                }}
              >
                <label className={styles.field}>
                  택배사
                  <select value={courier} onChange={(event) => setCourier(event.target.value)}>
                    {COURIERS.map((name) => (
                      <option key={name}>{name}</option>
                    ))}
                  </select>
                </label>
                <label className={styles.field}>
                  송장번호
                  <input value={tracking} inputMode="numeric" onChange={(event) => setTracking(event.target.value)} />
                </label>
                <button type="submit" className={styles.primary} disabled={change.busy}>
                  발송 처리
                </button>
              </form>
            ) : null}
            {order.status === "shipped" ? statusButton("delivered", "배송 완료로 변경", "배송 완료로 바꿨어요.") : null}
            {!["paid", "preparing", "shipped"].includes(order.status) ? (
              <p className={styles.muted}>이 주문은 더 바꿀 배송 상태가 없어요.</p>
            ) : null}
          </div>
          {refundable > 0 && ["paid", "preparing", "shipped", "delivered"].includes(order.status) ? (
            <form className={styles.form} onSubmit={refund} aria-labelledby="refund-title">
              <h2 id="refund-title">환불</h2>
              <label className={styles.field}>
                환불 금액 (비우면 남은 금액 {won(refundable)} 전부)
                <input value={amount} inputMode="numeric" onChange={(event) => setAmount(event.target.value)} />
              </label>
              <label className={styles.field}>
                환불 사유
                <input value={reason} maxLength={100} onChange={(event) => setReason(event.target.value)} />
              </label>
              <div>
                <button type="submit" className={styles.danger} disabled={change.busy}>
                  환불하기
                </button>
              </div>
            </form>
          ) : null}
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

export default adminPage(load, OrderPage);
