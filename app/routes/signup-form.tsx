// Sign-up form (/signup/form): e-mail, password, name, mobile phone (formatted as typed) and the
// agreements; then /welcome. A 400 answer carries the status value and its message (spec §8).
import { useState } from "react";
import { Link } from "react-router";
import { links } from "../../core/links";
import { PhoneInput } from "../components/phone-input";
import styles from "../features/account/account.module.css";
import { AccountForm } from "../features/account/account-form";
import { accountTexts } from "../features/account/messages";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/signup-form";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Collins - 회원가입", path: links.signupForm, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

type Agreements = { terms: boolean; privacy: boolean; marketing: boolean };

export default function SignupForm() {
  const [phone, setPhone] = useState("");
  const [agreements, setAgreements] = useState<Agreements>({ terms: false, privacy: false, marketing: false });
  const all = agreements.terms && agreements.privacy && agreements.marketing;

  const body = (form: FormData) =>
    form.get("password") !== form.get("password_confirm")
      ? accountTexts.passwordMismatch
      : {
          email: form.get("email"),
          password: form.get("password"),
          last_name: form.get("last_name") ?? "",
          first_name: form.get("first_name"),
          phone,
          agree_terms: agreements.terms,
          agree_privacy: agreements.privacy,
          agree_marketing: agreements.marketing,
        };

  const check = (key: keyof Agreements) => (event: { target: { checked: boolean } }) =>
    setAgreements((current) => ({ ...current, [key]: event.target.checked }));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{accountTexts.signupTitle}</h1>
      <p className={styles.lead}>{accountTexts.signupLead}</p>
      <AccountForm endpoint="/api/signup" body={body} submitLabel={accountTexts.submitSignup} next={links.welcome}>
        <label className={styles.field}>
          {accountTexts.email}
          <input name="email" type="email" autoComplete="email" required maxLength={254} />
        </label>
        <div className={styles.field}>
          <label htmlFor="signup-password">{accountTexts.password}</label>
          <input
            id="signup-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={64}
            aria-describedby="signup-password-hint"
          />
          <span id="signup-password-hint" className={styles.hint}>
            {accountTexts.passwordHint}
          </span>
        </div>
        <label className={styles.field}>
          {accountTexts.passwordConfirm}
          <input name="password_confirm" type="password" autoComplete="new-password" required maxLength={64} />
        </label>
        <div className={styles.row}>
          <label className={styles.field}>
            {accountTexts.lastName}
            <input name="last_name" autoComplete="family-name" maxLength={50} />
          </label>
          <label className={styles.field}>
            {accountTexts.firstName}
            <input name="first_name" autoComplete="given-name" required maxLength={50} />
          </label>
        </div>
        <label className={styles.field}>
          {accountTexts.phone}
          <PhoneInput name="phone" required value={phone} onValue={setPhone} />
        </label>
        <fieldset className={styles.agreements}>
          <legend className="visually-hidden">{accountTexts.agreeAll}</legend>
          <label className={styles.all}>
            <input
              type="checkbox"
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
          <label>
            <input type="checkbox" checked={agreements.terms} onChange={check("terms")} required />
            {accountTexts.agreeTerms}
          </label>
          <label>
            <input type="checkbox" checked={agreements.privacy} onChange={check("privacy")} required />
            {accountTexts.agreePrivacy}
          </label>
          <label>
            <input type="checkbox" checked={agreements.marketing} onChange={check("marketing")} />
            {accountTexts.agreeMarketing}
          </label>
        </fieldset>
      </AccountForm>
      <p className={styles.switch}>
        {accountTexts.haveAccount}
        <Link to={links.loginMenu}>{accountTexts.loginTitle}</Link>
      </p>
    </div>
  );
}
