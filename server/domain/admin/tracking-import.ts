// 송장 일괄 등록 (issue 22): the courier's CSV of tracking numbers (주문번호, 택배사, 송장번호) is read
// and kept, previewed (each order that goes to 배송중 with its courier and number, each row that does
// not and why), then confirmed. Confirming moves each order by moveOrder, as the single order's
// 발송 처리 does, so each is audited and texts its buyer once; a file is confirmed once.
import { readFile } from "node:fs/promises";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { ORDER_STATUS_LABELS, orderNumber } from "../../../core/checkout";
import { courierNameOf, isScientificNotation, isTrackingNumber } from "../../../core/couriers";
import { decodeCsv, parseCsv } from "../../../core/csv";
import type { Db } from "../../db/client";
import { orders, type TrackingImportRow, trackingImports } from "../../db/schema";
import { DomainError } from "../errors";
import { canMove, orderStateMessages } from "../orders/state";
import type { StagedUpload } from "../uploads/images";
import { type Operator, recordAudit } from "./audit";
import { moveOrder, orderAdminMessages } from "./orders";
import type { BulkOutcome } from "./shipping";

export const MAX_TRACKING_FILE_BYTES = 1024 * 1024;
export const MAX_TRACKING_ROWS = 2_000;
const COLUMNS = { orderNumber: "주문번호", courier: "택배사", trackingNumber: "송장번호" } as const;

export const trackingImportMessages = {
  noFile: "송장번호 CSV 파일을 선택해주세요.",
  oneFile: "파일은 한 번에 하나만 올릴 수 있어요.",
  notCsv: "CSV 파일(.csv)만 올릴 수 있어요. 엑셀에서 'CSV UTF-8' 또는 'CSV'로 저장해 올려주세요.",
  spreadsheet: "엑셀 파일(.xlsx)은 읽을 수 없어요. 엑셀에서 'CSV UTF-8' 또는 'CSV'로 저장해 올려주세요.",
  tooLarge: "파일은 1MB까지 올릴 수 있어요. 파일을 나눠서 올려주세요.",
  unreadable: "파일의 글자를 읽을 수 없어요. UTF-8 또는 EUC-KR(CP949)로 저장한 CSV를 올려주세요.",
  missingColumns: "첫 줄에 주문번호, 택배사, 송장번호 열 이름이 있어야 해요.",
  empty: "파일에 송장번호를 등록할 주문이 없어요.",
  tooManyRows: `한 파일에 ${MAX_TRACKING_ROWS.toLocaleString("ko-KR")}줄까지 올릴 수 있어요. 파일을 나눠서 올려주세요.`,
  notFound: "확인할 송장 파일이 없어요. 파일을 다시 올려주세요.",
  applied: "이미 등록을 마친 파일이에요. 바뀐 주문은 주문 목록에서 확인해주세요.",
  unknownOrder: "이 주문번호의 주문이 없어요.",
  duplicate: (line: number) => `같은 주문이 ${line}번째 줄에 먼저 있어요.`,
  scientific:
    "송장번호가 6.12E+11처럼 지수로 바뀌어 숫자를 알 수 없어요. 엑셀에서 송장번호 열을 텍스트 형식으로 바꾼 뒤 다시 저장해주세요.",
  alreadyShipped: "이미 같은 택배사와 송장번호로 발송 처리된 주문이에요.",
  shipped: "배송중으로 바꿨어요.",
} as const;

/** An upload's name and first bytes: a CSV (or text) file, never a spreadsheet's zip archive. */
export function checkTrackingUpload(file: { name: string; head: Uint8Array }): void {
  if (file.head[0] === 0x50 && file.head[1] === 0x4b) {
    throw new DomainError("invalid", trackingImportMessages.spreadsheet);
  }
  if (!/\.(csv|txt)$/i.test(file.name)) throw new DomainError("invalid", trackingImportMessages.notCsv);
}

/** A staged upload's rows; a file over the bound is refused before it is read. */
export async function readStagedTrackingFile(file: StagedUpload): Promise<TrackingImportRow[]> {
  if (file.size > MAX_TRACKING_FILE_BYTES) throw new DomainError("invalid", trackingImportMessages.tooLarge);
  return readTrackingFile(new Uint8Array(await readFile(file.path)));
}

/** The rows of a courier's file, or a refusal of the whole file (its bytes, encoding or columns). */
export function readTrackingFile(bytes: Uint8Array): TrackingImportRow[] {
  if (bytes.byteLength > MAX_TRACKING_FILE_BYTES) throw new DomainError("invalid", trackingImportMessages.tooLarge);
  const decoded = decodeCsv(bytes);
  if (!decoded) throw new DomainError("invalid", trackingImportMessages.unreadable);
  const [header = [], ...rows] = parseCsv(decoded.text);
  const names = header.map((name) => name.trim());
  const column = (name: string) => names.indexOf(name);
  const at = {
    orderNumber: column(COLUMNS.orderNumber),
    courier: column(COLUMNS.courier),
    trackingNumber: column(COLUMNS.trackingNumber),
  };
  if (Object.values(at).includes(-1)) throw new DomainError("invalid", trackingImportMessages.missingColumns);
  const read = rows
    .map((cells, index) => ({
      // The header is line 1, as a spreadsheet numbers it.
      line: index + 2,
      orderNumber: (cells[at.orderNumber] ?? "").trim(),
      courier: (cells[at.courier] ?? "").trim(),
      trackingNumber: (cells[at.trackingNumber] ?? "").trim(),
    }))
    .filter((row) => row.orderNumber !== "" || row.trackingNumber !== "");
  if (read.length > MAX_TRACKING_ROWS) throw new DomainError("invalid", trackingImportMessages.tooManyRows);
  if (read.length === 0) throw new DomainError("invalid", trackingImportMessages.empty);
  return read;
}

/** Keeps a read file as the operator's one file to preview; an earlier unconfirmed one is dropped. */
export async function stageTrackingImport(
  db: Db,
  operator: Operator,
  fileName: string,
  rows: TrackingImportRow[],
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .delete(trackingImports)
      .where(and(eq(trackingImports.operatorId, operator.id), isNull(trackingImports.appliedAt)));
    const [row] = await tx
      .insert(trackingImports)
      .values({ operatorId: operator.id, fileName: fileName.slice(0, 200), rows })
      .returning({ id: trackingImports.id });
    if (!row) throw new Error("tracking import not stored");
    return row.id;
  });
}

/** An order going to 배송중 as its row says. */
export type TrackingChange = {
  line: number;
  orderId: number;
  order: string;
  from: string;
  courier: string;
  trackingNumber: string;
};

export type TrackingPlan = { changes: TrackingChange[]; refused: BulkOutcome[] };

export type TrackingPreview = TrackingPlan & { id: number; fileName: string; createdAt: Date };

/** The operator's file waiting for confirmation, planned against the orders as they are now. */
export async function pendingTrackingImport(db: Db, operator: Operator): Promise<TrackingPreview | null> {
  const [staged] = await db
    .select()
    .from(trackingImports)
    .where(and(eq(trackingImports.operatorId, operator.id), isNull(trackingImports.appliedAt)))
    .orderBy(desc(trackingImports.createdAt))
    .limit(1);
  if (!staged) return null;
  return { id: staged.id, fileName: staged.fileName, createdAt: staged.createdAt, ...(await planOf(db, staged.rows)) };
}

/** Drops the operator's file waiting for confirmation. */
export async function discardTrackingImport(db: Db, operator: Operator): Promise<void> {
  await db
    .delete(trackingImports)
    .where(and(eq(trackingImports.operatorId, operator.id), isNull(trackingImports.appliedAt)));
}

/**
 * Confirms the operator's file `importId` once: it is marked applied first, then each order of the
 * plan moves to 배송중 in its own transaction. The outcome of every row, changed or not.
 */
export async function applyTrackingImport(
  db: Db,
  operator: Operator,
  importId: number,
  publicBaseUrl: string,
): Promise<BulkOutcome[]> {
  const [claimed] = await db
    .update(trackingImports)
    .set({ appliedAt: new Date() })
    .where(
      and(
        eq(trackingImports.id, importId),
        eq(trackingImports.operatorId, operator.id),
        isNull(trackingImports.appliedAt),
      ),
    )
    .returning();
  if (!claimed) {
    const [known] = await db
      .select({ id: trackingImports.id })
      .from(trackingImports)
      .where(and(eq(trackingImports.id, importId), eq(trackingImports.operatorId, operator.id)));
    throw known
      ? new DomainError("conflict", trackingImportMessages.applied)
      : new DomainError("not_found", trackingImportMessages.notFound);
  }
  const plan = await planOf(db, claimed.rows);
  const outcomes: BulkOutcome[] = [];
  for (const change of plan.changes) {
    const { courier, trackingNumber } = change;
    try {
      await moveOrder(db, operator, change.orderId, { status: "shipped", courier, trackingNumber }, publicBaseUrl);
      outcomes.push({
        line: change.line,
        order: change.order,
        changed: true,
        note: `${trackingImportMessages.shipped} ${courier} ${trackingNumber}`,
      });
    } catch (error) {
      // Cancelled or shipped by someone else since the preview.
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ line: change.line, order: change.order, changed: false, note: error.message });
    }
  }
  await recordAudit(db, operator, {
    action: "order.tracking_import",
    entity: "tracking_import",
    entityId: claimed.id,
    after: { fileName: claimed.fileName, shipped: outcomes.filter((outcome) => outcome.changed).length },
  });
  return [...outcomes, ...plan.refused].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The order id a row names: the number the shop prints (날짜-번호, its date checked later) or the bare id. */
function orderIdOf(text: string): number | null {
  const match = /^(?:\d{8}-)?(\d{1,9})$/.exec(text);
  return match ? Number(match[1]) : null;
}

async function planOf(db: Db, rows: TrackingImportRow[]): Promise<TrackingPlan> {
  const ids = [...new Set(rows.map((row) => orderIdOf(row.orderNumber)).filter((id) => id !== null))];
  const found = ids.length
    ? await db
        .select({
          id: orders.id,
          status: orders.status,
          createdAt: orders.createdAt,
          courier: orders.courier,
          trackingNumber: orders.trackingNumber,
        })
        .from(orders)
        .where(inArray(orders.id, ids))
    : [];
  const byId = new Map(found.map((order) => [order.id, order]));
  const firstLine = new Map<number, number>();
  const plan: TrackingPlan = { changes: [], refused: [] };
  for (const row of rows) {
    const refuse = (note: string) =>
      plan.refused.push({ line: row.line, order: row.orderNumber, changed: false, note });
    const id = orderIdOf(row.orderNumber);
    const order = id === null ? undefined : byId.get(id);
    // An order number whose date is not the order's names no order of this shop.
    if (!order || (row.orderNumber.includes("-") && row.orderNumber !== orderNumber(order.id, order.createdAt))) {
      refuse(trackingImportMessages.unknownOrder);
      continue;
    }
    const earlier = firstLine.get(order.id);
    if (earlier !== undefined) {
      refuse(trackingImportMessages.duplicate(earlier));
      continue;
    }
    firstLine.set(order.id, row.line);
    const courier = courierNameOf(row.courier);
    if (isScientificNotation(row.trackingNumber)) refuse(trackingImportMessages.scientific);
    else if (!isTrackingNumber(row.trackingNumber)) refuse(orderAdminMessages.invalidTrackingNumber);
    else if (courier === "" || courier.length > 30) refuse(orderAdminMessages.invalidCourier);
    else if (order.status === "shipped" && order.trackingNumber === row.trackingNumber && order.courier === courier) {
      refuse(trackingImportMessages.alreadyShipped);
    } else if (!canMove(order.status, "shipped", "operator")) {
      refuse(orderStateMessages.refused(order.status, "shipped"));
    } else {
      plan.changes.push({
        line: row.line,
        orderId: order.id,
        order: orderNumber(order.id, order.createdAt),
        from: ORDER_STATUS_LABELS[order.status] ?? order.status,
        courier,
        trackingNumber: row.trackingNumber,
      });
    }
  }
  return plan;
}
