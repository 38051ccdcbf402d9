// The shop's own alert (spec §8's messages): a modal `alertdialog` with the message and one 확인
// button, never the browser's window.alert. Focus moves to 확인 and stays there (Tab cannot leave
// the dialog), Escape or 확인 closes it, and focus goes back to where it was.
import { useEffect, useId, useRef } from "react";
import { useScrollLock } from "../hooks/use-scroll-lock";
import styles from "./alert-dialog.module.css";

export const alertDialogTexts = { ok: "확인" } as const;

export function AlertDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const id = useId();
  const ok = useRef<HTMLButtonElement>(null);
  useScrollLock(true);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ok.current?.focus();
    return () => before?.focus();
  }, []);
  return (
    <div className={styles.layer}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={id}
        className={styles.dialog}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            onClose();
          } else if (event.key === "Tab") {
            event.preventDefault();
          }
        }}
      >
        <p id={id} className={styles.message}>
          {message}
        </p>
        <button ref={ok} type="button" className={styles.ok} onClick={onClose}>
          {alertDialogTexts.ok}
        </button>
      </div>
    </div>
  );
}
