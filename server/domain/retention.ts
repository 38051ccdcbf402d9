// What the privacy consents promise (core/consent.ts) is kept: restock requests are destroyed 30
// days after their text was sent, or 6 months after they were made (with the text that carried the
// phone number); consultation inquiries, with their attachments, 3 years after they were received
// (전자상거래법: records of consumer complaints). Runs in the background of each app instance; two
// instances purging at once delete the same rows, which is harmless.
import { rm } from "node:fs/promises";
import path from "node:path";
import { and, inArray, isNotNull, lt, or } from "drizzle-orm";
import { every } from "../background";
import type { Db } from "../db/client";
import { inquiries, outboxMessages, restockRequests } from "../db/schema";
import { log } from "../log";

const DAY = 24 * 60 * 60 * 1000;
export const RESTOCK_KEPT_AFTER_TEXT_MS = 30 * DAY;
const monthsBefore = (now: Date, months: number) => {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - months);
  return before;
};

/** Deletes the restock requests (and their texts) past their time; answers how many. */
export async function purgeRestockRequests(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const purged = await tx
      .delete(restockRequests)
      .where(
        or(
          lt(restockRequests.createdAt, monthsBefore(now, 6)),
          and(
            isNotNull(restockRequests.notifiedAt),
            lt(restockRequests.notifiedAt, new Date(now.getTime() - RESTOCK_KEPT_AFTER_TEXT_MS)),
          ),
        ),
      )
      .returning({ id: restockRequests.id });
    if (purged.length > 0) {
      await tx.delete(outboxMessages).where(
        inArray(
          outboxMessages.dedupeKey,
          purged.map((request) => `restock:${request.id}`),
        ),
      );
    }
    return purged.length;
  });
}

/** Deletes the inquiries received more than 3 years ago and their attachments; answers how many. */
export async function purgeInquiries(db: Db, privateDir: string, now = new Date()): Promise<number> {
  const purged = await db
    .delete(inquiries)
    .where(lt(inquiries.createdAt, monthsBefore(now, 36)))
    .returning({ attachments: inquiries.attachments });
  const files = purged.flatMap((inquiry) => inquiry.attachments.map((attachment) => attachment.file));
  await Promise.all(files.map((file) => rm(path.join(privateDir, path.basename(file)), { force: true })));
  return purged.length;
}

export function startRetention(
  db: Db,
  inquiryFilesDir: string,
  { firstAfterMs = 60_000, everyMs = 6 * 60 * 60 * 1000 } = {},
) {
  return every(
    "destroying personal data past its retention",
    async () => {
      const restock = await purgeRestockRequests(db);
      const inquiry = await purgeInquiries(db, inquiryFilesDir);
      if (restock + inquiry > 0) log.info("personal data destroyed", { restock, inquiry });
    },
    { firstAfterMs, everyMs },
  );
}
