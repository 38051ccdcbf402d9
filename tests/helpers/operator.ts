// Signed-in shoppers for the console's tests: a member, and an operator (a member whose role the
// test sets, as `npm run admin:create` would).
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../../server/db/schema";
import type { StaffRole } from "../../server/domain/admin/roles";
import { type Shopper, shopper } from "./shopper";
import type { TestApp } from "./test-app";

let members = 0;

export async function signedInMember(t: TestApp): Promise<Shopper & { email: string }> {
  const member = shopper(t);
  const email = `member-${++members}-${Date.now()}@collins.kr`;
  const signup = await member.call("POST", "/api/signup", {
    email,
    password: "collins-member-2026!",
    first_name: "회원",
    phone: "010-3333-4444",
    agree_terms: true,
    agree_privacy: true,
  });
  expect(signup.status).toBe(200);
  return Object.assign(member, { email });
}

/** A signed-in member with a console role: the owner (대표) unless `role` says otherwise. */
export async function signedInOperator(t: TestApp, role: StaffRole = "owner"): Promise<Shopper & { email: string }> {
  const member = await signedInMember(t);
  await t.database.db.update(users).set({ role }).where(eq(users.email, member.email));
  return member;
}
