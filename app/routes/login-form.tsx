// Login form (/login/form): e-mail and password; a 400 answer carries the message (spec §8).
import { Link, useLocation } from "react-router";
import { links } from "../../core/links";
import styles from "../features/account/account.module.css";
import { AccountForm } from "../features/account/account-form";
import { accountTexts } from "../features/account/messages";
import recovery from "../features/account/recovery.module.css";
import { useAccountRecovery } from "../features/account/recovery-fields";
import { recoveryTexts } from "../features/account/recovery-texts";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/login-form";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 로그인", path: links.loginForm, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

/** Where to go after login: the account, or the console page that sent an operator here. */
function nextOf(search: string): string {
  const next = new URLSearchParams(search).get("next");
  return next && /^\/admin(\/[\w-]+)*$/.test(next) ? next : links.account;
}

export default function LoginForm() {
  const next = nextOf(useLocation().search);
  const accountRecovery = useAccountRecovery();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{accountTexts.loginTitle}</h1>
      <AccountForm
        endpoint="/api/login"
        body={(form) => ({ email: form.get("email"), password: form.get("password") })}
        submitLabel={accountTexts.submitLogin}
        next={next}
      >
        <label className={styles.field}>
          {accountTexts.email}
          <input name="email" type="email" autoComplete="email" required maxLength={254} />
        </label>
        <label className={styles.field}>
          {accountTexts.password}
          <input name="password" type="password" autoComplete="current-password" required maxLength={1024} />
        </label>
      </AccountForm>
      {accountRecovery ? (
        <p className={recovery.help}>
          <Link to={links.findId}>{recoveryTexts.findId}</Link>
          <span aria-hidden="true">·</span>
          <Link to={links.findPassword}>{recoveryTexts.findPassword}</Link>
        </p>
      ) : null}
      <p className={styles.switch}>
        {accountTexts.noAccount}
        <Link to={links.signupMenu}>{accountTexts.signupTitle}</Link>
      </p>
    </div>
  );
}
