// 배송지 선택 (issue 20): a member's saved addresses as links to the same checkout with
// `?address=`, which its loader reads, so picking one works before hydration and without scripts.
import { Link, useLocation } from "react-router";
import styles from "./checkout.module.css";
import type { AddressChoice } from "./checkout.server";
import { checkoutTexts } from "./messages";

export function AddressChoices({ addresses, pickedId }: { addresses: AddressChoice[]; pickedId: number | null }) {
  const { search } = useLocation();
  const hrefOf = (id: number) => {
    const params = new URLSearchParams(search);
    params.set("address", String(id));
    return `?${params}`;
  };
  return (
    <nav aria-label={checkoutTexts.chooseAddress}>
      <ul className={styles.addressChoices}>
        {addresses.map((address) => {
          const picked = address.id === pickedId;
          return (
            <li key={address.id}>
              <Link
                to={hrefOf(address.id)}
                replace
                preventScrollReset
                aria-current={picked ? "true" : undefined}
                className={styles.addressChoice}
              >
                <span className={styles.addressRadio} aria-hidden="true" />
                <span className={styles.addressText}>
                  <strong>
                    {address.recipient}
                    {address.isDefault ? <span className={styles.badge}>{checkoutTexts.defaultAddress}</span> : null}
                  </strong>
                  <span className={styles.muted}>{address.line}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
