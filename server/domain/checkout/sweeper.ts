// Runs the reconciliation of unpaid orders (crash recovery and reservation expiry) in the
// background of each app instance; instances may overlap, every step is a conditional update.
import { every } from "../../background";
import type { Db } from "../../db/client";
import { log } from "../../log";
import { type PaymentProviders, reconcilePendingOrders } from "./payment-sync";

export function startPaymentSweep(
  db: Db,
  providers: PaymentProviders,
  { firstAfterMs = 5_000, everyMs = 60_000 } = {},
) {
  return every(
    "reconciling unpaid orders",
    async (first) => {
      // The first sweep after a start asks about every unpaid order: the process before this one
      // may have died between a shopper's approval and its confirmation.
      const counts = await reconcilePendingOrders(db, providers, new Date(), first ? { graceMs: 0 } : {});
      if (counts.paid + counts.failed + counts.expired > 0) log.info("reconciled unpaid orders", counts);
    },
    { firstAfterMs, everyMs },
  );
}
