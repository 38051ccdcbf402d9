// A form's field with its label, hint and the Korean message a route action sent back for it
// (core/form.ts), tied to the input by aria-describedby; the message of the whole form; and the
// required privacy consent of a form that collects personal data (core/consent.ts).
// Forms that show these set noValidate: the server's message replaces the browser's bubble.
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from "react";
import { type ConsentTerms, consentTexts } from "../../core/consent";
import styles from "./form-field.module.css";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "children"> & {
  name: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  /** Prefixes the input's id, when one page has two forms with the same field name. */
  idPrefix?: string;
  className?: string;
  /** The input itself, when it is not a plain one (a phone input, a select, a textarea). */
  render?: (input: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string }) => ReactNode;
};

export function FormField({ name, label, hint, error, idPrefix = "field", className, render, ...rest }: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const input = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    ...rest,
  };
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {render ? render(input) : <input {...input} />}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The refusal that belongs to no one field, announced when it appears. */
export function FormError({ message }: { message?: string }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null;
}

/** What `render` gives that a select or a textarea takes too: its id, name and error wiring. */
export function controlOf(input: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string }) {
  return {
    id: input.id,
    name: input.name,
    "aria-invalid": input["aria-invalid"],
    "aria-describedby": input["aria-describedby"],
  };
}

type ConsentProps = {
  terms: ConsentTerms;
  error?: string;
  /** Prefixes the ids, when one page has two such forms. */
  idPrefix?: string;
  className?: string;
} & ({ checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void } | { defaultChecked?: boolean });

/**
 * [필수] 개인정보 수집·이용 동의: a plain checkbox named `consent` (sent as "on" before the scripts
 * run as after), with what is collected, why and for how long, and the schema's refusal beside it.
 */
export function PrivacyConsent({ terms, error, idPrefix = "field", className, ...state }: ConsentProps) {
  const id = `${idPrefix}-consent`;
  const described = [`${id}-terms`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={className ? `${styles.consent} ${className}` : styles.consent} data-invalid={!!error}>
      <label className={styles.check} htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name="consent"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...state}
        />
        {consentTexts.label}
      </label>
      <dl id={`${id}-terms`} className={styles.terms}>
        <dt>{consentTexts.items}</dt>
        <dd>{terms.items}</dd>
        <dt>{consentTexts.purpose}</dt>
        <dd>{terms.purpose}</dd>
        <dt>{consentTexts.retention}</dt>
        <dd>{terms.retention}</dd>
      </dl>
      <p className={styles.refusal}>{terms.refusal}</p>
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
