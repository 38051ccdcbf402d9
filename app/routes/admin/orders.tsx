// Orders in the console (/admin/orders): filter by status, Seoul dates and a search; newest first.
// Shipping in bulk (issue 22): tick paid orders and move them to 배송준비중 together, download the
// shipping list of the filters as CSV, and open 송장 일괄 등록.
import { Form, Link, useLocation } from "react-router";
import { ORDER_STATUS_LABELS } from "../../../core/checkout";
import { listSchema } from "../../../server/api/admin/orders";
import { parseQuery } from "../../../server/api/validation";
import { listOrders } from "../../../server/domain/admin/orders";
import { prepareOrders, shippingMessages } from "../../../server/domain/admin/shipping";
import { DomainError } from "../../../server/domain/errors";
import styles from "../../features/admin/admin.module.css";
import { BulkOutcomes } from "../../features/admin/bulk-outcomes";
import { consoleAction, consoleHeaders, consoleLoader } from "../../features/admin/console.server";
import { when, won } from "../../features/admin/format";
import {
  AdminTable,
  FilterForm,
  FilterInput,
  FilterSelect,
  filledQuery,
  Notice,
  PageError,
  PageHead,
  Submit,
  useAnswer,
} from "../../features/admin/ui";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, () => listOrders(context.db, parseQuery(listSchema, filledQuery(request))));
}

/** 선택한 주문 배송준비중으로: each ticked order on its own, every one's outcome shown. */
export async function action({ request, context }: Route.ActionArgs) {
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    const ids = form.getAll("orderId").map(Number);
    if (intent !== "prepare" || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      throw new DomainError("invalid", shippingMessages.noneSelected);
    }
    const outcomes = await prepareOrders(context.db, operator, ids, context.publicBaseUrl);
    const changed = outcomes.filter((outcome) => outcome.changed).length;
    return changed > 0
      ? { form: intent, ok: `${changed}건을 배송준비중으로 바꿨어요.`, errors: {}, outcomes }
      : { form: intent, message: "바꾼 주문이 없어요. 주문별 사유를 확인해주세요.", errors: {}, outcomes };
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

export default function Orders({ loaderData }: Route.ComponentProps) {
  const prepareAnswer = useAnswer("prepare");
  // The shipping list takes the list's filters (배송준비중 when no status is chosen), not its page.
  const query = new URLSearchParams(useLocation().search);
  query.delete("page");
  const search = query.size > 0 ? `?${query}` : "";
  return (
    <>
      <PageHead title={`주문 (${loaderData.total.toLocaleString("ko-KR")}건)`}>
        <a className={styles.button} href={`/admin/orders/shipping.csv${search}`} download>
          배송 목록 CSV 내려받기
        </a>
        <Link className={styles.button} to="/admin/orders/tracking">
          송장 일괄 등록
        </Link>
      </PageHead>
      <FilterForm>
        <FilterSelect label="상태" name="status" all={["", "결제된 주문 전체"]} options={ORDER_STATUS_LABELS} />
        <FilterInput label="시작일" name="from" type="date" />
        <FilterInput label="종료일" name="to" type="date" />
        <FilterInput label="검색" name="q" placeholder="주문번호, 이메일, 전화, 받는 분" />
      </FilterForm>
      {/* The orders' checkboxes belong to this form by its id: the table stays outside it. */}
      <Form method="post" id="bulk-prepare" className={styles.inline}>
        <Submit intent="prepare" className={styles.button}>
          선택한 주문 배송준비중으로
        </Submit>
      </Form>
      <Notice answer={prepareAnswer} />
      <BulkOutcomes answer={prepareAnswer} />
      <AdminTable
        head={["선택", "주문", "상품", "주문자", "결제 금액", "상태", "주문일시"]}
        rows={loaderData.items}
        empty="조건에 맞는 주문이 없어요."
        paging={loaderData}
      >
        {(order) => (
          <tr key={order.id}>
            <td>
              {order.status === "paid" ? (
                <input
                  type="checkbox"
                  name="orderId"
                  value={order.id}
                  form="bulk-prepare"
                  aria-label={`주문 #${order.id} 선택`}
                />
              ) : null}
            </td>
            <td>
              <Link to={`/admin/orders/${order.id}`}>#{order.id}</Link>
            </td>
            <td className={styles.wrap}>{order.orderName}</td>
            <td>
              {order.buyerName ?? "—"}
              <br />
              <span className={styles.muted}>{order.phone}</span>
            </td>
            <td>
              {won(order.total)}
              {order.refundedAmount > 0 ? (
                <>
                  <br />
                  <span className={styles.muted}>환불 {won(order.refundedAmount)}</span>
                </>
              ) : null}
            </td>
            <td>
              <span className={styles.badge}>{ORDER_STATUS_LABELS[order.status] ?? order.status}</span>
            </td>
            <td>{when(order.createdAt)}</td>
          </tr>
        )}
      </AdminTable>
    </>
  );
}
