// Previews in the editors: which URLs a popup's rule matches (asked from the server, which uses
// the storefront's own rule), and the top banner as it will look, its countdown ticking.
import { useEffect, useState } from "react";
import { bannerTitle, COUNTDOWN_TICK_MS } from "../../../core/countdown";
import styles from "./admin.module.css";
import { adminCall } from "./api";

const SAMPLE_URLS = ["/", "/collection/mood", "/collection/all", "/product/collins-incense", "/cart", "/brandstory"];

export function PopupUrlPreview({ popup }: { popup: Record<string, unknown> }) {
  const [urls, setUrls] = useState(SAMPLE_URLS.join("\n"));
  const [results, setResults] = useState<{ url: string; shown: boolean }[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = async () => {
    const list = urls
      .split("\n")
      .map((url) => url.trim())
      .filter(Boolean);
    const answer = await adminCall<{ items: { url: string; shown: boolean }[] }>("POST", "/api/admin/popups/preview", {
      popup,
      urls: list,
    });
    setError(answer.message);
    setResults(answer.ok ? answer.body.items : null);
  };
  return (
    <section className={styles.panel} aria-labelledby="popup-preview">
      <h2 id="popup-preview">노출 URL 미리보기</h2>
      <div className={styles.form}>
        <label className={styles.field}>
          확인할 주소 (한 줄에 하나)
          <textarea rows={6} value={urls} onChange={(event) => setUrls(event.target.value)} />
        </label>
        <div>
          <button type="button" className={styles.button} onClick={check}>
            지금 설정으로 확인
          </button>
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        {results ? (
          <ul aria-label="미리보기 결과">
            {results.map((result) => (
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

export function BannerPreview({ banner }: { banner: Record<string, unknown> }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const title = bannerTitle(String(banner.title ?? ""), (banner.endDate as string | null) ?? null, now);
  return (
    <section className={styles.panel} aria-labelledby="banner-preview">
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
