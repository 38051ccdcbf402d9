// The quiet "something is missing" screen with a way home (/error and error boundaries); a page may
// put more ways on (the /error page's search) between the text and the way home.
import type { ReactNode } from "react";
import { links } from "../../core/links";
import styles from "./error-state.module.css";

export const errorTexts = {
  notFoundTitle: "페이지를 찾을 수 없어요",
  notFoundText: "주소가 바뀌었거나 더 이상 판매하지 않는 상품일 수 있어요.",
  failureTitle: "잠시 문제가 생겼어요",
  failureText: "잠시 후 다시 시도해주세요.",
  home: "홈으로 가기",
} as const;

export function ErrorState({ kind, children }: { kind: "not_found" | "failure"; children?: ReactNode }) {
  const notFound = kind === "not_found";
  return (
    <div className={styles.wrap}>
      <h1 className={styles.title}>{notFound ? errorTexts.notFoundTitle : errorTexts.failureTitle}</h1>
      <p className={styles.text}>{notFound ? errorTexts.notFoundText : errorTexts.failureText}</p>
      {children}
      <a className={styles.home} href={links.home}>
        {errorTexts.home}
      </a>
    </div>
  );
}
