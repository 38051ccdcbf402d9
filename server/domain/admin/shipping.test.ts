// Issue 22 "Shipping in bulk", on a real PGlite database: ticked orders to 배송준비중 with an outcome
// per order; the shipping list CSV; the courier's tracking file read (UTF-8, EUC-KR, Excel's
// scientific notation, bounds), previewed and confirmed once, each shipped order texted once.
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderNumber } from "../../../core/checkout";
import { parseCsv } from "../../../core/csv";
import { testDatabase } from "../../../tests/helpers/test-db";
import { auditLog, orderLines, orders, outboxMessages, trackingImports } from "../../db/schema";
import { checkoutMessages } from "../checkout/messages";
import { DomainError } from "../errors";
import { orderStateMessages } from "../orders/state";
import type { Operator } from "./audit";
import { orderAdminMessages } from "./orders";
import { MAX_BULK_ORDERS, prepareOrders, SHIPPING_CSV_HEADER, shippingListCsv, shippingMessages } from "./shipping";
import {
  applyTrackingImport,
  MAX_TRACKING_FILE_BYTES,
  MAX_TRACKING_ROWS,
  pendingTrackingImport,
  readTrackingFile,
  stageTrackingImport,
  trackingImportMessages,
} from "./tracking-import";

const database = testDatabase();
const operator: Operator = { id: 1, email: "operator@collins.kr", role: "owner" };
const BASE = "http://shop.test";

let phones = 0;

async function paidOrder(values: Partial<typeof orders.$inferInsert> = {}) {
  const phone = `010-7000-${String(++phones).padStart(4, "0")}`;
  const [row] = await database.db
    .insert(orders)
    .values({
      orderKey: `wc_order_${randomUUID()}`,
      paymentMethod: "card",
      paymentMethodTitle: "신용·체크카드",
      paymentId: `test-${randomUUID()}`,
      status: "paid",
      billing: { email: "ship@collins.kr", phone },
      shipping: {
        first_name: "김콜린",
        last_name: "",
        address_1: "서울 성동구 성수이로 113, 성수동2가",
        address_2: "3층",
        postcode: "04782",
        phone: phone.replaceAll("-", ""),
      },
      customerNote: '부재 시 "경비실"에\n맡겨주세요',
      orderName: "무드워터 유자",
      regularTotal: 29000,
      goodsTotal: 29000,
      discountTotal: 0,
      shippingTotal: 3000,
      total: 32000,
      reservedUntil: new Date(),
      paidAt: new Date(),
      ...values,
    })
    .returning();
  if (!row) throw new Error("order not inserted");
  await database.db
    .insert(orderLines)
    .values([line(row.id, "=인센스 샘플", "", 1), line(row.id, "무드워터 유자", "250ml", 2)]);
  return row;
}

const line = (orderId: number, name: string, optionName: string, quantity: number) => ({
  orderId,
  productId: 1,
  name,
  optionName,
  quantity,
  unitPrice: 1000,
  regularPrice: 1000,
  lineTotal: 1000 * quantity,
  lineDiscount: 0,
  feeAppliedLineTotal: 1000 * quantity,
});

async function statusOf(id: number) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

const textsOf = (id: number, kind: string) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, kind), like(outboxMessages.dedupeKey, `%:${id}`)));

const utf8 = (text: string) => new TextEncoder().encode(text);
const numberOf = (order: { id: number; createdAt: Date }) => orderNumber(order.id, order.createdAt);

describe("prepareOrders: 선택한 주문 배송준비중으로", () => {
  it("moves each paid order and tells per order what was refused and why, texting each moved buyer once", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const shipped = await paidOrder({ status: "shipped", courier: "CJ대한통운", trackingNumber: "612345678901" });
    const outcomes = await prepareOrders(database.db, operator, [first.id, shipped.id, second.id, 999_999], BASE);
    expect(outcomes).toEqual([
      { order: numberOf(first), changed: true, note: shippingMessages.prepared },
      { order: numberOf(shipped), changed: false, note: orderStateMessages.refused("shipped", "preparing") },
      { order: numberOf(second), changed: true, note: shippingMessages.prepared },
      { order: "#999999", changed: false, note: checkoutMessages.orderNotFound },
    ]);
    expect((await statusOf(first.id))?.status).toBe("preparing");
    expect((await statusOf(second.id))?.status).toBe("preparing");
    expect((await statusOf(shipped.id))?.status).toBe("shipped");
    expect(await textsOf(first.id, "order_preparing")).toHaveLength(1);
    expect(await textsOf(shipped.id, "order_preparing")).toHaveLength(0);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.prepare"), eq(auditLog.entityId, String(first.id))));
    expect(audit).toHaveLength(1);

    const again = await prepareOrders(database.db, operator, [first.id], BASE);
    expect(again[0]?.changed).toBe(false);
    expect(await textsOf(first.id, "order_preparing")).toHaveLength(1);
  });

  it("refuses an empty selection and more than the bound, moving nothing", async () => {
    await expect(prepareOrders(database.db, operator, [], BASE)).rejects.toThrow(shippingMessages.noneSelected);
    const order = await paidOrder();
    const ids = [order.id, ...Array.from({ length: MAX_BULK_ORDERS }, (_, i) => 900_000 + i)];
    await expect(prepareOrders(database.db, operator, ids, BASE)).rejects.toThrow(shippingMessages.tooManySelected);
    expect((await statusOf(order.id))?.status).toBe("paid");
  });
});

describe("shippingListCsv: 배송 목록 CSV", () => {
  it("lists the 배송준비중 orders with Korean headers, BOM, CRLF, quoted cells and the formula guard", async () => {
    const order = await paidOrder();
    const paidOnly = await paidOrder();
    await prepareOrders(database.db, operator, [order.id], BASE);
    const csv = await shippingListCsv(database.db, {});
    expect(
      csv.startsWith("\uFEFF주문번호,받는 분,연락처,우편번호,주소,상세주소,상품,수량,배송 메모,택배사,송장번호\r\n"),
    ).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...SHIPPING_CSV_HEADER]);
    const row = rows.find((cells) => cells[0] === numberOf(order));
    expect(row).toEqual([
      numberOf(order),
      "김콜린",
      order.billing.phone,
      "04782",
      "서울 성동구 성수이로 113, 성수동2가",
      "3층",
      "'=인센스 샘플 × 1, 무드워터 유자 / 250ml × 2",
      "3",
      '부재 시 "경비실"에\n맡겨주세요',
      "",
      "",
    ]);
    expect(rows.some((cells) => cells[0] === numberOf(paidOnly))).toBe(false);
    const paid = parseCsv(await shippingListCsv(database.db, { status: "paid" }));
    expect(paid.some((cells) => cells[0] === numberOf(paidOnly))).toBe(true);
  });
});

describe("readTrackingFile: the courier's CSV", () => {
  it("reads UTF-8 with a BOM and finds the three columns among others", () => {
    const rows = readTrackingFile(
      utf8("\uFEFF받는 분,주문번호,택배사,송장번호\r\n김콜린,20261127-000001,CJ대한통운,612345678901\r\n,,,\r\n"),
    );
    expect(rows).toEqual([
      { line: 2, orderNumber: "20261127-000001", courier: "CJ대한통운", trackingNumber: "612345678901" },
    ]);
  });

  it("falls back to EUC-KR (CP949), as Korean Excel saves a CSV", () => {
    // "주문번호,택배사,송장번호\r\n1,한진택배,12345678\r\n" in EUC-KR.
    const header = [0xc1, 0xd6, 0xb9, 0xae, 0xb9, 0xf8, 0xc8, 0xa3, 0x2c, 0xc5, 0xc3, 0xb9, 0xe8, 0xbb, 0xe7, 0x2c];
    const number = [0xbc, 0xdb, 0xc0, 0xe5, 0xb9, 0xf8, 0xc8, 0xa3, 0x0d, 0x0a];
    const hanjin = [0xc7, 0xd1, 0xc1, 0xf8, 0xc5, 0xc3, 0xb9, 0xe8];
    const bytes = new Uint8Array([...header, ...number, 0x31, 0x2c, ...hanjin, ...utf8(",12345678\r\n")]);
    expect(readTrackingFile(bytes)).toEqual([
      { line: 2, orderNumber: "1", courier: "한진택배", trackingNumber: "12345678" },
    ]);
  });

  it("refuses a file that is too large, unreadable, without the columns, empty or too long", () => {
    const refusal = (bytes: Uint8Array) => {
      try {
        readTrackingFile(bytes);
      } catch (error) {
        if (error instanceof DomainError && error.kind === "invalid") return error.message;
      }
      return "read";
    };
    const header = "주문번호,택배사,송장번호\r\n";
    expect(refusal(new Uint8Array(MAX_TRACKING_FILE_BYTES + 1).fill(0x31))).toBe(trackingImportMessages.tooLarge);
    expect(refusal(new Uint8Array([0xff, 0xfe, 0xff]))).toBe(trackingImportMessages.unreadable);
    expect(refusal(utf8("주문,송장\r\n1,12345678\r\n"))).toBe(trackingImportMessages.missingColumns);
    expect(refusal(utf8(header))).toBe(trackingImportMessages.empty);
    const long = header + "1,CJ대한통운,12345678\r\n".repeat(MAX_TRACKING_ROWS + 1);
    expect(refusal(utf8(long))).toBe(trackingImportMessages.tooManyRows);
    expect(refusal(utf8(header + "1,CJ대한통운,12345678\r\n".repeat(MAX_TRACKING_ROWS)))).toBe("read");
  });
});

describe("송장 일괄 등록: preview and confirm", () => {
  it("previews the orders going to 배송중 and the rows that do not match, then ships each once", async () => {
    const preparing = await paidOrder({ status: "preparing" });
    const paid = await paidOrder();
    const cancelled = await paidOrder({ status: "cancelled" });
    const excel = await paidOrder();
    const typo = await paidOrder();
    const file = [
      "주문번호,택배사,송장번호",
      `${numberOf(preparing)},cj대한통운,6123-4567-8901`,
      `${numberOf(paid)},우체국택배,6865123456789`,
      `${numberOf(cancelled)},CJ대한통운,612345678902`,
      `${numberOf(excel)},CJ대한통운,6.12346E+11`,
      `${numberOf(typo)},CJ대한통운,12-34`,
      "20200101-999999,CJ대한통운,612345678903",
      `20200101-${String(paid.id).padStart(6, "0")},CJ대한통운,612345678904`,
      `${numberOf(paid)},CJ대한통운,612345678905`,
    ].join("\r\n");
    const importId = await stageTrackingImport(database.db, operator, "cj.csv", readTrackingFile(utf8(file)));
    const preview = await pendingTrackingImport(database.db, operator);
    expect(preview?.id).toBe(importId);
    expect(preview?.changes).toEqual([
      {
        line: 2,
        orderId: preparing.id,
        order: numberOf(preparing),
        from: "배송준비중",
        courier: "CJ대한통운",
        trackingNumber: "6123-4567-8901",
      },
      {
        line: 3,
        orderId: paid.id,
        order: numberOf(paid),
        from: "결제완료",
        courier: "우체국택배",
        trackingNumber: "6865123456789",
      },
    ]);
    expect(preview?.refused.map(({ line, note }) => [line, note])).toEqual([
      [4, orderStateMessages.refused("cancelled", "shipped")],
      [5, trackingImportMessages.scientific],
      [6, orderAdminMessages.invalidTrackingNumber],
      [7, trackingImportMessages.unknownOrder],
      [8, trackingImportMessages.unknownOrder],
      [9, trackingImportMessages.duplicate(3)],
    ]);
    // The preview changes nothing.
    expect((await statusOf(paid.id))?.status).toBe("paid");

    const outcomes = await applyTrackingImport(database.db, operator, importId, BASE);
    expect(outcomes.filter((outcome) => outcome.changed).map((outcome) => outcome.line)).toEqual([2, 3]);
    expect(outcomes).toHaveLength(8);
    const shipped = await statusOf(preparing.id);
    expect(shipped).toMatchObject({ status: "shipped", courier: "CJ대한통운", trackingNumber: "6123-4567-8901" });
    expect(await statusOf(paid.id)).toMatchObject({ status: "shipped", courier: "우체국택배" });
    expect((await statusOf(excel.id))?.status).toBe("paid");
    const texts = await textsOf(preparing.id, "order_shipped");
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toContain("CJ대한통운 6123-4567-8901");
    expect(await pendingTrackingImport(database.db, operator)).toBeNull();

    // The same import confirmed twice is refused; the same file uploaded again ships nothing more.
    await expect(applyTrackingImport(database.db, operator, importId, BASE)).rejects.toThrow(
      trackingImportMessages.applied,
    );
    const again = await stageTrackingImport(database.db, operator, "cj.csv", readTrackingFile(utf8(file)));
    const second = await pendingTrackingImport(database.db, operator);
    expect(second?.changes).toEqual([]);
    expect(second?.refused.slice(0, 2).map((outcome) => outcome.note)).toEqual([
      trackingImportMessages.alreadyShipped,
      trackingImportMessages.alreadyShipped,
    ]);
    expect((await applyTrackingImport(database.db, operator, again, BASE)).some((o) => o.changed)).toBe(false);
    expect(await textsOf(preparing.id, "order_shipped")).toHaveLength(1);
    expect(await textsOf(paid.id, "order_shipped")).toHaveLength(1);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "order.ship"));
    expect(audit.filter((entry) => [preparing.id, paid.id].map(String).includes(entry.entityId))).toHaveLength(2);
  });

  it("keeps one unconfirmed file per operator and never applies another operator's", async () => {
    const order = await paidOrder();
    const rows = readTrackingFile(utf8(`주문번호,택배사,송장번호\r\n${numberOf(order)},한진택배,512345678901\r\n`));
    const first = await stageTrackingImport(database.db, operator, "a.csv", rows);
    const second = await stageTrackingImport(database.db, operator, "b.csv", rows);
    const [gone] = await database.db.select().from(trackingImports).where(eq(trackingImports.id, first));
    expect(gone).toBeUndefined();
    expect((await pendingTrackingImport(database.db, operator))?.fileName).toBe("b.csv");
    const other: Operator = { id: 2, email: "other@collins.kr", role: "owner" };
    await expect(applyTrackingImport(database.db, other, second, BASE)).rejects.toThrow(
      trackingImportMessages.notFound,
    );
    expect((await statusOf(order.id))?.status).toBe("paid");
  });
});
