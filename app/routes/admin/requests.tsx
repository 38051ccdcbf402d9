// 취소·교환·반품 (/admin/requests, issue 22 "Requests"): one queue of the shoppers' cancellations
// (last 30 days), exchange and return requests with their state, reason, amount and refund, filtered
// by kind and state; waiting requests first. Each is answered on its order's page.
import { Link } from "react-router";
import { ORDER_STATUS_LABELS } from "../../../core/checkout";
import { CANCELLATION_DAYS, REQUEST_KIND_LABELS, REQUEST_STATE_LABELS } from "../../../core/requests";
import { requestListSchema } from "../../../server/api/admin/orders";
import { parseQuery } from "../../../server/api/validation";
import { listRequests, type RefundResult } from "../../../server/domain/admin/requests";
import styles from "../../features/admin/admin.module.css";
import { consoleHeaders, consoleLoader } from "../../features/admin/console.server";
import { when, won } from "../../features/admin/format";
import { AdminTable, FilterForm, FilterSelect, filledQuery, PageError, PageHead } from "../../features/admin/ui";
import type { Route } from "./+types/requests";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, () =>
    listRequests(context.db, parseQuery(requestListSchema, filledQuery(request))),
  );
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

function Refund({ refund }: { refund: RefundResult }) {
  if (refund.state === "done") return <>환불 완료 {won(refund.amount)}</>;
  if (refund.state === "owed") return <>환불 진행 중 {won(refund.amount)}</>;
  if (refund.state === "failed") return <span className={styles.error}>환불 실패 · 결제사 응답: {refund.reason}</span>;
  return <>—</>;
}

export default function Requests({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHead title={`취소·교환·반품 (${loaderData.total.toLocaleString("ko-KR")}건)`} />
      <p className={styles.muted}>
        교환·반품 요청은 주문 화면에서 승인하거나 거절해요. 취소는 구매자가 직접 한 최근 {CANCELLATION_DAYS}일의
        건이에요.
      </p>
      <FilterForm>
        <FilterSelect label="종류" name="kind" options={REQUEST_KIND_LABELS} />
        <FilterSelect label="처리 상태" name="state" options={REQUEST_STATE_LABELS} />
      </FilterForm>
      <AdminTable
        head={["주문", "종류", "처리 상태", "사유", "결제 금액", "환불", "요청일시", ""]}
        rows={loaderData.items}
        empty="조건에 맞는 요청이 없어요."
        paging={loaderData}
      >
        {(item) => (
          <tr key={item.orderId}>
            <td className={styles.wrap}>
              <Link to={`/admin/orders/${item.orderId}`}>#{item.orderId}</Link> {item.orderName}
              <br />
              <span className={styles.muted}>
                {item.buyerName ?? "—"} · {item.phone}
              </span>
            </td>
            <td>{REQUEST_KIND_LABELS[item.kind]}</td>
            <td>
              <span className={styles.badge}>{REQUEST_STATE_LABELS[item.state]}</span>
              <br />
              <span className={styles.muted}>{ORDER_STATUS_LABELS[item.status] ?? item.status}</span>
            </td>
            <td className={styles.wrap}>
              {item.reason ?? "구매자 직접 취소"}
              {item.answer ? (
                <>
                  <br />
                  <span className={styles.muted}>답변: {item.answer}</span>
                </>
              ) : null}
            </td>
            <td>{won(item.total)}</td>
            <td>
              <Refund refund={item.refund} />
            </td>
            <td>{when(item.requestedAt)}</td>
            <td>
              <Link className={styles.button} to={`/admin/orders/${item.orderId}`}>
                {item.state === "requested" ? "처리하기" : "주문 보기"}
              </Link>
            </td>
          </tr>
        )}
      </AdminTable>
    </>
  );
}
