// Restock requests (spec §3 "Restock request", §5 restock rules, §7 POST /api/wait/update): the
// server checks again what the popup checked, takes only products (or options) that are sold out,
// keeps one waiting request per product and phone, and limits requests per address and per phone.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { isMobilePhone, normalizePhone, stripEmoji } from "../../../core/contact";
import { optionNameOf } from "../../../core/option-name";
import type { Db } from "../../db/client";
import { outboxMessages, products, productVariations, restockRequests } from "../../db/schema";
import { takeAttempt } from "../auth/rate-limit";
import { DomainError } from "../errors";
import { restockMessages } from "./messages";

export type RestockInput = { productId: number; variationId: number | null; destName: string; destPhone: string };

const HOUR = 60 * 60 * 1000;

export async function requestRestock(db: Db, input: RestockInput, clientKey: string, now = new Date()): Promise<void> {
  const name = stripEmoji(input.destName).trim();
  const phone = normalizePhone(input.destPhone);
  if (!name || !input.destPhone.trim()) throw new DomainError("invalid", restockMessages.missingInfo);
  if (!isMobilePhone(phone)) throw new DomainError("invalid", restockMessages.invalidPhone);

  const [product] = await db.select().from(products).where(eq(products.id, input.productId)).limit(1);
  if (product?.status !== "publish") throw new DomainError("not_found", restockMessages.unknownProduct);
  const variations = await db.select().from(productVariations).where(eq(productVariations.productId, product.id));
  let soldOut: boolean;
  if (input.variationId !== null) {
    const variation = variations.find((v) => v.id === input.variationId);
    if (!variation) throw new DomainError("not_found", restockMessages.unknownProduct);
    soldOut = variation.stockQuantity <= 0;
  } else {
    soldOut =
      product.type === "variable" ? variations.every((v) => v.stockQuantity <= 0) : (product.stockQuantity ?? 0) <= 0;
  }
  if (!soldOut) throw new DomainError("conflict", restockMessages.inStock);

  await takeAttempt(
    db,
    [
      { key: `restock:ip:${clientKey}`, max: 20, windowMs: HOUR },
      { key: `restock:phone:${phone}`, max: 10, windowMs: 24 * HOUR },
    ],
    restockMessages.tooMany,
    now,
  );
  await db
    .insert(restockRequests)
    .values({ productId: product.id, variationId: input.variationId ?? 0, destName: name, destPhone: phone })
    .onConflictDoNothing();
}

/**
 * What a restock page asks about: the published product's option (null: the product as a whole),
 * its name and whether it is sold out; null when the option is not the product's.
 */
export async function restockTarget(db: Db, productId: number, variationId: number | null) {
  if (variationId === null) return { variationId: null, optionName: "", soldOut: null };
  const [variation] = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.id, variationId), eq(productVariations.productId, productId)))
    .limit(1);
  if (!variation || variation.hidden) return null;
  return { variationId, optionName: optionNameOf(variation.attributes), soldOut: variation.stockQuantity <= 0 };
}

/** How many requests wait, per option (0: the product as a whole), for the console. */
export async function waitingCounts(db: Db, productId: number): Promise<Record<number, number>> {
  const rows = await db
    .select({ variationId: restockRequests.variationId, waiting: count() })
    .from(restockRequests)
    .where(and(eq(restockRequests.productId, productId), eq(restockRequests.status, "waiting")))
    .groupBy(restockRequests.variationId);
  return Object.fromEntries(rows.map((row) => [row.variationId, row.waiting]));
}

/** A product's restock requests, waiting and notified, newest first, each with its text's state. */
export async function restockHistory(db: Db, productId: number) {
  const rows = await db
    .select({
      id: restockRequests.id,
      variationId: restockRequests.variationId,
      destName: restockRequests.destName,
      destPhone: restockRequests.destPhone,
      status: restockRequests.status,
      createdAt: restockRequests.createdAt,
      notifiedAt: restockRequests.notifiedAt,
      messageStatus: outboxMessages.status,
    })
    .from(restockRequests)
    .leftJoin(outboxMessages, eq(outboxMessages.dedupeKey, sql`'restock:' || ${restockRequests.id}`))
    .where(eq(restockRequests.productId, productId))
    .orderBy(desc(restockRequests.createdAt), desc(restockRequests.id))
    .limit(200);
  return rows;
}
