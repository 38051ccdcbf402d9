// Orders in the console (/admin/orders): filter by status, Seoul dates and a search; newest first.
import { Link } from "react-router";
import { ORDER_STATUS_LABELS } from "../../../core/checkout";
import styles from "../../features/admin/admin.module.css";
import { pageLoad, when, won } from "../../features/admin/api";
import {
  AdminTable,
  adminPage,
  FilterForm,
  FilterInput,
  FilterSelect,
  PageError,
  PageHead,
  type ViewProps,
} from "../../features/admin/ui";

export type OrderRow = {
  id: number;
  status: string;
  orderName: string;
  total: number;
  refundedAmount: number;
  paymentMethodTitle: string;
  buyerName: string | null;
  email: string;
  phone: string;
  courier: string | null;
  trackingNumber: string | null;
  createdAt: string;
  paidAt: string | null;
};

const load = pageLoad<OrderRow>("/api/admin/orders");

export const ErrorBoundary = PageError;

function Orders({ loaderData }: ViewProps<typeof load>) {
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

export default adminPage(load, Orders);
