// One frame for every account form: posts its JSON to its own endpoint, shows the server's
// message on failure (spec §8), refreshes the login state and the cart count, then moves on.
import { type FormEvent, type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { postJson } from "../../lib/post";
import { useCartCount } from "../cart/cart-count";
import styles from "./account.module.css";
import { useLoginState } from "./login-state";
import { accountTexts } from "./messages";

export function AccountForm({
  endpoint,
  body,
  submitLabel,
  next,
  children,
}: {
  endpoint: string;
  /** Builds the JSON body from the form; a string is a message to show instead of sending. */
  body: (form: FormData) => unknown;
  submitLabel: string;
  /** Where the shopper goes after a successful answer. */
  next: string;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const login = useLoginState();
  const cart = useCartCount();

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
    await Promise.all([login.refresh(), cart.refresh()]);
    navigate(next);
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      {children}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
