// The frame of a member's editing form: needs a member (else home, spec §2), posts to its own
// endpoint, shows the server's message on failure and returns to the account page on success.
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { links } from "../../../core/links";
import { postJson } from "../../lib/post";
import styles from "./account.module.css";
import { type MyInfo, useLoginState } from "./login-state";
import { accountTexts } from "./messages";

export function MemberForm({
  title,
  endpoint,
  body,
  children,
}: {
  title: string;
  endpoint: string;
  /** Builds the JSON body from the form; a string is a message to show instead of sending. */
  body: (form: FormData) => unknown;
  children: (user: MyInfo) => ReactNode;
}) {
  const login = useLoginState();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (login.known && !login.user) navigate(links.home, { replace: true });
  }, [login.known, login.user, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = body(new FormData(event.currentTarget));
    if (typeof payload === "string") {
      setError(payload);
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await postJson(endpoint, payload);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.body?.message ?? accountTexts.failed);
      return;
    }
    await login.refresh();
    navigate(links.account);
  };

  if (!login.user) return <div className={styles.page} aria-busy="true" />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <form className={styles.form} onSubmit={submit}>
        {children(login.user)}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy}>
          {accountTexts.save}
        </button>
      </form>
    </div>
  );
}
