// Login form (/login/form): e-mail and password; a 400 answer carries the message (spec §8).
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { links } from "../../core/links";
import styles from "../features/account/account.module.css";
import { useLoginState } from "../features/account/login-state";
import { accountTexts } from "../features/account/messages";
import { useCartCount } from "../features/cart/cart-count";
import { postJson } from "../lib/post";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/login-form";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 로그인", path: links.loginForm, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export default function LoginForm() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const login = useLoginState();
  const cart = useCartCount();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const answer = await postJson("/api/login", { email: form.get("email"), password: form.get("password") });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.body?.message ?? accountTexts.failed);
      return;
    }
    await Promise.all([login.refresh(), cart.refresh()]);
    navigate(links.account);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{accountTexts.loginTitle}</h1>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          {accountTexts.email}
          <input name="email" type="email" autoComplete="email" required maxLength={254} />
        </label>
        <label className={styles.field}>
          {accountTexts.password}
          <input name="password" type="password" autoComplete="current-password" required maxLength={1024} />
        </label>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy}>
          {accountTexts.submitLogin}
        </button>
      </form>
      <p className={styles.switch}>
        {accountTexts.noAccount}
        <Link to={links.signupMenu}>{accountTexts.signupTitle}</Link>
      </p>
    </div>
  );
}
