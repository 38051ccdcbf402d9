// One frame for every account form: a plain form posting to its route's action (so it works before
// the scripts run), the action's message for the whole form (spec §8: the server's message), and the
// submit button, held while the form is being sent. Each field shows its own message (FormField).
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormError } from "../../components/form-field";
import styles from "./account.module.css";

export function AccountForm({
  submitLabel,
  error,
  children,
}: {
  submitLabel: string;
  /** The refusal of the whole form (`errors.form` of the action's answer). */
  error?: string;
  children: ReactNode;
}) {
  const sending = useNavigation().state === "submitting";
  return (
    <Form method="post" noValidate className={styles.form}>
      {children}
      <FormError message={error} />
      <button type="submit" className={styles.primary} disabled={sending}>
        {submitLabel}
      </button>
    </Form>
  );
}
