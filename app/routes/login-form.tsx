// Login form (/login/form): e-mail and password, posted to this route's action; a refusal shows
// the server's message (spec §8), a login goes to the account (or the console page in ?next=).
import { Link } from "react-router";
import { links } from "../../core/links";
import { FormField } from "../components/form-field";
import styles from "../features/account/account.module.css";
import { loginAction } from "../features/account/account.server";
import { AccountForm } from "../features/account/account-form";
import { accountTexts } from "../features/account/messages";
import recovery from "../features/account/recovery.module.css";
import { useAccountRecovery } from "../features/account/recovery-fields";
import { recoveryTexts } from "../features/account/recovery-texts";
import { ORDER_LOOKUP_URL, orderActionTexts } from "../features/orders/messages";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/login-form";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 로그인", path: links.loginForm, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export default function LoginForm({ actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const accountRecovery = useAccountRecovery();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{accountTexts.loginTitle}</h1>
      <AccountForm submitLabel={accountTexts.submitLogin} error={errors.form ?? errors.email ?? errors.password}>
        <FormField
          className={styles.field}
          name="email"
          label={accountTexts.email}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={actionData?.values.email}
        />
        <FormField
          className={styles.field}
          name="password"
          label={accountTexts.password}
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
        />
      </AccountForm>
      <p className={recovery.help}>
        {accountRecovery ? (
          <>
            <Link to={links.findId}>{recoveryTexts.findId}</Link>
            <span aria-hidden="true">·</span>
            <Link to={links.findPassword}>{recoveryTexts.findPassword}</Link>
            <span aria-hidden="true">·</span>
          </>
        ) : null}
        <Link to={ORDER_LOOKUP_URL}>{orderActionTexts.lookupTitle}</Link>
      </p>
      <p className={styles.switch}>
        {accountTexts.noAccount}
        <Link to={links.signupMenu}>{accountTexts.signupTitle}</Link>
      </p>
    </div>
  );
}
