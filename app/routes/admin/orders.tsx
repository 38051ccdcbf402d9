// Orders in the console (/admin/orders): filter by status, Seoul dates and a search; newest first.
import { Link } from "react-router";
import { ORDER_STATUS_LABELS } from "../../../core/checkout";
import styles from "../../features/admin/admin.module.css";
import { adminLoadPage, when, won } from "../../features/admin/api";
import {
  adminPage,
  FilterForm,
  type LoadArgs,
  PageError,
  PageHead,
  Pager,
  useQuery,
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

async function load({ request }: LoadArgs) {
  return adminLoadPage<OrderRow>("/api/admin/orders", request.url);
}

export const ErrorBoundary = PageError;

function Orders({ loaderData }: ViewProps<typeof load>) {
  const params = useQuery();
  return (
    <>
      <PageHead title={`주문 (${loaderData.total.toLocaleString("ko-KR")}건)`} />
      <FilterForm>
        <label className={styles.field}>
          상태
          <select name="status" defaultValue={params.get("status") ?? ""}>
            <option value="">결제된 주문 전체</option>
            {Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          시작일
          <input type="date" name="from" defaultValue={params.get("from") ?? ""} />
        </label>
        <label className={styles.field}>
          종료일
          <input type="date" name="to" defaultValue={params.get("to") ?? ""} />
        </label>
        <label className={styles.field}>
          검색
          <input name="q" placeholder="주문번호, 이메일, 전화, 받는 분" defaultValue={params.get("q") ?? ""} />
        </label>
        <button type="submit" className={styles.button}>
          조회
        </button>
      </FilterForm>
      <div className={`${styles.panel} ${styles.tableWrap}`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>주문</th>
              <th>상품</th>
              <th>주문자</th>
              <th>결제 금액</th>
              <th>상태</th>
              <th>주문일시</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.items.map((order) => (
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
            ))}
          </tbody>
        </table>
        {loaderData.items.length === 0 ? <p className={styles.muted}>조건에 맞는 주문이 없어요.</p> : null}
        <Pager page={loaderData.page} pageCount={loaderData.pageCount} />
      </div>
    </>
  );
}

export default adminPage(load, Orders);
