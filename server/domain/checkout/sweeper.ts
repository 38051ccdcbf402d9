// Runs the reconciliation of unpaid orders (crash recovery and reservation expiry) in the
// background of each app instance; instances may overlap, every step is a conditional update.
import type { Db } from "../../db/client";
import { errorFields, log } from "../../log";
import { type PaymentProviders, reconcilePendingOrders } from "./payment-sync";

export function startPaymentSweep(
  db: Db,
  providers: PaymentProviders,
  { firstAfterMs = 5_000, everyMs = 60_000 } = {},
): () => void {
  let running = false;
  // The first sweep after a start asks about every unpaid order: the process before this one may
  // have died between a shopper's approval and its confirmation.
  const sweep = async (graceMs?: number) => {
    if (running) return;
    running = true;
    try {
      const counts = await reconcilePendingOrders(db, providers, new Date(), { graceMs });
      if (counts.paid + counts.failed + counts.expired > 0) log.info("reconciled unpaid orders", counts);
    } catch (error) {
      log.warn("reconciling unpaid orders failed", errorFields(error));
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => sweep(0), firstAfterMs);
  const timer = setInterval(() => sweep(), everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
