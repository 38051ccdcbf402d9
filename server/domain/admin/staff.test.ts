// Issue 22 "Staff": the owner's invitations and the staff list. An invitation is a one-time link for
// one e-mail and one role: its token is kept only hashed, it is accepted once, a used, expired or
// unknown link is refused with a Korean message, and only the owner's console page may make one.
// The owner sees the pending invitations (e-mail, role, expiry) and may withdraw one (초대 취소): its
// link then says it was withdrawn. The owner changes or removes another's role, never their own,
// and the shop never loses its last 대표; each with its audit entry.
import { eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as staffAction } from "../../../app/routes/admin/staff";
import { action as inviteAction, loader as inviteLoader } from "../../../app/routes/staff-invite";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { apiMessages } from "../../api/messages";
import { auditLog, staffInvites, users } from "../../db/schema";
import { setLogLevel } from "../../log";
import { createSession, type SessionUser } from "../auth/sessions";
import { DomainError } from "../errors";
import type { Operator } from "./audit";
import type { StaffRole, UserRole } from "./roles";
import {
  acceptInvite,
  changeStaffRole,
  createInvite,
  INVITE_LIFETIME_MS,
  listStaff,
  removeStaffAccess,
  staffMessages,
  withdrawInvite,
} from "./staff";

const COOKIE = "collins_session";
let database: TestDatabase;
let context: AppLoadContext;
let owner: Operator;

async function userWith(email: string, role: UserRole): Promise<SessionUser> {
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: "x", firstName: "하늘", role })
    .returning();
  if (!user) throw new Error("user not inserted");
  return user;
}

const cookieOf = async (user: SessionUser) => `${COOKIE}=${await createSession(database.db, user.id)}`;

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  context = {
    db: database.db,
    publicBaseUrl: "http://shop.test",
    sessionCookie: { name: COOKIE, secure: false },
  } as AppLoadContext;
  const user = await userWith("owner@collins.kr", "owner");
  owner = { id: user.id, email: "owner@collins.kr", role: "owner" };
});

afterAll(async () => {
  await database.close();
});

async function refusal(run: () => Promise<unknown>): Promise<{ kind: string; message: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error("nothing was refused");
}

/** The staff page's action posted as a browser posts its form, by a user of the given role. */
async function staffPost(role: StaffRole, fields: Record<string, string>) {
  const user = await userWith(`${role}-${Math.random().toString(36).slice(2)}@collins.kr`, role);
  const request = new Request("http://shop.test/admin/staff", {
    method: "POST",
    headers: {
      host: "shop.test",
      origin: "http://shop.test",
      cookie: await cookieOf(user),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });
  return staffAction({ request, context, params: {} } as unknown as Parameters<typeof staffAction>[0]).then(
    (answer) => answer as UNSAFE_DataWithResponseInit<{ ok?: string; link?: string }>,
    (error: UNSAFE_DataWithResponseInit<string>) => error,
  );
}

const roleOf = async (id: number) =>
  (await database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe("staff invitations", () => {
  it("keeps only the token's hash, is accepted once, and sets the role", async () => {
    const { token, expiresAt } = await createInvite(database.db, owner, {
      email: " Mina@Collins.kr ",
      role: "manager",
    });
    const [row] = await database.db.select().from(staffInvites).where(eq(staffInvites.email, "mina@collins.kr"));
    expect(row?.tokenHash).toHaveLength(64);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(expiresAt.getTime() - (row?.createdAt.getTime() ?? 0)).toBe(INVITE_LIFETIME_MS);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "staff.invite"));
    expect(JSON.stringify(audit)).not.toContain(token);

    const mina = await userWith("mina@collins.kr", "member");
    expect(await acceptInvite(database.db, mina, token)).toBe("manager");
    expect(await roleOf(mina.id)).toBe("manager");
    expect(await refusal(() => acceptInvite(database.db, mina, token))).toEqual({
      kind: "conflict",
      message: staffMessages.usedInvite,
    });
  });

  it("lets one of two acceptances of the same link through", async () => {
    const { token } = await createInvite(database.db, owner, { email: "twice@collins.kr", role: "staff" });
    const user = await userWith("twice@collins.kr", "member");
    const outcomes = await Promise.allSettled([
      acceptInvite(database.db, user, token),
      acceptInvite(database.db, user, token),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
  });

  it("refuses an expired link, an unknown one, and another member's", async () => {
    const created = new Date(Date.now() - INVITE_LIFETIME_MS - 1000);
    const { token } = await createInvite(database.db, owner, { email: "late@collins.kr", role: "staff" }, created);
    const late = await userWith("late@collins.kr", "member");
    expect(await refusal(() => acceptInvite(database.db, late, token))).toEqual({
      kind: "conflict",
      message: staffMessages.expiredInvite,
    });
    expect(await refusal(() => acceptInvite(database.db, late, "not-a-token"))).toEqual({
      kind: "not_found",
      message: staffMessages.unknownInvite,
    });
    const other = await createInvite(database.db, owner, { email: "someone@collins.kr", role: "staff" });
    expect(await refusal(() => acceptInvite(database.db, late, other.token))).toEqual({
      kind: "forbidden",
      message: staffMessages.otherEmail("someone@collins.kr"),
    });
    expect(await roleOf(late.id)).toBe("member");
  });

  it("answers the link's page with the refusal's status: 404 unknown, 409 used", async () => {
    const args = (token: string, request: Request) =>
      ({ request, context, params: { token } }) as unknown as Parameters<typeof inviteLoader>[0];
    const get = (token: string) =>
      new Request(`http://shop.test/admin/invite/${token}`, { headers: { host: "shop.test" } });
    const statusOf = async (run: () => Promise<unknown>) =>
      run().then(
        () => 200,
        (error: UNSAFE_DataWithResponseInit<string>) => [error.init?.status, error.data],
      );
    expect(await statusOf(() => inviteLoader(args("unknown", get("unknown"))))).toEqual([
      404,
      staffMessages.unknownInvite,
    ]);

    const { token } = await createInvite(database.db, owner, { email: "page@collins.kr", role: "staff" });
    const invitee = await userWith("page@collins.kr", "member");
    const post = new Request(`http://shop.test/admin/invite/${token}`, {
      method: "POST",
      headers: { host: "shop.test", origin: "http://shop.test", cookie: await cookieOf(invitee) },
    });
    const accepted = (await inviteAction(args(token, post) as Parameters<typeof inviteAction>[0])) as Response;
    expect([accepted.status, accepted.headers.get("Location")]).toEqual([302, "/admin/orders"]);
    expect(await roleOf(invitee.id)).toBe("staff");
    expect(await statusOf(() => inviteLoader(args(token, get(token))))).toEqual([409, staffMessages.usedInvite]);
  });

  it("lets only the owner make an invitation on the staff page", async () => {
    const invite = async (role: StaffRole) => {
      const user = await userWith(`${role}-inviter@collins.kr`, role);
      const request = new Request("http://shop.test/admin/staff", {
        method: "POST",
        headers: {
          host: "shop.test",
          origin: "http://shop.test",
          cookie: await cookieOf(user),
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "invite", email: `by-${role}@collins.kr`, role: "owner" }),
      });
      return staffAction({ request, context, params: {} } as unknown as Parameters<typeof staffAction>[0]).then(
        (answer) => answer as UNSAFE_DataWithResponseInit<{ link?: string }>,
        (error: UNSAFE_DataWithResponseInit<string>) => error,
      );
    };
    const byOwner = await invite("owner");
    expect(String((byOwner.data as { link?: string }).link)).toMatch(/^http:\/\/shop\.test\/admin\/invite\/[\w-]{32}$/);
    for (const role of ["manager", "staff"] as const) {
      const refused = await invite(role);
      expect([role, refused.init?.status, refused.data]).toEqual([
        role,
        403,
        apiMessages.roleForbidden(role === "manager" ? "매니저" : "스태프"),
      ]);
    }
    const made = await database.db.select().from(staffInvites);
    expect(made.filter((row) => row.email.startsWith("by-")).map((row) => row.email)).toEqual(["by-owner@collins.kr"]);
  });
});

describe("withdrawing an invitation (초대 취소)", () => {
  const inviteLoaderArgs = (token: string) =>
    ({
      request: new Request(`http://shop.test/admin/invite/${token}`, { headers: { host: "shop.test" } }),
      context,
      params: { token },
    }) as unknown as Parameters<typeof inviteLoader>[0];
  const pageAnswer = (token: string) =>
    inviteLoader(inviteLoaderArgs(token)).then(
      () => 200,
      (error: UNSAFE_DataWithResponseInit<string>) => [error.init?.status, error.data],
    );
  const pendingEmails = async () => (await listStaff(database.db)).invites.map((invite) => invite.email);

  it("lists the pending invitation with its role and expiry, and withdraws it with an audit entry", async () => {
    const { token, expiresAt } = await createInvite(database.db, owner, { email: "wd@collins.kr", role: "manager" });
    const listed = (await listStaff(database.db)).invites.find((invite) => invite.email === "wd@collins.kr");
    expect(listed).toMatchObject({ role: "manager", expiresAt });
    await withdrawInvite(database.db, owner, listed?.id ?? 0);
    expect(await pendingEmails()).not.toContain("wd@collins.kr");
    expect(await pageAnswer(token)).toEqual([409, staffMessages.withdrawnInvite]);
    const invitee = await userWith("wd@collins.kr", "member");
    expect(await refusal(() => acceptInvite(database.db, invitee, token))).toEqual({
      kind: "conflict",
      message: staffMessages.withdrawnInvite,
    });
    expect(await roleOf(invitee.id)).toBe("member");
    expect(await refusal(() => withdrawInvite(database.db, owner, listed?.id ?? 0))).toEqual({
      kind: "conflict",
      message: staffMessages.notPending,
    });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(listed?.id)));
    expect(entries.map((entry) => entry.action)).toEqual(["staff.invite", "staff.invite.withdraw"]);
  });

  it("tells an expired link's visitor so, and cannot withdraw an accepted or expired invitation", async () => {
    const created = new Date(Date.now() - INVITE_LIFETIME_MS - 1000);
    const expired = await createInvite(database.db, owner, { email: "old@collins.kr", role: "staff" }, created);
    expect(await pageAnswer(expired.token)).toEqual([409, staffMessages.expiredInvite]);
    const [row] = await database.db.select().from(staffInvites).where(eq(staffInvites.email, "old@collins.kr"));
    expect(await refusal(() => withdrawInvite(database.db, owner, row?.id ?? 0))).toEqual({
      kind: "conflict",
      message: staffMessages.notPending,
    });
    const accepted = await createInvite(database.db, owner, { email: "in@collins.kr", role: "staff" });
    await acceptInvite(database.db, await userWith("in@collins.kr", "member"), accepted.token);
    const [used] = await database.db.select().from(staffInvites).where(eq(staffInvites.email, "in@collins.kr"));
    expect(await refusal(() => withdrawInvite(database.db, owner, used?.id ?? 0))).toEqual({
      kind: "conflict",
      message: staffMessages.notPending,
    });
  });

  it("lets only the owner withdraw on the staff page; a bad id is a Korean 400", async () => {
    await createInvite(database.db, owner, { email: "keep@collins.kr", role: "staff" });
    const [row] = await database.db.select().from(staffInvites).where(eq(staffInvites.email, "keep@collins.kr"));
    const fields = { intent: "withdraw", invite_id: String(row?.id) };
    for (const role of ["manager", "staff"] as const) {
      const refused = await staffPost(role, fields);
      expect([role, refused.init?.status]).toEqual([role, 403]);
      expect(await pendingEmails()).toContain("keep@collins.kr");
    }
    const malformed = await staffPost("owner", { intent: "withdraw", invite_id: "abc" });
    expect(malformed.init?.status).toBe(400);
    expect(JSON.stringify(malformed.data)).toContain(staffMessages.notPending);
    const byOwner = await staffPost("owner", fields);
    expect((byOwner.data as { ok?: string }).ok).toBe("초대를 취소했어요. 보낸 링크는 더 이상 쓸 수 없어요.");
    expect(await pendingEmails()).not.toContain("keep@collins.kr");
  });
});

describe("the staff list", () => {
  it("changes and removes another's role with an audit entry, never the owner's own", async () => {
    const jun = await userWith("jun@collins.kr", "staff");
    await changeStaffRole(database.db, owner, jun.id, "manager");
    expect(await roleOf(jun.id)).toBe("manager");
    await removeStaffAccess(database.db, owner, jun.id);
    expect(await roleOf(jun.id)).toBe("member");
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(jun.id)));
    expect(entries.map((entry) => [entry.action, entry.operatorRole])).toEqual([
      ["staff.role", "owner"],
      ["staff.remove", "owner"],
    ]);
    expect((await listStaff(database.db)).staff.map((member) => member.email)).not.toContain("jun@collins.kr");
    expect(await refusal(() => removeStaffAccess(database.db, owner, owner.id))).toEqual({
      kind: "conflict",
      message: staffMessages.notYourself,
    });
    expect(await refusal(() => changeStaffRole(database.db, owner, jun.id, "staff"))).toEqual({
      kind: "not_found",
      message: staffMessages.notStaff,
    });
  });

  it("lets only the owner change or remove a role on the staff page", async () => {
    const mina = await userWith("mina-role@collins.kr", "staff");
    for (const role of ["manager", "staff"] as const) {
      const changed = await staffPost(role, { intent: "role", id: String(mina.id), role: "owner" });
      const removed = await staffPost(role, { intent: "remove", id: String(mina.id) });
      expect([role, changed.init?.status, removed.init?.status]).toEqual([role, 403, 403]);
    }
    expect(await roleOf(mina.id)).toBe("staff");
    expect((await staffPost("owner", { intent: "role", id: String(mina.id), role: "manager" })).data).toMatchObject({
      ok: "권한을 매니저(으)로 바꿨어요.",
    });
    expect(await roleOf(mina.id)).toBe("manager");
  });

  it("never leaves the shop without a 대표: an owner demoted meanwhile cannot demote the other", async () => {
    const first = await userWith("first-owner@collins.kr", "owner");
    const second = await userWith("second-owner@collins.kr", "owner");
    const asFirst: Operator = { id: first.id, email: "first-owner@collins.kr", role: "owner" };
    const asSecond: Operator = { id: second.id, email: "second-owner@collins.kr", role: "owner" };
    // The second owner takes the first one's role; the first, whose page still says 대표, tries back.
    await changeStaffRole(database.db, asSecond, first.id, "manager");
    expect(await refusal(() => changeStaffRole(database.db, asFirst, second.id, "manager"))).toEqual({
      kind: "conflict",
      message: staffMessages.lastOwner,
    });
    expect(await refusal(() => removeStaffAccess(database.db, asFirst, second.id))).toEqual({
      kind: "conflict",
      message: staffMessages.lastOwner,
    });
    expect(await roleOf(second.id)).toBe("owner");
  });
});
