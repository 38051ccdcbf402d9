// The pieces of the two recovery pages: a field with its hint and the server's message beside it,
// the step's note, the submit buttons (busy while the action runs), and what a shop that cannot
// send texts shows instead.
import { type InputHTMLAttributes, type ReactNode, useState } from "react";
import { Link, useNavigation, useRouteLoaderData } from "react-router";
import { links } from "../../../core/links";
import { PhoneInput } from "../../components/phone-input";
import type { loader as rootLoader } from "../../root";
import styles from "./account.module.css";
import recovery from "./recovery.module.css";
import type { RecoveryAnswer, RecoveryField } from "./recovery-answer";
import { recoveryTexts } from "./recovery-texts";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "children"> & {
  name: RecoveryField;
  label: string;
  hint?: string;
  error?: string;
  /** The input itself, when it is not a plain one (the phone input). */
  render?: (input: InputHTMLAttributes<HTMLInputElement>) => ReactNode;
};

export function Field({ name, label, hint, error, render, ...rest }: FieldProps) {
  const id = `recovery-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const input: InputHTMLAttributes<HTMLInputElement> = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    ...rest,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {render ? render(input) : <input {...input} />}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={recovery.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The phone field, formatted as typed (spec §5), starting from what was sent before. */
export function PhoneField({ initial, error }: { initial: string; error?: string }) {
  const [phone, setPhone] = useState(initial);
  return (
    <Field
      name="phone"
      label={recoveryTexts.phone}
      error={error}
      render={(input) => <PhoneInput {...input} value={phone} onValue={setPhone} required maxLength={13} />}
    />
  );
}

/** The refusal that belongs to no field, or the same note every request gets. */
export function StepNote({ answer }: { answer: RecoveryAnswer }) {
  if (answer.message) {
    return (
      <p className={styles.error} role="alert">
        {answer.message}
      </p>
    );
  }
  return answer.notice ? (
    <p className={recovery.notice} role="status">
      {answer.notice}
    </p>
  ) : null;
}

export function SubmitButton({ intent, children }: { intent: string; children: ReactNode }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" name="intent" value={intent} className={styles.primary} disabled={busy}>
      {children}
    </button>
  );
}

/** Asks for a new code with what was typed first; the code field may be empty for it. */
export function ResendButton() {
  return (
    <button type="submit" name="intent" value="send" formNoValidate className={recovery.textButton}>
      {recoveryTexts.resendCode}
    </button>
  );
}

/**
 * The head of a code step: what the code was sent for, carried on as hidden fields and shown with
 * a way back to the first step.
 */
export function SentTo({ fields, startOver }: { fields: [name: string, value: string][]; startOver: string }) {
  return (
    <>
      <input type="hidden" name="step" value="code" />
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className={recovery.sentTo}>
        <span className={recovery.values}>
          {fields.map(([name, value]) => (
            <span key={name}>{value}</span>
          ))}
        </span>
        <Link to={startOver}>{recoveryTexts.startOver}</Link>
      </p>
    </>
  );
}

/** The 6-digit code from the text message. */
export function CodeField({ error }: { error?: string }) {
  return (
    <Field
      name="code"
      label={recoveryTexts.code}
      hint={recoveryTexts.codeHint}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      required
      maxLength={6}
    />
  );
}

/** Whether the shop can text a recovery code (no Solapi and no simulator: it cannot). */
export function useAccountRecovery(): boolean {
  return useRouteLoaderData<typeof rootLoader>("root")?.accountRecovery ?? false;
}

/** A recovery page of a shop that cannot send texts: the shop's customer service instead. */
export function RecoveryUnavailable() {
  return (
    <>
      <p className={styles.lead} role="status">
        {recoveryTexts.unavailable}
      </p>
      <div className={styles.buttons}>
        <Link className={styles.primary} to={links.inquiry}>
          {recoveryTexts.contactShop}
        </Link>
        <Link className={styles.secondary} to={links.loginForm}>
          {recoveryTexts.goLogin}
        </Link>
      </div>
    </>
  );
}
