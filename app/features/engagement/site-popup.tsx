// The server-driven site popup (spec §4 "Site popup visibility"): fetched once per visit, chosen
// again on every route by core/popup, shown at once or after its delay, counted from when the page
// was shown (not from when this chunk and its answer came, issue 19); the body scroll is locked
// and restored on close; the backdrop or a close-type button closes it; its buttons appear only
// after the desktop image has loaded. A failing popup call shows nothing (spec §8). Under it,
// "오늘 하루 보지 않기 | 닫기": the first keeps this popup closed in this browser until the Seoul day
// ends, the second closes it for now.
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { choosePopup, hiddenTodayKey, hideForToday } from "../../../core/popup";
import type { SitePopupAnswer } from "../../../server/domain/engagement/popups";
import { useScrollLock } from "../../hooks/use-scroll-lock";
import { getJson } from "../../lib/api";
import styles from "./engagement.module.css";
import { engagementTexts } from "./messages";

let popupsOnce: Promise<SitePopupAnswer[]> | null = null;
const loadPopups = () => {
  popupsOnce ??= getJson<SitePopupAnswer[] | SitePopupAnswer>("/api/modal").then((answer) =>
    answer ? (Array.isArray(answer) ? answer : [answer]) : [],
  );
  return popupsOnce;
};

const stored = (storage: () => Storage) => (key: string) => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};
const sessionFlag = stored(() => sessionStorage);
const kept = stored(() => localStorage);

let documentPage = true;

/**
 * When the route's page was shown, on `performance.now()`'s clock: the document's first contentful
 * paint for the page the browser loaded (waited for when the app runs before it, as a cold browser
 * on a busy machine does), now for a page the router renders later or where the browser does not
 * report paints.
 */
function pageShownAt(): Promise<number> {
  if (!documentPage) return Promise.resolve(performance.now());
  documentPage = false;
  const painted = performance.getEntriesByName("first-contentful-paint")[0];
  if (painted) return Promise.resolve(painted.startTime);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return Promise.resolve(performance.now());
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const paint = list.getEntriesByName("first-contentful-paint")[0];
      if (!paint) return;
      observer.disconnect();
      resolve(paint.startTime);
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

export function SitePopup({ openChat }: { openChat: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<SitePopupAnswer | null>(null);
  const [imageLoaded, setImageLoaded] = useState(false);
  useScrollLock(shown !== null);

  useEffect(() => {
    let timer: number | undefined;
    let cancelled = false;
    const shownAt = pageShownAt();
    setShown(null);
    setImageLoaded(false);
    Promise.all([loadPopups(), shownAt]).then(([popups, pageShown]) => {
      if (cancelled) return;
      const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
      const choice = choosePopup(popups, url, new Date(), sessionFlag, kept);
      if (!choice) return;
      timer = window.setTimeout(
        () => {
          if (choice.once) {
            try {
              sessionStorage.setItem(choice.sessionKey, "true");
            } catch {
              // No session storage: the popup may show again, which is harmless.
            }
          }
          setShown(choice.popup);
        },
        Math.max(0, pageShown + choice.delayMs - performance.now()),
      );
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [location.pathname, location.search]);

  if (!shown) return null;
  const close = () => setShown(null);
  const hideToday = () => {
    try {
      localStorage.setItem(hiddenTodayKey(shown), hideForToday(new Date()));
    } catch {
      // No local storage: the popup only closes, as 닫기 does.
    }
    close();
  };
  const act = (action: string, link: string) => {
    close();
    if (action === "move_link" && link) {
      if (link.startsWith("/")) navigate(link);
      else window.location.assign(link);
    } else if (action === "open_channel_talk") {
      openChat();
    }
  };
  const buttons = shown.modal_button_setting.filter((button) => button.button_available);
  return (
    // Hidden until its image has loaded, so the popup appears whole with its buttons (spec §3) and
    // nothing inside it moves afterwards (a layout shift of 0.029 on every page that showed one).
    <div className={styles.layer} data-ready={imageLoaded}>
      <div className={styles.backdrop} aria-hidden="true" onClick={close} />
      <div className={styles.popup} role="dialog" aria-modal="true" aria-label={shown.title || engagementTexts.popup}>
        <picture>
          <source
            media="(max-width: 899px)"
            srcSet={shown.modal_mobile_image_url}
            width={shown.image_width}
            height={shown.image_height}
          />
          <img
            src={shown.modal_desktop_image_url}
            alt={shown.title}
            width={shown.image_width}
            height={shown.image_height}
            onLoad={() => setImageLoaded(true)}
          />
        </picture>
        {imageLoaded && buttons.length > 0 ? (
          <div className={styles.popupButtons}>
            {buttons.map((button) => (
              <button
                key={`${button.button_font_text}-${button.action_on_click}`}
                type="button"
                style={{ background: button.button_background_color, color: button.button_font_color }}
                onClick={() => act(button.action_on_click, button.link_url)}
              >
                {button.button_font_text}
              </button>
            ))}
          </div>
        ) : null}
        <div className={styles.popupBar}>
          <button type="button" onClick={hideToday}>
            {engagementTexts.hideToday}
          </button>
          <span aria-hidden="true">|</span>
          <button type="button" onClick={close}>
            {engagementTexts.close}
          </button>
        </div>
      </div>
    </div>
  );
}
