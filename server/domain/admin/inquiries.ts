// Consultation inquiries in the console: the list by state, one inquiry, its private attachments,
// the answer (recorded, and sent to the inquirer as a text message: the shop has no e-mail sender)
// and closing. Every change is audited in its own transaction.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inquiries } from "../../db/schema";
import type { Tx } from "../checkout/stock";
import { DomainError } from "../errors";
import { enqueueMessage } from "../messaging/outbox";
import { type Operator, recordAudit } from "./audit";
import { communityMessages, PAGE_SIZE, type Page, pageOf } from "./community";

export const INQUIRY_STATUSES = ["open", "answered", "closed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export type AdminInquiry = typeof inquiries.$inferSelect;

const CONTENT_TYPES = { jpeg: "image/jpeg", png: "image/png", pdf: "application/pdf" } as const;

export type AttachmentFile = { name: string; contentType: string; bytes: Uint8Array };

/** Newest first. */
export async function listInquiries(
  db: Db,
  filter: { status?: InquiryStatus; page: string | null },
): Promise<Page<AdminInquiry>> {
  const where = filter.status ? eq(inquiries.status, filter.status) : undefined;
  const [total] = await db.select({ n: count() }).from(inquiries).where(where);
  return pageOf(filter.page, total?.n ?? 0, (offset) =>
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(PAGE_SIZE)
      .offset(offset),
  );
}

export async function inquiryById(db: Db, inquiryId: number): Promise<AdminInquiry> {
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!inquiry) throw new DomainError("not_found", communityMessages.inquiryNotFound);
  return inquiry;
}

/** The attachment at `index` (0-based, in the order it was sent), read from the private folder. */
export async function inquiryAttachment(
  db: Db,
  privateDir: string,
  inquiryId: number,
  index: number,
): Promise<AttachmentFile> {
  const attachment = (await inquiryById(db, inquiryId)).attachments[index];
  if (!attachment) throw new DomainError("not_found", communityMessages.attachmentNotFound);
  try {
    const bytes = await readFile(path.join(privateDir, path.basename(attachment.file)));
    return { name: attachment.name, contentType: CONTENT_TYPES[attachment.type], bytes };
  } catch {
    throw new DomainError("not_found", communityMessages.attachmentNotFound);
  }
}

async function lockedInquiry(tx: Tx, inquiryId: number): Promise<AdminInquiry> {
  const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for("update");
  if (!inquiry) throw new DomainError("not_found", communityMessages.inquiryNotFound);
  return inquiry;
}

/**
 * Records the answer and queues one text per answer. The same answer sent twice (a double click)
 * changes nothing; a different answer to an answered inquiry replaces it and texts again, because
 * the inquirer has a new e-mail to read.
 */
export async function answerInquiry(
  db: Db,
  operator: Operator,
  inquiryId: number,
  answer: string,
  now = new Date(),
): Promise<AdminInquiry> {
  return db.transaction(async (tx) => {
    const before = await lockedInquiry(tx, inquiryId);
    if (before.status === "closed") throw new DomainError("conflict", communityMessages.inquiryClosed);
    if (before.status === "answered" && before.answer === answer) return before;
    const [after] = await tx
      .update(inquiries)
      .set({ status: "answered", answer, answeredAt: now })
      .where(eq(inquiries.id, inquiryId))
      .returning();
    if (!after) throw new DomainError("not_found", communityMessages.inquiryNotFound);
    await enqueueMessage(tx, {
      kind: "inquiry_answered",
      dedupeKey: `inquiry-answered:${inquiryId}:${now.getTime()}`,
      recipient: after.phone,
      body: communityMessages.answeredText(answer),
    });
    await recordAudit(tx, operator, {
      action: "inquiry.answer",
      entity: "inquiry",
      entityId: inquiryId,
      before,
      after,
    });
    return after;
  });
}

/** Closes the inquiry (answered or not); closing a closed one changes nothing. */
export async function closeInquiry(db: Db, operator: Operator, inquiryId: number): Promise<AdminInquiry> {
  return db.transaction(async (tx) => {
    const before = await lockedInquiry(tx, inquiryId);
    if (before.status === "closed") return before;
    const [after] = await tx.update(inquiries).set({ status: "closed" }).where(eq(inquiries.id, inquiryId)).returning();
    if (!after) throw new DomainError("not_found", communityMessages.inquiryNotFound);
    await recordAudit(tx, operator, { action: "inquiry.close", entity: "inquiry", entityId: inquiryId, before, after });
    return after;
  });
}
