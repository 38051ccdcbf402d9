// The restock popup (spec §4 "Restock popup", §5 restock rules, §8 restock messages): name and
// mobile phone (formatted as typed); submit looks active only when both are filled and the phone
// is valid; it closes on the backdrop, the close icon or a successful registration, which also
// clears the inputs and the product id.
import { type FormEvent, useEffect, useState } from "react";
import { isMobilePhone, normalizePhone } from "../../../core/contact";
import { restockMessages } from "../../../server/domain/restock/messages";
import { CloseIcon } from "../../components/icons";
import { PhoneInput } from "../../components/phone-input";
import { useScrollLock } from "../../hooks/use-scroll-lock";
import { postJson } from "../../lib/post";
import styles from "./engagement.module.css";
import { engagementTexts } from "./messages";
import { RESTOCK_EVENT, type RestockTarget } from "./restock-state";

export function RestockPopup() {
  const [target, setTarget] = useState<RestockTarget | null>(null);
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [busy, setBusy] = useState(false);
  useScrollLock(target !== null);
  useEffect(() => {
    const onOpen = (event: Event) => setTarget((event as CustomEvent<RestockTarget>).detail);
    window.addEventListener(RESTOCK_EVENT, onOpen);
    return () => window.removeEventListener(RESTOCK_EVENT, onOpen);
  }, []);
  if (!target) return null;
  const close = () => setTarget(null);

  const ready = name.trim() !== "" && phone.trim() !== "" && isMobilePhone(normalizePhone(phone));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !phone.trim()) {
      window.alert(restockMessages.missingInfo);
      return;
    }
    if (!isMobilePhone(normalizePhone(phone))) {
      window.alert(restockMessages.invalidPhone);
      return;
    }
    setBusy(true);
    try {
      const answer = await postJson<unknown>("/api/wait/update", {
        productId: target.productId,
        variationId: target.variationId,
        destName: name.trim(),
        destPhone: phone,
      });
      if (!answer.ok || !answer.body) {
        window.alert(restockMessages.failed);
        return;
      }
      window.alert(restockMessages.registered);
      setName("");
      setPhone("");
      close();
    } catch (error) {
      console.info("restock request failed", error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" onClick={close} />
      <form
        className={styles.restock}
        role="dialog"
        aria-modal="true"
        aria-labelledby="restock-title"
        onSubmit={submit}
      >
        <div className={styles.head}>
          <h2 id="restock-title">{engagementTexts.restockTitle}</h2>
          <button type="button" aria-label={engagementTexts.close} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <p className={styles.lead}>{engagementTexts.restockLead(target.name)}</p>
        <label className={styles.field}>
          {engagementTexts.name}
          <input
            name="destName"
            autoComplete="name"
            maxLength={50}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          {engagementTexts.phone}
          <PhoneInput name="destPhone" value={phone} onValue={setPhone} />
        </label>
        <p className={styles.note}>{engagementTexts.restockNotice}</p>
        <button type="submit" className={styles.submit} data-ready={ready} disabled={busy}>
          {engagementTexts.submit}
        </button>
      </form>
    </div>
  );
}
