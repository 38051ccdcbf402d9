// Coupons in the console (/admin/coupons): find a member's coupons, issue one, withdraw an unused one.
import styles from "../../features/admin/admin.module.css";
import { fromLocalInput, pageLoad, when, won } from "../../features/admin/api";
import {
  AdminTable,
  adminPage,
  FilterForm,
  FilterInput,
  FilterSelect,
  FormEnd,
  PageError,
  PageHead,
  useChange,
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

const load = pageLoad<Coupon>("/api/admin/coupons");

export const ErrorBoundary = PageError;

function Coupons({ loaderData }: ViewProps<typeof load>) {
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
        <FormEnd change={issue}>발급</FormEnd>
      </form>
      <FilterForm>
        <FilterInput label="회원 이메일" name="q" />
        <FilterSelect label="상태" name="status" options={{ unused: "미사용", used: "사용", expired: "만료" }} />
      </FilterForm>
      {withdraw.notice}
      <AdminTable
        head={[
          "회원",
          "쿠폰",
          "할인",
          "만료",
          "사용",
          <span key="withdraw" className="visually-hidden">
            회수
          </span>,
        ]}
        rows={loaderData.items}
        paging={loaderData}
      >
        {(coupon) => (
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
        )}
      </AdminTable>
    </>
  );
}

export default adminPage(load, Coupons);
