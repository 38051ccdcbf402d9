// An agreement's 보기 on the sign-up form: a plain link to the full text's page (/terms, /privacy),
// which a page without scripts follows; once hydrated it opens the text in a modal dialog instead
// (the native <dialog>: focus kept inside, Escape closes, focus goes back to 보기), the text read by
// a fetcher from that page's loader when first asked for.
import { type MouseEvent, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CloseIcon } from "../../components/icons";
import { useScrollLock } from "../../hooks/use-scroll-lock";
import type { loader as contentPageLoader } from "../../routes/content-page";
import { ContentBlocks } from "../product/content-blocks";
import styles from "./account.module.css";
import { accountTexts } from "./messages";

export function AgreementView({ href, title }: { href: string; title: string }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const text = useFetcher<typeof contentPageLoader>();
  useScrollLock(open);

  const show = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (text.state === "idle" && !text.data) text.load(href);
    dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <a href={href} className={styles.agreementView} aria-label={`${title} ${accountTexts.view}`} onClick={show}>
        {accountTexts.view}
      </a>
      <dialog ref={dialog} className={styles.agreementDialog} aria-labelledby={id} onClose={() => setOpen(false)}>
        <div className={styles.agreementHead}>
          <h2 id={id}>{title}</h2>
          <button type="button" aria-label={accountTexts.closeAgreement} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.agreementBody} aria-busy={!text.data}>
          {text.data ? <ContentBlocks blocks={text.data.blocks} /> : <p>{accountTexts.agreementLoading}</p>}
        </div>
        <button type="button" className={styles.agreementOk} onClick={close}>
          {accountTexts.agreementOk}
        </button>
      </dialog>
    </>
  );
}
