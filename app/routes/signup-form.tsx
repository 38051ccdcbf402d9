// Sign-up form (/signup/form): e-mail, password, name, mobile phone (formatted as typed) and the
// agreements, posted to this route's action; then /welcome. Each refusal shows beside its field.
import { useState } from "react";
import { Link } from "react-router";
import { links } from "../../core/links";
import { FormField } from "../components/form-field";
import formFieldStyles from "../components/form-field.module.css";
import { PhoneInput } from "../components/phone-input";
import styles from "../features/account/account.module.css";
import { signupAction } from "../features/account/account.server";
import { AccountForm } from "../features/account/account-form";
import { AgreementView } from "../features/account/agreement-view";
import { accountTexts } from "../features/account/messages";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/signup-form";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 회원가입", path: links.signupForm, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context);
}

type Agreements = { terms: boolean; privacy: boolean; marketing: boolean };

export default function SignupForm({ actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const sent = (name: string) => values[name] === "on" || values.agree_all === "on";
  const [phone, setPhone] = useState(values.phone ?? "");
  const [agreements, setAgreements] = useState<Agreements>({
    terms: sent("agree_terms"),
    privacy: sent("agree_privacy"),
    marketing: sent("agree_marketing"),
  });
  const all = agreements.terms && agreements.privacy && agreements.marketing;
  const agreementError = errors.agree_terms ?? errors.agree_privacy;

  const check = (key: keyof Agreements) => (event: { target: { checked: boolean } }) =>
    setAgreements((current) => ({ ...current, [key]: event.target.checked }));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{accountTexts.signupTitle}</h1>
      <p className={styles.lead}>{accountTexts.signupLead}</p>
      <AccountForm submitLabel={accountTexts.submitSignup} error={errors.form}>
        <FormField
          className={styles.field}
          idPrefix="signup"
          name="email"
          label={accountTexts.email}
          error={errors.email}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values.email}
        />
        <FormField
          className={styles.field}
          idPrefix="signup"
          name="password"
          label={accountTexts.password}
          hint={accountTexts.passwordHint}
          error={errors.password}
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={64}
        />
        <FormField
          className={styles.field}
          idPrefix="signup"
          name="password_confirm"
          label={accountTexts.passwordConfirm}
          error={errors.password_confirm}
          type="password"
          autoComplete="new-password"
          required
          maxLength={64}
        />
        <div className={styles.row}>
          <FormField
            className={styles.field}
            idPrefix="signup"
            name="last_name"
            label={accountTexts.lastName}
            error={errors.last_name}
            autoComplete="family-name"
            maxLength={50}
            defaultValue={values.last_name}
          />
          <FormField
            className={styles.field}
            idPrefix="signup"
            name="first_name"
            label={accountTexts.firstName}
            error={errors.first_name}
            autoComplete="given-name"
            required
            maxLength={50}
            defaultValue={values.first_name}
          />
        </div>
        <FormField
          className={styles.field}
          idPrefix="signup"
          name="phone"
          label={accountTexts.phone}
          error={errors.phone}
          render={(input) => <PhoneInput {...input} required value={phone} onValue={setPhone} />}
        />
        <fieldset
          className={styles.agreements}
          aria-describedby={agreementError ? "signup-agreements-error" : undefined}
        >
          <legend className="visually-hidden">{accountTexts.agreeAll}</legend>
          <label className={styles.all}>
            <input
              type="checkbox"
              name="agree_all"
              checked={all}
              onChange={(event) =>
                setAgreements({
                  terms: event.target.checked,
                  privacy: event.target.checked,
                  marketing: event.target.checked,
                })
              }
            />
            {accountTexts.agreeAll}
          </label>
          <div className={styles.agreement}>
            <label>
              <input type="checkbox" name="agree_terms" checked={agreements.terms} onChange={check("terms")} required />
              {accountTexts.agreeTerms}
            </label>
            <AgreementView href={links.terms} title={accountTexts.termsTitle} />
          </div>
          <div className={styles.agreement}>
            <label>
              <input
                type="checkbox"
                name="agree_privacy"
                checked={agreements.privacy}
                onChange={check("privacy")}
                required
              />
              {accountTexts.agreePrivacy}
            </label>
            <AgreementView href={links.privacy} title={accountTexts.privacyTitle} />
          </div>
          <label>
            <input
              type="checkbox"
              name="agree_marketing"
              checked={agreements.marketing}
              onChange={check("marketing")}
            />
            {accountTexts.agreeMarketing}
          </label>
          {agreementError ? (
            <span id="signup-agreements-error" className={formFieldStyles.error}>
              {agreementError}
            </span>
          ) : null}
        </fieldset>
      </AccountForm>
      <p className={styles.switch}>
        {accountTexts.haveAccount}
        <Link to={links.loginMenu}>{accountTexts.loginTitle}</Link>
      </p>
    </div>
  );
}
