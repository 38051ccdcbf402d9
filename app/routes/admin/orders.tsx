// Orders in the console (/admin/orders): filter by status, Seoul dates and a search; newest first.
import { Link } from "react-router";
import { ORDER_STATUS_LABELS } from "../../../core/checkout";
import { listSchema } from "../../../server/api/admin/orders";
import { parseQuery } from "../../../server/api/validation";
import { listOrders } from "../../../server/domain/admin/orders";
import styles from "../../features/admin/admin.module.css";
import { consoleHeaders, consoleLoader } from "../../features/admin/console.server";
import { when, won } from "../../features/admin/format";
import {
  AdminTable,
  FilterForm,
  FilterInput,
  FilterSelect,
  filledQuery,
  PageError,
  PageHead,
} from "../../features/admin/ui";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, () => listOrders(context.db, parseQuery(listSchema, filledQuery(request))));
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHead title={`주문 (${loaderData.total.toLocaleString("ko-KR")}건)`} />
      <FilterForm>
        <FilterSelect label="상태" name="status" all={["", "결제된 주문 전체"]} options={ORDER_STATUS_LABELS} />
        <FilterInput label="시작일" name="from" type="date" />
        <FilterInput label="종료일" name="to" type="date" />
        <FilterInput label="검색" name="q" placeholder="주문번호, 이메일, 전화, 받는 분" />
      </FilterForm>
      <AdminTable
        head={["주문", "상품", "주문자", "결제 금액", "상태", "주문일시"]}
        rows={loaderData.items}
        empty="조건에 맞는 주문이 없어요."
        paging={loaderData}
      >
        {(order) => (
          <tr key={order.id}>
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
