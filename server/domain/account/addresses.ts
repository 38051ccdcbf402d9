// A member's address book (issue 20): list, keep (the checkout's "기본 배송지로 저장" and the
// account's shipping form), make default and delete. At most MAX_ADDRESSES per member and one
// default, which users.shipping mirrors as the spec's `shipping` of /api/my/info. Every write locks
// the member's row first, so two tabs cannot pass the bound or leave two defaults together.
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { MAX_ADDRESSES } from "../../../core/address-book";
import type { Db } from "../../db/client";
import { type Address, memberAddresses, users } from "../../db/schema";
import type { Tx } from "../checkout/stock";
import { DomainError } from "../errors";
import { ADDRESS_BOOK_FULL, addressBookMessages } from "./messages";

export type MemberAddress = typeof memberAddresses.$inferSelect;

/** The member's addresses, the default first, then the most recently used. */
export function listAddresses(db: Db, userId: number): Promise<MemberAddress[]> {
  return db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.userId, userId))
    .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.updatedAt), desc(memberAddresses.id));
}

/** One of the member's addresses, or null (another member's is as good as none). */
export async function findAddress(db: Db, userId: number, addressId: number): Promise<MemberAddress | null> {
  const [row] = await db
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.id, addressId), eq(memberAddresses.userId, userId)));
  return row ?? null;
}

/** An address in the shape of an order's shipping and users.shipping (the name kept whole). */
export function shippingOf(address: MemberAddress): Address {
  return {
    first_name: address.recipientName,
    last_name: "",
    postcode: address.postcode,
    address_1: address.address1,
    address_2: address.address2,
    phone: address.phone,
  };
}

/**
 * Keeps a checked address (the callers validate it): the same place (postcode and both address
 * lines) already in the book is refreshed with this recipient and phone instead of copied, so
 * ordering to one place again and again keeps one entry. A new place past MAX_ADDRESSES is refused.
 * `makeDefault` makes it the default; the member's first address is the default anyway.
 */
export async function keepAddress(
  db: Db,
  userId: number,
  address: Address,
  options: { makeDefault: boolean },
  now = new Date(),
): Promise<MemberAddress> {
  const fields = {
    recipientName: `${address.last_name}${address.first_name}`.trim(),
    phone: address.phone,
    postcode: address.postcode,
    address1: address.address_1.trim(),
    address2: address.address_2.trim(),
  };
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [same] = await tx
      .select()
      .from(memberAddresses)
      .where(
        and(
          eq(memberAddresses.userId, userId),
          eq(memberAddresses.postcode, fields.postcode),
          eq(memberAddresses.address1, fields.address1),
          eq(memberAddresses.address2, fields.address2),
        ),
      )
      .limit(1);
    let kept: MemberAddress | undefined;
    if (same) {
      [kept] = await tx
        .update(memberAddresses)
        .set({ ...fields, updatedAt: now })
        .where(eq(memberAddresses.id, same.id))
        .returning();
    } else {
      const [held] = await tx.select({ n: count() }).from(memberAddresses).where(eq(memberAddresses.userId, userId));
      const n = held?.n ?? 0;
      if (n >= MAX_ADDRESSES) {
        throw new DomainError("invalid", addressBookMessages.full(MAX_ADDRESSES), ADDRESS_BOOK_FULL);
      }
      [kept] = await tx
        .insert(memberAddresses)
        .values({ ...fields, userId, createdAt: now, updatedAt: now })
        .returning();
      if (kept && n === 0) return makeDefault(tx, userId, kept, now, address);
    }
    if (!kept) throw new Error("address was not kept");
    return options.makeDefault ? makeDefault(tx, userId, kept, now, address) : kept;
  });
}

/** 기본으로 설정: one of the member's addresses becomes the default. */
export async function setDefaultAddress(db: Db, userId: number, addressId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [address] = await tx
      .select()
      .from(memberAddresses)
      .where(and(eq(memberAddresses.id, addressId), eq(memberAddresses.userId, userId)));
    if (!address) throw new DomainError("not_found", addressBookMessages.notFound);
    await makeDefault(tx, userId, address, now);
  });
}

/**
 * 삭제: removes one of the member's addresses. When it was the default, the most recently used
 * of the others takes its place, so the next checkout still starts filled; the last one leaves
 * the member without a saved address.
 */
export async function deleteAddress(db: Db, userId: number, addressId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [deleted] = await tx
      .delete(memberAddresses)
      .where(and(eq(memberAddresses.id, addressId), eq(memberAddresses.userId, userId)))
      .returning();
    if (!deleted) throw new DomainError("not_found", addressBookMessages.notFound);
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select()
      .from(memberAddresses)
      .where(and(eq(memberAddresses.userId, userId), ne(memberAddresses.id, deleted.id)))
      .orderBy(desc(memberAddresses.updatedAt), asc(memberAddresses.id))
      .limit(1);
    if (next) await makeDefault(tx, userId, next, now);
    else await tx.update(users).set({ shipping: null }).where(eq(users.id, userId));
  });
}

async function lockMember(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/**
 * The one default of the member (the old one cleared first: the partial unique index allows one),
 * mirrored into users.shipping; `as` keeps a form's family and given names apart there.
 */
async function makeDefault(
  tx: Tx,
  userId: number,
  address: MemberAddress,
  now: Date,
  as?: Address,
): Promise<MemberAddress> {
  await tx
    .update(memberAddresses)
    .set({ isDefault: false })
    .where(
      and(eq(memberAddresses.userId, userId), eq(memberAddresses.isDefault, true), ne(memberAddresses.id, address.id)),
    );
  const [made] = await tx
    .update(memberAddresses)
    .set({ isDefault: true, updatedAt: now })
    .where(eq(memberAddresses.id, address.id))
    .returning();
  if (!made) throw new Error("address vanished under the member's lock");
  await tx
    .update(users)
    .set({ shipping: as ?? shippingOf(made) })
    .where(eq(users.id, userId));
  return made;
}
