// Sends the outbox's due text messages in the background of each app instance.
import { every } from "../../background";
import type { Db } from "../../db/client";
import type { SmsProvider } from "../../integrations/sms/client";
import { log } from "../../log";
import { deliverOutbox } from "./outbox";

export function startOutboxSender(db: Db, sms: SmsProvider, { firstAfterMs = 3_000, everyMs = 5_000 } = {}) {
  return every(
    "sending text messages",
    async () => {
      const counts = await deliverOutbox(db, sms);
      if (counts.sent + counts.retried + counts.failed > 0) log.info("text messages", counts);
    },
    { firstAfterMs, everyMs },
  );
}
