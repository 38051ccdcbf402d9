// Account (/account; /account/?orderId= and /account/&kakao_login=auto show the same screen):
// greeting, 주문 처리 현황 (issue 21), the member's orders (one focused by ?orderId=), member details
// and saved addresses, all from the loader, beside 마이페이지's menu with its logout. Redirects to /
// when there is no member (spec §2).
import { Link, useLocation } from "react-router";
import { links } from "../../core/links";
import styles from "../features/account/account.module.css";
import { accountLoader, logoutAction, memberOf } from "../features/account/account.server";
import { AccountLayout, OrderStatusSummary } from "../features/account/account-layout";
import { AddressBook } from "../features/account/address-book";
import { addressAction, isAddressIntent } from "../features/account/address-book.server";
import { greetingOf } from "../features/account/login-state";
import { accountTexts } from "../features/account/messages";
import { OrderHistory } from "../features/checkout/order-history";
import { orderAnswerOf } from "../features/orders/order-actions";
import { isOrderIntent, orderAction } from "../features/orders/order-actions.server";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/account";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 마이페이지", path: links.account, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return accountLoader(request, context);
}

/**
 * The logout, the order actions of the member's orders (cancel, 구매확정, 교환·반품 신청) and the
 * saved addresses' 기본으로 설정 and 삭제.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData();
  const member = async () => memberOf(request, context);
  if (isAddressIntent(form.get("intent"))) return addressAction(request, form, context, member);
  if (!isOrderIntent(form.get("intent"))) return logoutAction(request, context);
  return orderAction(request, form, context, async () => ({ userId: (await memberOf(request, context)).id }));
}

/** The refusal of a 기본으로 설정 or 삭제 form, if that is what the action answered. */
function addressErrorOf(answer: object | undefined): string | null {
  return answer && "addressError" in answer ? String(answer.addressError) : null;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const focusId = Number(new URLSearchParams(useLocation().search).get("orderId")) || null;
  const { user, orders, orderSummary, hasPassword, addresses } = loaderData;
  const phone = user.billing?.phone;
  const logoutError =
    actionData && "errors" in actionData && !orderAnswerOf(actionData) ? actionData.errors.form : undefined;
  return (
    <AccountLayout hasPassword={hasPassword} logoutError={logoutError}>
      <h1 className={styles.title}>{accountTexts.hello(greetingOf(user))}</h1>
      <OrderStatusSummary steps={orderSummary} />
      <section className={`${styles.card} ${styles.orders}`} id="orders" aria-labelledby="orders-title">
        <h2 id="orders-title">{accountTexts.orders}</h2>
        <OrderHistory orders={orders} focusId={focusId} answer={orderAnswerOf(actionData)} />
      </section>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="member-info">
          <h2 id="member-info">{accountTexts.memberInfo}</h2>
          <dl>
            <div>
              <dt>{accountTexts.firstName}</dt>
              <dd>
                {user.last_name}
                {user.first_name}
              </dd>
            </div>
            <div>
              <dt>{accountTexts.email}</dt>
              <dd>{user.email || accountTexts.kakaoMember}</dd>
            </div>
            <div>
              <dt>{accountTexts.phone}</dt>
              <dd>{phone ? phone : <Link to={links.accountBasicInfo}>{accountTexts.addPhone}</Link>}</dd>
            </div>
          </dl>
        </section>
        <AddressBook addresses={addresses} error={addressErrorOf(actionData)} />
      </div>
    </AccountLayout>
  );
}
