// 아이디 찾기 (/login/find-id): name and phone → a code by text message → the member's e-mail,
// shown in part (or the advice to use Kakao login). Plain forms posting to this route's action,
// so every step works before the scripts run.
import { Form, Link, useRouteLoaderData } from "react-router";
import { links } from "../../core/links";
import styles from "../features/account/account.module.css";
import recovery from "../features/account/recovery.module.css";
import { findIdAction } from "../features/account/recovery.server";
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
import type { loader as rootLoader } from "../root";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/find-id";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: `Collins - ${recoveryTexts.findIdTitle}`, path: links.findId, baseUrl: baseUrlOf(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return findIdAction(request, context);
}

const START: RecoveryAnswer = { step: "start", values: {}, errors: {} };

export default function FindId({ actionData }: Route.ComponentProps) {
  const answer = actionData ?? START;
  const available = useAccountRecovery();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{recoveryTexts.findIdTitle}</h1>
      {!available ? (
        <RecoveryUnavailable />
      ) : answer.step === "found" ? (
        <Found answer={answer} />
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
      <p className={styles.lead}>{recoveryTexts.findIdLead}</p>
      <Form method="post" className={styles.form}>
        <StepNote answer={answer} />
        <Field
          name="name"
          label={recoveryTexts.name}
          hint={recoveryTexts.nameHint}
          error={answer.errors.name}
          defaultValue={answer.values.name}
          autoComplete="name"
          required
          maxLength={100}
        />
        <PhoneField initial={answer.values.phone ?? ""} error={answer.errors.phone} />
        <SubmitButton intent="send">{recoveryTexts.sendCode}</SubmitButton>
      </Form>
      <p className={recovery.help}>
        <Link to={links.findPassword}>{recoveryTexts.findPassword}</Link>
      </p>
    </>
  );
}

function CodeStep({ answer }: { answer: RecoveryAnswer }) {
  return (
    <Form method="post" className={styles.form}>
      <SentTo
        fields={[
          ["name", answer.values.name ?? ""],
          ["phone", answer.values.phone ?? ""],
        ]}
        startOver={links.findId}
      />
      <StepNote answer={answer} />
      <CodeField error={answer.errors.code} />
      <SubmitButton intent="verify">{recoveryTexts.confirm}</SubmitButton>
      <ResendButton />
    </Form>
  );
}

function Found({ answer }: { answer: RecoveryAnswer }) {
  const kakaoLogin = useRouteLoaderData<typeof rootLoader>("root")?.kakaoLogin ?? false;
  const members = answer.members ?? [];
  const kakaoOnly = members.some((member) => !member.password);
  return (
    <section aria-labelledby="found-title">
      <h2 id="found-title" className={styles.lead}>
        {members.length > 0 ? recoveryTexts.foundTitle : recoveryTexts.foundNone}
      </h2>
      {members.length > 0 ? (
        <ul className={recovery.found}>
          {members.map((member, index) => (
            <li key={member.email ?? `kakao-${index}`}>
              {member.email ? <strong>{member.email}</strong> : null}
              {!member.password ? (
                <span>{recoveryTexts.kakaoMember}</span>
              ) : member.kakao ? (
                <span>{recoveryTexts.kakaoLinked}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.buttons}>
        {kakaoOnly && kakaoLogin ? (
          <a className={styles.kakao} href={links.kakaoLogin}>
            {recoveryTexts.goKakao}
          </a>
        ) : null}
        <Link className={styles.primary} to={links.loginForm}>
          {recoveryTexts.goLogin}
        </Link>
        <Link className={styles.secondary} to={links.findPassword}>
          {recoveryTexts.findPassword}
        </Link>
      </div>
    </section>
  );
}
