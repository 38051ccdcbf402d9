// Which cart a request means: a member's by user id, a guest's by the opaque cookie token.
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carts } from "../../db/schema";

export type Viewer = { userId: number | null };

export type CartRef = { userId: number | null; token: string | null };

export function newCartToken(): string {
  return randomBytes(16).toString("base64url");
}

export function hashCartToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

type Executor = Pick<Db, "select" | "insert">;

export async function findCartId(db: Executor, ref: CartRef): Promise<number | null> {
  if (ref.userId !== null) {
    const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, ref.userId)).limit(1);
    return row?.id ?? null;
  }
  if (!ref.token) return null;
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.tokenHash, hashCartToken(ref.token)))
    .limit(1);
  return row?.id ?? null;
}

/** The cart's id, creating the cart on first use (a guest's needs `ref.token`). */
export async function ensureCartId(db: Executor, ref: CartRef): Promise<number> {
  const existing = await findCartId(db, ref);
  if (existing !== null) return existing;
  const values =
    ref.userId !== null ? { userId: ref.userId } : { tokenHash: hashCartToken(ref.token ?? newCartToken()) };
  const [created] = await db.insert(carts).values(values).onConflictDoNothing().returning({ id: carts.id });
  if (created) return created.id;
  const raced = await findCartId(db, ref);
  if (raced === null) throw new Error("cart could not be created");
  return raced;
}
