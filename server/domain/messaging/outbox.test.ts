// The outbox sender's promises: one send per message, retries with backoff only when the provider
// surely did not take the text, 'unknown' (never resent) when it may have, and a real Solapi
// client against an unreachable host counts as not sent.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { outboxMessages } from "../../db/schema";
import { SmsError, type SmsProvider, solapiClient } from "../../integrations/sms/client";
import { setLogLevel } from "../../log";
import { backoffMs, deliverOutbox, enqueueMessage, MAX_ATTEMPTS } from "./outbox";

let database: TestDatabase;

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

let messages = 0;
async function queue(recipient = "010-1234-5678") {
  const dedupeKey = `test:${++messages}`;
  await enqueueMessage(database.db, { kind: "test", dedupeKey, recipient, body: "안내 문자" });
  const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, dedupeKey));
  if (!row) throw new Error("not queued");
  return row.id;
}

const statusOf = async (id: number) =>
  (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

const failing = (outcome: SmsError["outcome"]): SmsProvider => ({
  send: async () => {
    throw new SmsError("provider trouble", outcome);
  },
});

describe("the outbox sender", () => {
  it("ignores a second message with the same dedupe key", async () => {
    await enqueueMessage(database.db, { kind: "test", dedupeKey: "same", recipient: "010-1", body: "a" });
    await enqueueMessage(database.db, { kind: "test", dedupeKey: "same", recipient: "010-1", body: "b" });
    const rows = await database.db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, "same"));
    expect(rows).toHaveLength(1);
    await database.db.delete(outboxMessages).where(eq(outboxMessages.dedupeKey, "same"));
  });

  it("retries a text that never reached the provider, with growing waits, then gives up", async () => {
    const id = await queue();
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await deliverOutbox(database.db, failing("not_sent"), { now });
      const row = await statusOf(id);
      expect(row?.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row?.status).toBe("pending");
        expect(row?.nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(attempt));
        // Not due yet: nothing happens before the wait is over.
        await deliverOutbox(database.db, failing("not_sent"), { now: new Date(now.getTime() + 1000) });
        expect((await statusOf(id))?.attempts).toBe(attempt);
        now = new Date(now.getTime() + backoffMs(attempt));
      }
    }
    expect((await statusOf(id))?.status).toBe("failed");
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
  });

  it("never resends a text the provider may have taken, nor one it refused", async () => {
    const maybe = await queue();
    await deliverOutbox(database.db, failing("maybe_sent"));
    expect((await statusOf(maybe))?.status).toBe("unknown");
    const refused = await queue();
    await deliverOutbox(database.db, failing("rejected"));
    expect((await statusOf(refused))?.status).toBe("failed");
    const later = new Date(Date.now() + 60 * 60 * 1000);
    let sends = 0;
    await deliverOutbox(database.db, { send: async () => ({ messageId: `m${++sends}` }) }, { now: later });
    expect(sends).toBe(0);
  });

  it("marks a claim that lapsed without an answer as unknown instead of sending again", async () => {
    const id = await queue();
    await database.db
      .update(outboxMessages)
      .set({ status: "sending", lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.id, id));
    let sends = 0;
    await deliverOutbox(database.db, { send: async () => ({ messageId: `m${++sends}` }) });
    expect((await statusOf(id))?.status).toBe("unknown");
    expect(sends).toBe(0);
  });

  it("sends once and records the provider's message id", async () => {
    const id = await queue();
    const sent: string[] = [];
    const provider: SmsProvider = {
      send: async ({ to }) => {
        sent.push(to);
        return { messageId: "M4V-1" };
      },
    };
    await Promise.all([deliverOutbox(database.db, provider), deliverOutbox(database.db, provider)]);
    expect(sent).toEqual(["010-1234-5678"]);
    expect(await statusOf(id)).toMatchObject({ status: "sent", providerMessageId: "M4V-1" });
  });

  it("counts an unreachable Solapi host as not sent", async () => {
    const client = solapiClient({
      simulator: false,
      baseUrl: "http://127.0.0.1:9",
      apiKey: "key",
      apiSecret: "secret",
      sender: "0212345678",
    });
    await expect(client.send({ to: "01012345678", text: "x" })).rejects.toMatchObject({ outcome: "not_sent" });
  });
});
