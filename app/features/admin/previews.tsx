// Previews in the editors: which URLs a popup's rule matches (the popup form's 'preview' button:
// its action asks the storefront's own rule), and the top banner as it will look, its countdown ticking.
import { useEffect, useState } from "react";
import { bannerTitle, COUNTDOWN_TICK_MS } from "../../../core/countdown";
import { FormField } from "../../components/form-field";
import styles from "./admin.module.css";
import type { ConsoleAnswer } from "./answer";
import { controlOf, Submit } from "./ui";

const SAMPLE_URLS = ["/", "/collection/mood", "/collection/all", "/product/collins-incense", "/cart", "/brandstory"];

/** Inside the popup's form: the URLs to try and the answer of the last try. */
export function PopupUrlPreview({ urls, answer }: { urls: string; answer: ConsoleAnswer | undefined }) {
  return (
    <section className={`${styles.panel} ${styles.formWidth}`} aria-labelledby="popup-preview">
      <h2 id="popup-preview">노출 URL 미리보기</h2>
      <div className={styles.form}>
        <FormField
          name="urls"
          label="확인할 주소 (한 줄에 하나)"
          className={styles.field}
          error={answer?.errors.urls}
          render={(input) => <textarea {...controlOf(input)} rows={6} defaultValue={urls || SAMPLE_URLS.join("\n")} />}
        />
        <div>
          <Submit intent="preview" className={styles.button}>
            지금 설정으로 확인
          </Submit>
        </div>
        {answer?.preview ? (
          <ul aria-label="미리보기 결과">
            {answer.preview.map((result) => (
              <li key={result.url}>
                <code>{result.url}</code> — {result.shown ? "노출돼요" : "노출되지 않아요"}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The top banner as the shop shows it, its countdown first at `renderedAt` (the server's clock, so
 * the hydrated page matches the drawn one in any minute), then on the browser's clock every tick.
 */
export function BannerPreview({ banner, renderedAt }: { banner: Record<string, unknown>; renderedAt: number }) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const endDate =
    banner.endDate instanceof Date ? banner.endDate.toISOString() : ((banner.endDate as string | null) ?? null);
  const title = bannerTitle(String(banner.title ?? ""), endDate, now);
  return (
    <section className={`${styles.panel} ${styles.formWidth}`} aria-labelledby="banner-preview">
      <h2 id="banner-preview">미리보기</h2>
      <p
        style={{
          margin: 0,
          padding: "12px 16px",
          textAlign: "center",
          color: String(banner.textColor ?? "#ffffff"),
          background: String(banner.backgroundColor ?? "#1f1d1a"),
        }}
      >
        {title}
      </p>
    </section>
  );
}
