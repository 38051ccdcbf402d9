// The Naver Pay wallet button (spec §7): naverPayButton.js draws it into our container through
// `naver.NaverPayButton.apply`, with COUNT 2 when the wishlist (찜) button is enabled, else 1.
// When the script cannot be loaded, a plain button stands in and alerts (spec §8) in the shop's
// alert dialog.
import { useEffect, useId, useRef, useState } from "react";
import type { PaymentClientSettings } from "../../../server/integrations/payment-client-settings";
import { AlertDialog } from "../../components/alert-dialog";
import { npayTexts } from "./messages";
import styles from "./npay.module.css";

type NaverPaySettings = NonNullable<PaymentClientSettings["npay"]>;

type NaverPayButtonApi = { apply: (options: Record<string, unknown>) => void };

declare global {
  interface Window {
    naver?: { NaverPayButton?: NaverPayButtonApi };
  }
}

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`${src} did not load`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

export function NaverPayButton({
  settings,
  onBuy,
  onWish,
  enabled = true,
}: {
  settings: NaverPaySettings;
  onBuy: () => void;
  onWish?: () => void;
  enabled?: boolean;
}) {
  const embedId = `npay-${useId().replace(/[^\w-]/g, "")}`;
  const handlers = useRef({ onBuy, onWish });
  handlers.current = { onBuy, onWish };
  const [missing, setMissing] = useState(false);
  const [notice, setNotice] = useState(false);
  const wishlist = settings.wishlist && onWish !== undefined;

  useEffect(() => {
    let cancelled = false;
    loadScript(settings.scriptUrl).then(
      () => {
        if (cancelled) return;
        const api = window.naver?.NaverPayButton;
        if (!api) {
          setMissing(true);
          return;
        }
        const buy = () => handlers.current.onBuy();
        const wish = () => handlers.current.onWish?.();
        api.apply({
          BUTTON_KEY: settings.buttonKey,
          TYPE: "A",
          COLOR: 1,
          COUNT: wishlist ? 2 : 1,
          ENABLE: enabled ? "Y" : "N",
          EMBED_ID: embedId,
          BUY_BUTTON_HANDLER: buy,
          WISHLIST_BUTTON_HANDLER: wish,
        });
      },
      () => {
        if (!cancelled) setMissing(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [settings, embedId, enabled, wishlist]);

  if (missing) {
    return (
      <>
        <button type="button" className={styles.fallback} onClick={() => setNotice(true)}>
          {npayTexts.buy}
        </button>
        {notice ? <AlertDialog message={npayTexts.missing} onClose={() => setNotice(false)} /> : null}
      </>
    );
  }
  return <div id={embedId} className={styles.slot} data-testid="npay-button" />;
}
