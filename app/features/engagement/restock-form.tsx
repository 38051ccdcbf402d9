// The fields of a restock request (spec §4 "Restock popup", §5 restock rules), shared by the popup
// and the restock page: name and mobile phone (formatted as typed), the server's message beside
// each, the required privacy consent, and a submit that looks active only when both are filled, the
// phone is valid and the box is ticked.
import { useState } from "react";
import { restockConsent } from "../../../core/consent";
import { isMobilePhone, normalizePhone } from "../../../core/contact";
import { FormError, FormField, PrivacyConsent } from "../../components/form-field";
import { PhoneInput } from "../../components/phone-input";
import styles from "./engagement.module.css";
import { engagementTexts } from "./messages";
import type { RestockAnswer } from "./restock-state";

export function RestockFields({
  variationId,
  answer,
  busy,
}: {
  variationId: number | null;
  answer: RestockAnswer | undefined;
  busy: boolean;
}) {
  const [name, setName] = useState(answer?.values.destName ?? "");
  const [phone, setPhone] = useState(answer?.values.destPhone ?? "");
  const [consent, setConsent] = useState(answer?.values.consent === "on");
  const errors = answer?.errors ?? {};
  const ready = name.trim() !== "" && phone.trim() !== "" && isMobilePhone(normalizePhone(phone)) && consent;
  return (
    <>
      {variationId !== null ? <input type="hidden" name="variationId" value={variationId} /> : null}
      <FormError message={errors.form} />
      <FormField
        name="destName"
        label={engagementTexts.name}
        error={errors.destName}
        idPrefix="restock"
        className={styles.field}
        autoComplete="name"
        maxLength={50}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <FormField
        name="destPhone"
        label={engagementTexts.phone}
        error={errors.destPhone}
        idPrefix="restock"
        className={styles.field}
        render={(input) => <PhoneInput {...input} value={phone} onValue={setPhone} maxLength={20} />}
      />
      <PrivacyConsent
        terms={restockConsent}
        error={errors.consent}
        idPrefix="restock"
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
      />
      <p className={styles.note}>{engagementTexts.restockNotice}</p>
      <button type="submit" className={styles.submit} data-ready={ready} disabled={busy}>
        {engagementTexts.submit}
      </button>
    </>
  );
}
