// The messaging outbox: a message is written in the same transaction as the change that causes it
// (an order paid, a product back in stock), once per cause (dedupe key), and sent by
// `deliverOutbox` through the SMS provider. A worker claims due messages with
// FOR UPDATE SKIP LOCKED, so several app instances never take the same one; a failure the
// provider surely did not take is retried with backoff; an answer that never came is recorded as
// 'unknown' and not sent again, because a second text is worse than a late look by an operator.
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxMessages } from "../../db/schema";
import { SmsError, type SmsProvider } from "../../integrations/sms/client";
import { errorFields, log } from "../../log";

type Executor = Pick<Db, "insert">;

export type OutboxMessage = { kind: string; dedupeKey: string; recipient: string; body: string };

/** An account-recovery code's text: the code is a secret, so the text is wiped once it has left. */
export const ACCOUNT_CODE_KIND = "account_code";
const WIPED_BODY = "(인증번호 문자: 보낸 뒤 지웠어요)";
const bodyAfterSending = (message: { kind: string; body: string }) =>
  message.kind === ACCOUNT_CODE_KIND ? WIPED_BODY : message.body;

export const MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 30_000;
const CLAIM_MS = 60_000;

/** Queues a message; a second message with the same dedupe key is ignored. */
export async function enqueueMessage(db: Executor, message: OutboxMessage): Promise<void> {
  // Due now by the app's clock, the one the sender compares with (the database's own clock would
  // stamp microseconds past the sender's millisecond and leave a fresh message for the next tick).
  await db
    .insert(outboxMessages)
    .values({ ...message, nextAttemptAt: new Date() })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

export const backoffMs = (attempts: number) => BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);

export async function deliverOutbox(
  db: Db,
  sms: SmsProvider,
  { now = new Date(), batch = 20 }: { now?: Date; batch?: number } = {},
): Promise<{ sent: number; retried: number; failed: number }> {
  await db
    .update(outboxMessages)
    .set({
      status: "unknown",
      lastError: "the send was claimed but never answered",
      body: sql`CASE WHEN ${outboxMessages.kind} = ${ACCOUNT_CODE_KIND} THEN ${WIPED_BODY} ELSE ${outboxMessages.body} END`,
    })
    .where(and(eq(outboxMessages.status, "sending"), lt(outboxMessages.lockedUntil, now)));

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, "pending"), lte(outboxMessages.nextAttemptAt, now)))
      .orderBy(asc(outboxMessages.id))
      .limit(batch)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxMessages)
      .set({ status: "sending", lockedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        and(
          inArray(
            outboxMessages.id,
            due.map((row) => row.id),
          ),
          eq(outboxMessages.status, "pending"),
        ),
      )
      .returning();
  });

  const counts = { sent: 0, retried: 0, failed: 0 };
  for (const message of claimed) {
    const attempts = message.attempts + 1;
    try {
      if (!message.recipient) throw new SmsError("no recipient", "rejected");
      const { messageId } = await sms.send({ to: message.recipient, text: message.body });
      await db
        .update(outboxMessages)
        .set({
          status: "sent",
          attempts,
          sentAt: new Date(),
          providerMessageId: messageId,
          lockedUntil: null,
          body: bodyAfterSending(message),
        })
        .where(eq(outboxMessages.id, message.id));
      counts.sent += 1;
    } catch (error) {
      const outcome = error instanceof SmsError ? error.outcome : "maybe_sent";
      const retry = outcome === "not_sent" && attempts < MAX_ATTEMPTS;
      const status = retry ? "pending" : outcome === "maybe_sent" ? "unknown" : "failed";
      log.warn("text message not sent", { id: message.id, kind: message.kind, status, ...errorFields(error) });
      await db
        .update(outboxMessages)
        .set({
          status,
          attempts,
          lockedUntil: null,
          body: retry ? message.body : bodyAfterSending(message),
          lastError: (error as Error).message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
        })
        .where(eq(outboxMessages.id, message.id));
      if (retry) counts.retried += 1;
      else counts.failed += 1;
    }
  }
  return counts;
}
