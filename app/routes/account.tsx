// Account (/account; /account/?orderId= and /account/&kakao_login=auto show the same screen):
// greeting, the member's orders (one focused by ?orderId=), member details and logout.
// Redirects to / when user info fails or has no id (spec §2).
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { links } from "../../core/links";
import styles from "../features/account/account.module.css";
import { greetingOf, useLoginState } from "../features/account/login-state";
import { accountTexts } from "../features/account/messages";
import { useCartCount } from "../features/cart/cart-count";
import { OrderHistory } from "../features/checkout/order-history";
import { postJson } from "../lib/post";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/account";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 마이페이지", path: links.account, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function Account() {
  const params = new URLSearchParams(useLocation().search);
  const focusId = Number(params.get("orderId")) || null;
  const login = useLoginState();
  const cart = useCartCount();
  const navigate = useNavigate();

  useEffect(() => {
    if (login.known && !login.user) navigate(links.home, { replace: true });
  }, [login.known, login.user, navigate]);

  // Spec §4 "Logout: post to the server, then go to /."
  const logout = async () => {
    await postJson("/api/logout", {});
    login.forget();
    cart.set(0);
    navigate(links.home);
  };

  if (!login.user) return <div className={styles.page} aria-busy="true" />;
  const { user } = login;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{accountTexts.hello(greetingOf(user))}</h1>
      <section className={styles.card} aria-labelledby="orders">
        <h2 id="orders">{accountTexts.orders}</h2>
        <OrderHistory focusId={focusId} />
      </section>
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
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{accountTexts.phone}</dt>
            <dd>{user.billing?.phone}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="shipping-info">
        <h2 id="shipping-info">{accountTexts.shipping}</h2>
        {user.shipping ? (
          <p>
            [{user.shipping.postcode}] {user.shipping.address_1} {user.shipping.address_2}
          </p>
        ) : (
          <p>{accountTexts.noShipping}</p>
        )}
      </section>
      <ul className={styles.links}>
        {[
          [links.accountShipping, accountTexts.editShipping],
          [links.accountBasicInfo, accountTexts.editBasicInfo],
          [links.nameForm, accountTexts.editName],
          [links.accountPassword, accountTexts.editPassword],
        ].map(([href, label]) => (
          <li key={href}>
            <Link to={href ?? links.account}>
              {label} <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.logout} onClick={logout}>
        {accountTexts.logout}
      </button>
    </div>
  );
}
