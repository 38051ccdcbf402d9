// Login entry (/login/menu) and sign-up entry (/signup/menu).
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { links } from "../../core/links";
import styles from "../features/account/account.module.css";
import { accountTexts } from "../features/account/messages";
import type { loader as rootLoader } from "../root";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/login-menu";

export function meta({ matches, location }: Route.MetaArgs) {
  const signup = location.pathname.startsWith("/signup");
  return [
    ...pageMeta({
      title: `Collins - ${signup ? accountTexts.signupTitle : accountTexts.loginTitle}`,
      path: location.pathname,
      baseUrl: baseUrlOf(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

const kakaoErrors: Record<string, string> = {
  kakao_denied: accountTexts.kakaoDenied,
  kakao_failed: accountTexts.kakaoFailed,
  kakao_unavailable: accountTexts.kakaoUnavailable,
};

export default function LoginMenu() {
  const location = useLocation();
  const signup = location.pathname.startsWith("/signup");
  // No Kakao button where Kakao login is not configured (a live shop without its keys).
  const kakaoLogin = useRouteLoaderData<typeof rootLoader>("root")?.kakaoLogin ?? false;
  const error = kakaoErrors[new URLSearchParams(location.search).get("error") ?? ""];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{signup ? accountTexts.signupTitle : accountTexts.loginTitle}</h1>
      <p className={styles.lead}>{signup ? accountTexts.signupLead : accountTexts.loginLead}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {kakaoLogin ? (
          <a className={styles.kakao} href={links.kakaoLogin}>
            {accountTexts.withKakao}
          </a>
        ) : null}
        <Link className={styles.primary} to={signup ? links.signupForm : links.loginForm}>
          {signup ? accountTexts.signupWithEmail : accountTexts.withEmail}
        </Link>
      </div>
      <p className={styles.switch}>
        {signup ? accountTexts.haveAccount : accountTexts.noAccount}
        <Link to={signup ? links.loginMenu : links.signupMenu}>
          {signup ? accountTexts.loginTitle : accountTexts.signupTitle}
        </Link>
      </p>
    </div>
  );
}
