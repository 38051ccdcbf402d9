// The messaging outbox: a message is written in the same transaction as the change that causes
// it, once per cause (dedupe key), and sent later by the sender of the engagement issue (#7).
import type { Db } from "../../db/client";
import { outboxMessages } from "../../db/schema";

type Executor = Pick<Db, "insert">;

export type OutboxMessage = { kind: string; dedupeKey: string; recipient: string; body: string };

/** Queues a message; a second message with the same dedupe key is ignored. */
export async function enqueueMessage(db: Executor, message: OutboxMessage): Promise<void> {
  await db.insert(outboxMessages).values(message).onConflictDoNothing({ target: outboxMessages.dedupeKey });
}
