// Issue 20: what the privacy consents say (core/consent.ts) is what the shop does. Restock requests
// go 30 days after their text or 6 months after they were made, with the text that carried the
// phone number; inquiries go 3 years after they came in, with their attachments.
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/helpers/test-db";
import { inquiries, outboxMessages, products, restockRequests } from "../db/schema";
import { enqueueMessage } from "./messaging/outbox";
import { purgeInquiries, purgeRestockRequests } from "./retention";

const database = testDatabase();

const NOW = new Date("2026-11-26T09:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe("restock requests' retention", () => {
  it("destroys a request 30 days after its text or 6 months after it was made, with its text", async () => {
    const db = database.db;
    const [product] = await db.select().from(products).limit(1);
    if (!product) throw new Error("the seed has products");
    const request = (destPhone: string, createdAt: Date, notifiedAt: Date | null) => ({
      productId: product.id,
      destName: "보관",
      destPhone,
      createdAt,
      notifiedAt,
      status: notifiedAt ? ("notified" as const) : ("waiting" as const),
    });
    const rows = await db
      .insert(restockRequests)
      .values([
        request("010-9000-0001", daysAgo(40), daysAgo(31)), // texted 31 days ago: gone
        request("010-9000-0002", daysAgo(40), daysAgo(29)), // texted 29 days ago: kept
        request("010-9000-0003", daysAgo(185), null), // waiting for more than 6 months: gone
        request("010-9000-0004", daysAgo(170), null), // waiting for less: kept
      ])
      .returning();
    for (const row of rows.filter((r) => r.notifiedAt)) {
      await enqueueMessage(db, {
        kind: "restock",
        dedupeKey: `restock:${row.id}`,
        recipient: row.destPhone,
        body: "재입고 알림",
      });
    }

    expect(await purgeRestockRequests(db, NOW)).toBe(2);
    const kept = await db.select({ phone: restockRequests.destPhone }).from(restockRequests);
    expect(kept.map((row) => row.phone).sort()).toEqual(["010-9000-0002", "010-9000-0004"]);
    const texts = await db.select({ recipient: outboxMessages.recipient }).from(outboxMessages);
    expect(texts.map((text) => text.recipient)).toEqual(["010-9000-0002"]);
    expect(await purgeRestockRequests(db, NOW)).toBe(0);
  });
});

describe("inquiries' retention", () => {
  it("destroys an inquiry received more than 3 years ago with its attachments, and keeps newer ones", async () => {
    const db = database.db;
    const dir = mkdtempSync(path.join(tmpdir(), "collins-retention-"));
    writeFileSync(path.join(dir, "old.pdf"), "%PDF-1.4\n%%EOF\n");
    writeFileSync(path.join(dir, "new.pdf"), "%PDF-1.4\n%%EOF\n");
    const inquiry = (email: string, file: string, createdAt: Date) => ({
      type: "general" as const,
      name: "보관",
      phone: "010-9100-0001",
      email,
      message: "보관 기간을 확인하는 문의예요.",
      attachments: [{ name: file, file, size: 16, type: "pdf" as const }],
      createdAt,
    });
    await db
      .insert(inquiries)
      .values([
        inquiry("old@collins.kr", "old.pdf", new Date("2023-11-25T09:00:00Z")),
        inquiry("new@collins.kr", "new.pdf", new Date("2023-11-27T09:00:00Z")),
      ]);

    expect(await purgeInquiries(db, dir, NOW)).toBe(1);
    expect(await db.select().from(inquiries).where(eq(inquiries.email, "old@collins.kr"))).toEqual([]);
    expect(await db.select().from(inquiries).where(eq(inquiries.email, "new@collins.kr"))).toHaveLength(1);
    expect(existsSync(path.join(dir, "old.pdf"))).toBe(false);
    expect(existsSync(path.join(dir, "new.pdf"))).toBe(true);
  });
});
