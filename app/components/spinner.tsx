// The spinner of spec §3 "Client state" (spinner flag): a quiet overlay during a checkout flow.
import styles from "./spinner.module.css";

export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
