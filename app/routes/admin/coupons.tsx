// Coupons in the console (/admin/coupons): find a member's coupons, issue one, withdraw an unused one.
import { Form } from "react-router";
import { formValues, withNumbers } from "../../../core/form";
import { couponBody, couponQuery } from "../../../server/api/admin/community";
import { parseQuery } from "../../../server/api/validation";
import { communityMessages } from "../../../server/domain/admin/community";
import { deleteCoupon, issueCoupon, listCoupons } from "../../../server/domain/admin/coupons";
import { idOf } from "../../../server/domain/ids";
import { FormField } from "../../components/form-field";
import styles from "../../features/admin/admin.module.css";
import { checked, consoleAction, consoleHeaders, consoleLoader, done } from "../../features/admin/console.server";
import { when, won } from "../../features/admin/format";
import {
  AdminTable,
  FilterForm,
  FilterInput,
  FilterSelect,
  FormEnd,
  filledQuery,
  Notice,
  PageError,
  PageHead,
  Submit,
  useAnswer,
} from "../../features/admin/ui";
import type { Route } from "./+types/coupons";

export async function loader({ request, context }: Route.LoaderArgs) {
  return consoleLoader(request, context, () => listCoupons(context.db, parseQuery(couponQuery, filledQuery(request))));
}

export async function action({ request, context }: Route.ActionArgs) {
  return consoleAction(request, context, async ({ form, intent, operator }) => {
    if (intent === "withdraw") {
      await deleteCoupon(context.db, operator, parseQuery(idOf(communityMessages.couponNotFound), form.get("id")));
      return done(intent, "쿠폰을 회수했어요.");
    }
    const values = formValues(form);
    await issueCoupon(
      context.db,
      operator,
      checked(couponBody, withNumbers(values, ["couponAmount", "minimumAmount"]), "issue", values),
    );
    return done("issue", "쿠폰을 발급했어요.");
  });
}

export const headers = consoleHeaders;

export const ErrorBoundary = PageError;

const ISSUE_FIELDS = [
  { name: "email", label: "회원 이메일", type: "email" },
  { name: "couponName", label: "쿠폰 이름" },
  { name: "couponDescription", label: "설명" },
  { name: "couponAmount", label: "할인 금액 (원)", inputMode: "numeric" },
  { name: "minimumAmount", label: "최소 주문 금액 (원)", inputMode: "numeric", initial: "0" },
  { name: "expiryDate", label: "만료 (한국 시간)", type: "datetime-local" },
] as const;

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const issue = useAnswer("issue");
  // A refused issue shows what was sent; an issued one starts the form again (a new key).
  const values = issue?.ok ? {} : (issue?.values ?? {});
  return (
    <>
      <PageHead title="쿠폰" />
      <Form
        method="post"
        key={issue?.ok ? loaderData.total : "issue"}
        className={`${styles.panel} ${styles.form}`}
        aria-labelledby="issue-title"
        noValidate
      >
        <h2 id="issue-title">쿠폰 발급</h2>
        <div className={styles.grid2}>
          {ISSUE_FIELDS.map((field) => (
            <FormField
              key={field.name}
              idPrefix="issue"
              className={styles.field}
              name={field.name}
              label={field.label}
              type={"type" in field ? field.type : "text"}
              inputMode={"inputMode" in field ? field.inputMode : undefined}
              error={issue?.errors[field.name]}
              defaultValue={String(values[field.name] ?? ("initial" in field ? field.initial : ""))}
            />
          ))}
        </div>
        <FormEnd answer={issue} intent="issue">
          발급
        </FormEnd>
      </Form>
      <FilterForm>
        <FilterInput label="회원 이메일" name="q" />
        <FilterSelect label="상태" name="status" options={{ unused: "미사용", used: "사용", expired: "만료" }} />
      </FilterForm>
      <Notice answer={useAnswer("withdraw")} />
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
                <Form method="post">
                  <input type="hidden" name="id" value={coupon.id} />
                  <Submit intent="withdraw" className={styles.danger} confirm="이 쿠폰을 회수할까요?">
                    회수
                  </Submit>
                </Form>
              )}
            </td>
          </tr>
        )}
      </AdminTable>
    </>
  );
}
