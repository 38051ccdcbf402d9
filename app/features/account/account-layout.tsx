// The frame of 마이페이지 and its editing forms (issue 21): the page's content, and the account menu
// (쇼핑 정보, 회원 정보, 고객센터, 로그아웃), a side menu on the left from 900 px and a list below the
// content on a phone, laid out by CSS alone so the first paint is the hydrated page. Every item is a
// link, and 로그아웃 a form posting to the account page's action (spec §4 "Logout: post to the server").
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { links } from "../../../core/links";
import { FormError } from "../../components/form-field";
import styles from "./account.module.css";
import { accountTexts } from "./messages";

/** An item is the current page at its own path, or at `page` (배송지 관리 at its 새 배송지 추가 form). */
type MenuGroup = { title: string; items: { to: string; label: string; page?: string }[] };

function menuOf(hasPassword: boolean): MenuGroup[] {
  return [
    {
      title: accountTexts.menuShopping,
      items: [
        { to: `${links.account}#orders`, label: accountTexts.orders },
        { to: `${links.account}#addresses`, label: accountTexts.addresses, page: links.accountShipping },
      ],
    },
    {
      title: accountTexts.memberInfo,
      items: [
        { to: links.accountBasicInfo, label: accountTexts.editBasicInfo },
        { to: links.nameForm, label: accountTexts.editName },
        // A Kakao-only member has no password to change (meta_data kakao_id, no password).
        ...(hasPassword ? [{ to: links.accountPassword, label: accountTexts.editPassword }] : []),
      ],
    },
    { title: accountTexts.menuSupport, items: [{ to: links.inquiry, label: accountTexts.inquiry }] },
  ];
}

export function AccountLayout({
  hasPassword,
  logoutError,
  children,
}: {
  hasPassword: boolean;
  /** The account action's refusal of a logout (a post from another site's page). */
  logoutError?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <div className={styles.layout}>
      <div className={styles.layoutMain}>{children}</div>
      <nav className={styles.menu} aria-label={accountTexts.menuLabel}>
        <Link
          to={links.account}
          className={styles.menuHome}
          aria-current={pathname === links.account ? "page" : undefined}
        >
          {accountTexts.accountTitle}
        </Link>
        {menuOf(hasPassword).map((group) => (
          <div key={group.title} className={styles.menuGroup}>
            <p className={styles.menuTitle}>{group.title}</p>
            <ul>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} aria-current={pathname === (item.page ?? item.to) ? "page" : undefined}>
                    {item.label} <span aria-hidden="true">›</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Form method="post" action={links.account} className={styles.menuLogout}>
          <FormError message={logoutError} />
          <button type="submit" className={styles.logout}>
            {accountTexts.logout}
          </button>
        </Form>
      </nav>
    </div>
  );
}

/** 주문 처리 현황: the member's orders in each step, as the account loader counted them. */
export function OrderStatusSummary({ steps }: { steps: { status: string; label: string; count: number }[] }) {
  return (
    <section className={styles.summary} aria-labelledby="order-summary">
      <h2 id="order-summary">{accountTexts.orderSummary}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step.status} data-status={step.status}>
            <span className={styles.summaryLabel}>{step.label}</span>
            <span className={styles.summaryCount}>{step.count}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
