// Webhook deliveries already handled: a repeated `webhook-id` is answered without work. The id
// is recorded only after the delivery was handled, so a delivery that failed midway is retried.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webhookDeliveries } from "../../db/schema";

export async function seenDelivery(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).limit(1);
  return row !== undefined;
}

export async function recordDelivery(db: Db, id: string, source: string): Promise<void> {
  await db.insert(webhookDeliveries).values({ id, source }).onConflictDoNothing();
}
