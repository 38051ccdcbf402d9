// The console's record editors (popups, the top banner, makers notes, places, playlists, content
// pages): one row per record, read and changed by id, every change audited in its own transaction;
// and the Zod fields their documents share.
import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { Tx } from "../checkout/stock";
import { DomainError } from "../errors";
import { isStorableText } from "../storable-text";
import { type Operator, recordAudit } from "./audit";

export type RecordTable = PgTable & { id: AnyPgColumn };

export type Row<T extends RecordTable> = T["$inferSelect"] & { id: number };
export type Values<T extends RecordTable> = PgInsertValue<T>;

/** What an editor answers for: its table, its audit name and its Korean failures. */
export type Resource<T extends RecordTable> = {
  table: T;
  /** The audit log's entity; its actions are `${entity}.create`, `.update`, `.delete`. */
  entity: string;
  /** The operator's order of the list. */
  order: (AnyPgColumn | SQL)[];
  notFound: string;
  /** The answer when a unique index (a slug) already holds the value. */
  taken?: string;
};

/** A console editor: the document it takes and what it does with one, for the router to mount. */
export type Editor<T extends RecordTable, Document> = {
  /** The whole editable document of create and replace; unknown fields are dropped. */
  schema: z.ZodType<Document>;
  notFound: string;
  list(db: Db): Promise<Row<T>[]>;
  find(db: Db, id: number): Promise<Row<T>>;
  create(db: Db, operator: Operator, document: Document): Promise<Row<T>>;
  update(db: Db, operator: Operator, id: number, document: Document): Promise<Row<T>>;
  remove(db: Db, operator: Operator, id: number): Promise<void>;
  /** What the operator should know about a saved record (a page no URL shows yet), or null. */
  noticeOf?(row: Row<T>): string | null;
};

/** An editor whose record is its document as sent (plus what `valuesOf` and `changeOf` add). */
export function recordEditor<T extends RecordTable, Document extends Values<T>>(
  resource: Resource<T>,
  schema: z.ZodType<Document>,
  options: {
    valuesOf?(document: Document, tx: Tx): Values<T> | Promise<Values<T>>;
    changeOf?(document: Document, before: Row<T>): PgUpdateSetSource<T>;
    guardDelete?(before: Row<T>): void;
    noticeOf?(row: Row<T>): string | null;
  } = {},
): Editor<T, Document> {
  const { valuesOf = (document) => document, changeOf = (document) => document as PgUpdateSetSource<T> } = options;
  return {
    schema,
    notFound: resource.notFound,
    noticeOf: options.noticeOf,
    list: (db) => listRecords(db, resource),
    find: (db, id) => findRecord(db, resource, id),
    create: (db, operator, document) => createRecord(db, operator, resource, (tx) => valuesOf(document, tx)),
    update: (db, operator, id, document) =>
      updateRecord(db, operator, resource, id, (before) => changeOf(document, before)),
    remove: (db, operator, id) => deleteRecord(db, operator, resource, id, options.guardDelete),
  };
}

async function listRecords<T extends RecordTable>(db: Db, resource: Resource<T>): Promise<Row<T>[]> {
  const rows = await db
    .select()
    .from(resource.table as PgTable)
    .orderBy(...resource.order);
  return rows as Row<T>[];
}

async function findRecord<T extends RecordTable>(db: Db, resource: Resource<T>, id: number): Promise<Row<T>> {
  const [row] = (await db
    .select()
    .from(resource.table as PgTable)
    .where(eq(resource.table.id, id))
    .limit(1)) as Row<T>[];
  if (!row) throw new DomainError("not_found", resource.notFound);
  return row;
}

function createRecord<T extends RecordTable>(
  db: Db,
  operator: Operator,
  resource: Resource<T>,
  valuesOf: (tx: Tx) => Values<T> | Promise<Values<T>>,
): Promise<Row<T>> {
  return unique(resource, () =>
    db.transaction(async (tx) => {
      const [row] = (await tx
        .insert(resource.table)
        .values(await valuesOf(tx))
        .returning()) as [Row<T>];
      await recordAudit(tx, operator, {
        action: `${resource.entity}.create`,
        entity: resource.entity,
        entityId: row.id,
        after: row,
      });
      return row;
    }),
  );
}

/** Changes a record to what `changeOf` makes of it; `action` names the change in the audit log. */
export function updateRecord<T extends RecordTable>(
  db: Db,
  operator: Operator,
  resource: Resource<T>,
  id: number,
  changeOf: (before: Row<T>) => PgUpdateSetSource<T>,
  action = "update",
): Promise<Row<T>> {
  return unique(resource, () =>
    db.transaction(async (tx) => {
      const before = await lockedRecord(tx, resource, id);
      const [after] = (await tx
        .update(resource.table)
        .set(changeOf(before))
        .where(eq(resource.table.id, id))
        .returning()) as [Row<T>];
      await recordAudit(tx, operator, {
        action: `${resource.entity}.${action}`,
        entity: resource.entity,
        entityId: id,
        before,
        after,
      });
      return after;
    }),
  );
}

/** Deletes a record; `guard` may refuse by throwing (a page the shop still links to). */
function deleteRecord<T extends RecordTable>(
  db: Db,
  operator: Operator,
  resource: Resource<T>,
  id: number,
  guard: (before: Row<T>) => void = () => {},
): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lockedRecord(tx, resource, id);
    guard(before);
    await tx.delete(resource.table).where(eq(resource.table.id, id));
    await recordAudit(tx, operator, {
      action: `${resource.entity}.delete`,
      entity: resource.entity,
      entityId: id,
      before,
    });
  });
}

async function lockedRecord<T extends RecordTable>(tx: Tx, resource: Resource<T>, id: number): Promise<Row<T>> {
  const [row] = (await tx
    .select()
    .from(resource.table as PgTable)
    .where(eq(resource.table.id, id))
    .for("update")) as Row<T>[];
  if (!row) throw new DomainError("not_found", resource.notFound);
  return row;
}

/** A unique index refusing the write (two operators saving one slug at once) answers 409, not 500. */
async function unique<Result>(resource: Resource<RecordTable>, write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (resource.taken && isUniqueViolation(error)) throw new DomainError("conflict", resource.taken);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error (PGlite or pg) in `cause`.
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// PostgreSQL cannot store U+0000, and jsonb refuses a lone surrogate: refused here, they answer
// 400 rather than 500.

/** Text the operator must fill in: trimmed, not empty, at most `max` characters. */
export const requiredText = (missing: string, tooLong: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong).refine(isStorableText, missing);

/** Text that may stay empty (missing means empty). */
export const optionalText = (tooLong: string, max: number) =>
  z.string({ error: tooLong }).trim().max(max, tooLong).refine(isStorableText, tooLong).default("");

const SITE = "https://site.invalid";

/** A path of this site ("/collection/mood?x=1"), never "//…" or "/\…" (browsers read both as another site). */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && isStorableText(value) && URL.canParse(value, SITE);
}

function isHttpsUrl(value: string): boolean {
  return (
    /^https:\/\/\S+$/.test(value) && isStorableText(value) && URL.canParse(value) && new URL(value).hostname !== ""
  );
}

export const isSiteOrHttps = (value: string) => isSitePath(value) || isHttpsUrl(value);

/** The URL of a site path, to match against rules. */
export const siteUrl = (path: string) => new URL(path, SITE);

export const sitePath = (message: string) =>
  z.string({ error: message }).trim().max(500, message).refine(isSitePath, message);

/** An image or link: a site path or an https address. */
export const siteOrHttps = (message: string) =>
  z.string({ error: message }).trim().max(500, message).refine(isSiteOrHttps, message);

/** An optional address: empty or missing means none (null). */
export const optionalSiteOrHttps = (message: string) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), siteOrHttps(message).nullable());

export const hexColor = (message: string) => z.string({ error: message }).regex(/^#[0-9a-fA-F]{6}$/, message);

export const flag = (message: string) => z.boolean({ error: message });

export const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const EARLIEST = new Date("2000-01-01T00:00:00Z");
const LATEST = new Date("2100-01-01T00:00:00Z");

/** An instant with its offset ("2026-03-01T00:00:00+09:00" or …Z); empty or missing means none. */
export const optionalInstant = (message: string) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.iso
      .datetime({ offset: true, error: message })
      .transform((value) => new Date(value))
      // Year 0 and the like pass the format but not PostgreSQL; no shop date is that far off.
      .refine((date) => date >= EARLIEST && date < LATEST, message)
      .nullable(),
  );

/** Lowercase letters, digits and single dashes between them: the address of a page or note. */
export const slugOf = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(80, message)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message);
