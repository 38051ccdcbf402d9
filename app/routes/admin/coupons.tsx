// Coupons in the console (/admin/coupons): find a member's coupons, issue one, withdraw an unused one.
import styles from "../../features/admin/admin.module.css";
import { adminLoadPage, fromLocalInput, when, won } from "../../features/admin/api";
import {
  adminPage,
  FilterForm,
  type LoadArgs,
  PageError,
  PageHead,
  Pager,
  useChange,
  useQuery,
  type ViewProps,
} from "../../features/admin/ui";

type Coupon = {
  id: number;
  email: string | null;
  couponName: string;
  couponAmount: number;
  minimumAmount: number;
  expiryDate: string;
  usedOrderId: number | null;
  createdAt: string;
};

async function load({ request }: LoadArgs) {
  return adminLoadPage<Coupon>("/api/admin/coupons", request.url);
}

export const ErrorBoundary = PageError;

function Coupons({ loaderData }: ViewProps<typeof load>) {
  const params = useQuery();
  const issue = useChange();
  const withdraw = useChange();
  return (
    <>
      <PageHead title="쿠폰" />
      <form
        className={`${styles.panel} ${styles.form}`}
        aria-labelledby="issue-title"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const data = new FormData(form);
          const done = await issue.send(
            "POST",
            "/api/admin/coupons",
            {
              email: data.get("email"),
              couponName: data.get("couponName"),
              couponDescription: data.get("couponDescription"),
              couponAmount: Number(data.get("couponAmount")),
              minimumAmount: Number(data.get("minimumAmount")),
              expiryDate: fromLocalInput(String(data.get("expiryDate") ?? "")),
            },
            "쿠폰을 발급했어요.",
          );
          if (done) form.reset();
        }}
      >
        <h2 id="issue-title">쿠폰 발급</h2>
        <div className={styles.grid2}>
          <label className={styles.field}>
            회원 이메일
            <input name="email" type="email" required />
          </label>
          <label className={styles.field}>
            쿠폰 이름
            <input name="couponName" required />
          </label>
          <label className={styles.field}>
            설명
            <input name="couponDescription" />
          </label>
          <label className={styles.field}>
            할인 금액 (원)
            <input name="couponAmount" type="number" min={1} required />
          </label>
          <label className={styles.field}>
            최소 주문 금액 (원)
            <input name="minimumAmount" type="number" min={0} defaultValue={0} required />
          </label>
          <label className={styles.field}>
            만료 (한국 시간)
            <input name="expiryDate" type="datetime-local" required />
          </label>
        </div>
        {issue.notice}
        <div>
          <button type="submit" className={styles.primary} disabled={issue.busy}>
            발급
          </button>
        </div>
      </form>
      <FilterForm>
        <label className={styles.field}>
          회원 이메일
          <input name="q" defaultValue={params.get("q") ?? ""} />
        </label>
        <label className={styles.field}>
          상태
          <select name="status" defaultValue={params.get("status") ?? ""}>
            <option value="">전체</option>
            <option value="unused">미사용</option>
            <option value="used">사용</option>
            <option value="expired">만료</option>
          </select>
        </label>
        <button type="submit" className={styles.button}>
          조회
        </button>
      </FilterForm>
      {withdraw.notice}
      <div className={`${styles.panel} ${styles.tableWrap}`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>회원</th>
              <th>쿠폰</th>
              <th>할인</th>
              <th>만료</th>
              <th>사용</th>
              <th>
                <span className="visually-hidden">회수</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.items.map((coupon) => (
              <tr key={coupon.id}>
                <td>{coupon.email ?? "—"}</td>
                <td className={styles.wrap}>{coupon.couponName}</td>
                <td>
                  {won(coupon.couponAmount)}
                  {coupon.minimumAmount > 0 ? ` (${won(coupon.minimumAmount)} 이상)` : ""}
                </td>
                <td>{when(coupon.expiryDate)}</td>
                <td>{coupon.usedOrderId ? `주문 #${coupon.usedOrderId}` : "—"}</td>
                <td>
                  {coupon.usedOrderId ? null : (
                    <button
                      type="button"
                      className={styles.danger}
                      disabled={withdraw.busy}
                      onClick={() =>
                        window.confirm("이 쿠폰을 회수할까요?") &&
                        withdraw.send("DELETE", `/api/admin/coupons/${coupon.id}`, undefined, "쿠폰을 회수했어요.")
                      }
                    >
                      회수
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager page={loaderData.page} pageCount={loaderData.pageCount} />
      </div>
    </>
  );
}

export default adminPage(load, Coupons);
