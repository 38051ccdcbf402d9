// Runs the reconciliation of unpaid orders (crash recovery and reservation expiry), and finishes the
// refunds a crash cut off, in the background of each app instance; instances may overlap, every
// step is a conditional update.
import { every } from "../../background";
import type { Db } from "../../db/client";
import { log } from "../../log";
import { finishOwedRefunds } from "../orders/actions";
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
      // A cancellation or return whose refund a crash cut off (orders/actions.ts).
      const refunds = await finishOwedRefunds(db, providers);
      if (refunds > 0) log.info("finished owed refunds", { refunds });
    },
    { firstAfterMs, everyMs },
  );
}
