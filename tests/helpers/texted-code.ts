// The 6-digit recovery code in the last text queued to a phone, as the member reads it.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { outboxMessages } from "../../server/db/schema";
import { ACCOUNT_CODE_KIND } from "../../server/domain/messaging/outbox";

export async function textedCode(db: Db, phone: string): Promise<string> {
  const [text] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.kind, ACCOUNT_CODE_KIND)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = text?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}
