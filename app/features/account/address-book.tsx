// 배송지 관리 on the account page (issue 20): the member's saved addresses with the 기본 배송지
// badge, and 기본으로 설정 and 삭제 as forms posting to the page's action (they work without scripts).
import { Form, Link } from "react-router";
import { MAX_ADDRESSES } from "../../../core/address-book";
import { links } from "../../../core/links";
import styles from "./account.module.css";
import type { SavedAddress } from "./address-book.server";
import { accountTexts } from "./messages";

export function AddressBook({ addresses, error }: { addresses: SavedAddress[]; error: string | null }) {
  return (
    <section className={`${styles.card} ${styles.addressBook}`} id="addresses" aria-labelledby="addresses-title">
      <h2 id="addresses-title">{accountTexts.addresses}</h2>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {addresses.length === 0 ? (
        <p>{accountTexts.noShipping}</p>
      ) : (
        <ul className={styles.addresses}>
          {addresses.map((address) => (
            <li key={address.id} aria-label={`${address.recipient} ${address.line}`}>
              <p className={styles.addressName}>
                {address.recipient}
                {address.isDefault ? <span className={styles.badge}>{accountTexts.defaultAddress}</span> : null}
              </p>
              <p>{address.line}</p>
              <p className={styles.addressPhone}>{address.phone}</p>
              <div className={styles.addressActions}>
                {address.isDefault ? null : (
                  <AddressButton id={address.id} intent="address-default" label={accountTexts.makeDefault} />
                )}
                <AddressButton id={address.id} intent="address-delete" label={accountTexts.deleteAddress} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.addressesHint}>{accountTexts.addressesHint(MAX_ADDRESSES)}</p>
      <Link to={links.accountShipping} className={styles.addAddress}>
        {accountTexts.addAddress}
      </Link>
    </section>
  );
}

function AddressButton({ id, intent, label }: { id: number; intent: string; label: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="address_id" value={id} />
      <button type="submit" className={styles.addressButton}>
        {label}
      </button>
    </Form>
  );
}
