// 비밀번호 찾기 (/login/find-password): e-mail and phone → a code by text message → a new password,
// after which every session of the member has ended. Plain forms posting to this route's action,
// so every step works before the scripts run.
import { Form, Link } from "react-router";
import { links } from "../../core/links";
import styles from "../features/account/account.module.css";
import recovery from "../features/account/recovery.module.css";
import { findPasswordAction } from "../features/account/recovery.server";
import type { RecoveryAnswer } from "../features/account/recovery-answer";
import {
  CodeField,
  Field,
  PhoneField,
  RecoveryUnavailable,
  ResendButton,
  SentTo,
  StepNote,
  SubmitButton,
  useAccountRecovery,
} from "../features/account/recovery-fields";
import { recoveryTexts } from "../features/account/recovery-texts";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/find-password";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: `Collins - ${recoveryTexts.findPasswordTitle}`,
      path: links.findPassword,
      baseUrl: baseUrlOf(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return findPasswordAction(request, context);
}

const START: RecoveryAnswer = { step: "start", values: {}, errors: {} };

export default function FindPassword({ actionData }: Route.ComponentProps) {
  const answer = actionData ?? START;
  const available = useAccountRecovery();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {answer.step === "done" ? recoveryTexts.doneTitle : recoveryTexts.findPasswordTitle}
      </h1>
      {!available ? (
        <RecoveryUnavailable />
      ) : answer.step === "done" ? (
        <Done />
      ) : answer.step === "code" ? (
        <CodeStep answer={answer} />
      ) : (
        <StartStep answer={answer} />
      )}
    </div>
  );
}

function StartStep({ answer }: { answer: RecoveryAnswer }) {
  return (
    <>
      <p className={styles.lead}>{recoveryTexts.findPasswordLead}</p>
      <Form method="post" className={styles.form}>
        <StepNote answer={answer} />
        <Field
          name="email"
          label={recoveryTexts.email}
          error={answer.errors.email}
          defaultValue={answer.values.email}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
        <PhoneField initial={answer.values.phone ?? ""} error={answer.errors.phone} />
        <SubmitButton intent="send">{recoveryTexts.sendCode}</SubmitButton>
      </Form>
      <p className={recovery.help}>
        <Link to={links.findId}>{recoveryTexts.findId}</Link>
      </p>
    </>
  );
}

function CodeStep({ answer }: { answer: RecoveryAnswer }) {
  return (
    <Form method="post" className={styles.form}>
      <SentTo
        fields={[
          ["email", answer.values.email ?? ""],
          ["phone", answer.values.phone ?? ""],
        ]}
        startOver={links.findPassword}
      />
      <StepNote answer={answer} />
      <CodeField error={answer.errors.code} />
      <Field
        name="new_password"
        label={recoveryTexts.newPassword}
        hint={recoveryTexts.newPasswordHint}
        error={answer.errors.new_password}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={64}
      />
      <Field
        name="new_password_confirm"
        label={recoveryTexts.newPasswordConfirm}
        error={answer.errors.new_password_confirm}
        type="password"
        autoComplete="new-password"
        required
        maxLength={64}
      />
      <SubmitButton intent="reset">{recoveryTexts.resetPassword}</SubmitButton>
      <ResendButton />
    </Form>
  );
}

function Done() {
  return (
    <>
      <p className={styles.lead}>{recoveryTexts.doneLead}</p>
      <div className={styles.buttons}>
        <Link className={styles.primary} to={links.loginForm}>
          {recoveryTexts.goLogin}
        </Link>
      </div>
    </>
  );
}
