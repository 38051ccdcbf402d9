// The restock popup (spec §4 "Restock popup", §5 restock rules, §8 restock messages): a fetcher
// posting the product's restock form to its route action (/restock/:productId); the server's
// refusals show beside the fields. It closes on the backdrop, the close icon or a successful
// registration (the spec's message in the shop's alert dialog, then closed), which also clears the inputs and the product id.
import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { links } from "../../../core/links";
import { AlertDialog } from "../../components/alert-dialog";
import { CloseIcon } from "../../components/icons";
import { useScrollLock } from "../../hooks/use-scroll-lock";
import styles from "./engagement.module.css";
import { engagementTexts } from "./messages";
import { RestockFields } from "./restock-form";
import { RESTOCK_EVENT, type RestockAnswer, type RestockTarget } from "./restock-state";

export function RestockPopup() {
  const [opened, setOpened] = useState<{ target: RestockTarget; count: number } | null>(null);
  const close = useCallback(() => setOpened(null), []);
  useEffect(() => {
    const onOpen = (event: Event) => {
      event.preventDefault();
      const target = (event as CustomEvent<RestockTarget>).detail;
      setOpened((last) => ({ target, count: (last?.count ?? 0) + 1 }));
    };
    window.addEventListener(RESTOCK_EVENT, onOpen);
    return () => window.removeEventListener(RESTOCK_EVENT, onOpen);
  }, []);
  if (!opened?.target) return null;
  // A new form (and fetcher) each time it opens: nothing of the last request is shown again.
  return <RestockDialog key={opened.count} target={opened.target} onClose={close} />;
}

function RestockDialog({ target, onClose }: { target: RestockTarget; onClose: () => void }) {
  const fetcher = useFetcher<RestockAnswer>();
  useScrollLock(true);
  const registered = fetcher.state === "idle" ? fetcher.data?.registered : undefined;
  // Registered: the spec's message in the shop's own alert; 확인 closes the popup with it.
  if (registered) return <AlertDialog message={registered} onClose={onClose} />;

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <fetcher.Form
        method="post"
        action={links.restock(target.productId)}
        className={styles.restock}
        role="dialog"
        aria-modal="true"
        aria-labelledby="restock-title"
        noValidate
      >
        <div className={styles.head}>
          <h2 id="restock-title">{engagementTexts.restockTitle}</h2>
          <button type="button" aria-label={engagementTexts.close} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <p className={styles.lead}>{engagementTexts.restockLead(target.name)}</p>
        <RestockFields variationId={target.variationId} answer={fetcher.data} busy={fetcher.state !== "idle"} />
      </fetcher.Form>
    </div>
  );
}
