// Linking Kakao to an existing member (/login/kakao-link): the Kakao account's e-mail is already a
// member's, so that member's password is asked once before Kakao logs into the account; a shopper
// who never signed up with that e-mail (someone else did) joins with Kakao without it instead, by
// the second button of the same form. A plain form post (also after hydration), so the session
// cookie and the next page come in one answer.
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { links } from "../../core/links";
import { pendingLinkOf } from "../../server/api/kakao-link";
import styles from "../features/account/account.module.css";
import { kakaoLinkAction } from "../features/account/kakao-link.server";
import { accountTexts } from "../features/account/messages";
import { useAccountRecovery } from "../features/account/recovery-fields";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/login-kakao-link";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: `Collins - ${accountTexts.kakaoLinkTitle}`,
      path: links.kakaoLink,
      baseUrl: baseUrlOf(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const pending = await pendingLinkOf(request.headers.get("cookie"), context.kakaoLinkCookie);
  return { email: pending?.email ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return kakaoLinkAction(request, context);
}

export default function KakaoLink() {
  const { email } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const accountRecovery = useAccountRecovery();
  if (!email) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{accountTexts.kakaoLinkTitle}</h1>
        <p className={styles.error} role="alert">
          {accountTexts.kakaoLinkExpired}
        </p>
        <div className={styles.buttons}>
          <a className={styles.kakao} href={links.kakaoLogin}>
            {accountTexts.kakaoLinkRestart}
          </a>
          <Link className={styles.secondary} to={links.loginMenu}>
            {accountTexts.kakaoLinkOtherWay}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{accountTexts.kakaoLinkTitle}</h1>
      <p className={styles.lead}>{accountTexts.kakaoLinkLead(email)}</p>
      <Form method="post" reloadDocument className={styles.form}>
        <input type="hidden" name="username" value={email} autoComplete="username" />
        <label className={styles.field}>
          {accountTexts.password}
          <input name="password" type="password" autoComplete="current-password" required maxLength={1024} />
        </label>
        {failure?.message ? (
          <p className={styles.error} role="alert">
            {failure.message}
          </p>
        ) : null}
        <button type="submit" name="intent" value="link" className={styles.primary}>
          {accountTexts.kakaoLinkSubmit}
        </button>
        <p className={styles.lead}>{accountTexts.kakaoJoinLead}</p>
        <button type="submit" name="intent" value="join" formNoValidate className={styles.secondary}>
          {accountTexts.kakaoJoinWithoutEmail}
        </button>
      </Form>
      {accountRecovery ? (
        <p className={styles.switch}>
          <Link to={links.findPassword}>{accountTexts.forgotPassword}</Link>
        </p>
      ) : null}
      <p className={styles.switch}>
        <Link to={links.loginMenu}>{accountTexts.kakaoLinkOtherWay}</Link>
      </p>
    </div>
  );
}
