// Everything route-level that brings a shopper back, as one chunk loaded after hydration: the site
// popup, the restock popup, the chat button, the top banner's countdown and the web-vitals report;
// and the watch on client navigations that do not arrive (spec §9).
import { useEffect, useState } from "react";
import { chatOpacity, throttle } from "../../../core/scroll";
import { type ChatSettings, openChat } from "./chat";
import styles from "./engagement.module.css";
import { engagementTexts } from "./messages";
import { useNavigationWatch } from "./navigation-watch";
import { RestockPopup } from "./restock-popup";
import { SitePopup } from "./site-popup";
import { startTopBanner } from "./top-banner-behaviour";
import { reportWebVitals } from "./vitals";

const SCROLL_THROTTLE_MS = 100;

export default function Engagement({ chat }: { chat: ChatSettings }) {
  useEffect(() => {
    void reportWebVitals();
    return startTopBanner();
  }, []);
  const start = () => openChat(chat);
  useNavigationWatch();
  return (
    <>
      <SitePopup openChat={start} />
      <RestockPopup />
      <ChatButton onOpen={start} label={chat.pluginKey ? engagementTexts.chat : engagementTexts.chatKakao} />
    </>
  );
}

/** Spec §2: the chat button fades in with scroll, transparent at 0 and opaque from 128px. */
function ChatButton({ onOpen, label }: { onOpen: () => void; label: string }) {
  const [opacity, setOpacity] = useState(0);
  useEffect(() => {
    const update = throttle(() => setOpacity(chatOpacity(window.scrollY)), SCROLL_THROTTLE_MS);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <button
      type="button"
      className={styles.chat}
      style={{ opacity, pointerEvents: opacity < 0.1 ? "none" : undefined }}
      aria-label={label}
      tabIndex={opacity < 0.1 ? -1 : 0}
      onClick={onOpen}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 4c-4.97 0-9 3.13-9 7 0 2.38 1.53 4.48 3.87 5.74L6 20l3.63-2.13c.77.15 1.56.23 2.37.23 4.97 0 9-3.13 9-7s-4.03-7-9-7Z"
          fill="currentColor"
        />
      </svg>
    </button>
  );
}
