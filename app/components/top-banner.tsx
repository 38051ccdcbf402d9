// The top banner (spec §2 Header, §3 "Top banner", §4): server-rendered above the header bar, its
// countdown ticking every second; closing hides it for the browser session (an inline script in
// the document head hides a closed banner before the first paint, so nothing jumps). It is a lazy
// module: the server renders it in place and the browser hydrates it when its chunk arrives, so
// it costs no first-load JavaScript.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { bannerTitle, COUNTDOWN_PLACEHOLDER, COUNTDOWN_TICK_MS } from "../../core/countdown";
import type { TopBannerAnswer } from "../../server/domain/engagement/popups";
import { CloseIcon } from "./icons";
import { messages } from "./messages";

export default function TopBanner({
  banner,
  renderedAt,
  closedKey,
  closedValue,
}: {
  banner: TopBannerAnswer;
  renderedAt: number;
  /** The session storage entry that remembers the close, and this banner's value in it. */
  closedKey: string;
  closedValue: string;
}) {
  const [now, setNow] = useState(renderedAt);
  const [closed, setClosed] = useState(false);
  const ticking = banner.title.includes(COUNTDOWN_PLACEHOLDER);

  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [ticking]);

  if (closed) return null;
  const title = bannerTitle(banner.title, banner.end_date, now);
  const close = () => {
    try {
      sessionStorage.setItem(closedKey, closedValue);
    } catch {
      // Private mode without storage: it stays closed until the next page load.
    }
    document.documentElement.setAttribute("data-top-banner-closed", "");
    setClosed(true);
  };
  const text = (
    <span className="top-banner__title" suppressHydrationWarning>
      {title}
    </span>
  );
  return (
    <div
      className="top-banner"
      style={{ background: banner.background_color, color: banner.text_color }}
      data-testid="top-banner"
    >
      {banner.url ? (
        banner.url.startsWith("/") ? (
          <Link to={banner.url} className="top-banner__link">
            {text}
          </Link>
        ) : (
          <a href={banner.url} className="top-banner__link" target="_blank" rel="noopener noreferrer">
            {text}
          </a>
        )
      ) : (
        text
      )}
      {banner.isNoCloseButton ? null : (
        <button type="button" className="top-banner__close" aria-label={messages.closeTopBanner} onClick={close}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
