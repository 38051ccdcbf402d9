// The shop's staff (issue 22 "Staff"): who has which console role, the owner changing or removing
// it (never leaving the shop without a 대표), and the owner's invitations — a one-time link for one
// e-mail and one role, its token stored only hashed, usable once within 72 hours unless the owner
// withdraws it. The link is shown to the owner to copy; no e-mail is sent.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { isValidEmail } from "../../../core/contact";
import type { Db } from "../../db/client";
import { staffInvites, users } from "../../db/schema";
import type { SessionUser } from "../auth/sessions";
import type { Tx } from "../checkout/stock";
import { DomainError } from "../errors";
import { idOf } from "../ids";
import { type Operator, recordAudit } from "./audit";
import { isStaffRole, ROLE_LABELS, STAFF_ROLES, type StaffRole } from "./roles";

export const INVITE_LIFETIME_MS = 72 * 60 * 60 * 1000;

export const staffMessages = {
  invalidEmail: "초대할 분의 이메일을 정확히 입력해주세요.",
  invalidRole: "권한을 대표, 매니저, 스태프 중에서 골라주세요.",
  alreadyStaff: (role: string) => `이미 ${role} 권한이 있는 계정이에요. 목록에서 권한을 바꿔주세요.`,
  notStaff: "직원 목록에 없는 계정이에요.",
  notYourself: "본인의 권한은 바꾸거나 뺄 수 없어요. 다른 대표에게 요청해주세요.",
  unknownInvite: "초대 링크를 찾을 수 없어요. 링크를 다시 확인하거나 대표에게 새 링크를 요청해주세요.",
  usedInvite: "이미 사용된 초대 링크예요. 대표에게 새 링크를 요청해주세요.",
  expiredInvite: "초대 링크의 유효 기간(72시간)이 지났어요. 대표에게 새 링크를 요청해주세요.",
  withdrawnInvite: "대표가 취소한 초대 링크예요. 초대가 필요하면 대표에게 새 링크를 요청해주세요.",
  notPending: "이미 수락되었거나 취소되었거나 기간이 지난 초대예요. 목록을 다시 확인해주세요.",
  lastOwner: "대표가 한 명은 남아 있어야 해요. 다른 분을 대표로 정한 뒤 다시 시도해주세요.",
  otherEmail: (email: string) => `이 초대는 ${email} 계정을 위한 거예요. 그 이메일로 로그인해주세요.`,
  ownerStays: "대표 계정은 초대로 권한을 바꿀 수 없어요.",
} as const;

const roleSchema = z.enum(STAFF_ROLES, { error: staffMessages.invalidRole });

/** The owner's invitation form. */
export const inviteSchema = z.object({
  email: z.string({ error: staffMessages.invalidEmail }).trim().refine(isValidEmail, staffMessages.invalidEmail),
  role: roleSchema,
});

/** A role change of one staff member. */
export const staffRoleSchema = z.object({ id: idOf(staffMessages.notStaff), role: roleSchema });

/** The invitation the owner withdraws. */
export const inviteIdSchema = z.object({
  invite_id: idOf(staffMessages.notPending),
});

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type StaffMember = { id: number; email: string | null; name: string; role: StaffRole };
export type PendingInvite = { id: number; email: string; role: StaffRole; expiresAt: Date };

/** The staff by role (대표 first), and the invitations not yet accepted nor expired. */
export async function listStaff(db: Db, now = new Date()): Promise<{ staff: StaffMember[]; invites: PendingInvite[] }> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.id));
  const staff = rows
    .flatMap(({ firstName, lastName, role, ...row }) =>
      isStaffRole(role) ? [{ ...row, role, name: `${lastName}${firstName}` }] : [],
    )
    .sort((a, b) => STAFF_ROLES.indexOf(a.role) - STAFF_ROLES.indexOf(b.role));
  const invites = await db
    .select({
      id: staffInvites.id,
      email: staffInvites.email,
      role: staffInvites.role,
      expiresAt: staffInvites.expiresAt,
    })
    .from(staffInvites)
    .where(pendingAt(now))
    .orderBy(desc(staffInvites.createdAt));
  return { staff, invites };
}

/** An invitation that can still be accepted: not accepted, not withdrawn, not expired. */
const pendingAt = (now: Date) =>
  and(isNull(staffInvites.acceptedAt), isNull(staffInvites.withdrawnAt), gt(staffInvites.expiresAt, now));

async function staffMember(db: Db, operator: Operator, userId: number): Promise<StaffMember & { role: StaffRole }> {
  if (userId === operator.id) throw new DomainError("conflict", staffMessages.notYourself);
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row || !isStaffRole(row.role)) throw new DomainError("not_found", staffMessages.notStaff);
  return { id: row.id, email: row.email, name: `${row.lastName}${row.firstName}`, role: row.role };
}

/**
 * The 대표 accounts locked for a change of another's role: the acting owner must still be one of
 * them, so two owners taking the role from each other at once never leave the shop without a 대표.
 */
async function lockOwners(tx: Tx, operator: Operator): Promise<void> {
  const owners = await tx.select({ id: users.id }).from(users).where(eq(users.role, "owner")).for("update");
  if (!owners.some((owner) => owner.id === operator.id)) throw new DomainError("conflict", staffMessages.lastOwner);
}

/** The owner gives a staff member another role (never their own: the shop keeps its owner). */
export async function changeStaffRole(db: Db, operator: Operator, userId: number, role: StaffRole): Promise<void> {
  const before = await staffMember(db, operator, userId);
  await db.transaction(async (tx) => {
    await lockOwners(tx, operator);
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await recordAudit(tx, operator, {
      action: "staff.role",
      entity: "user",
      entityId: userId,
      before: { role: before.role },
      after: { role },
    });
  });
}

/** The owner takes the console away from a staff member: they stay a member of the shop. */
export async function removeStaffAccess(db: Db, operator: Operator, userId: number): Promise<void> {
  const before = await staffMember(db, operator, userId);
  await db.transaction(async (tx) => {
    await lockOwners(tx, operator);
    await tx.update(users).set({ role: "member" }).where(eq(users.id, userId));
    await recordAudit(tx, operator, {
      action: "staff.remove",
      entity: "user",
      entityId: userId,
      before: { role: before.role },
      after: { role: "member" },
    });
  });
}

/** A new invitation; the token is returned once, for the link, and only its hash is kept. */
export async function createInvite(
  db: Db,
  operator: Operator,
  { email, role }: { email: string; role: StaffRole },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const invited = email.trim().toLowerCase();
  const [existing] = await db.select({ role: users.role }).from(users).where(eq(users.email, invited));
  if (existing && isStaffRole(existing.role)) {
    throw new DomainError("conflict", staffMessages.alreadyStaff(ROLE_LABELS[existing.role]));
  }
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
  await db.transaction(async (tx) => {
    const [invite] = await tx
      .insert(staffInvites)
      .values({ tokenHash: hashToken(token), email: invited, role, invitedBy: operator.id, createdAt: now, expiresAt })
      .returning({ id: staffInvites.id });
    await recordAudit(tx, operator, {
      action: "staff.invite",
      entity: "staff_invite",
      entityId: invite?.id ?? 0,
      after: { email: invited, role, expiresAt },
    });
  });
  return { token, expiresAt };
}

/** The owner withdraws an invitation not yet accepted: its link then says it was withdrawn. */
export async function withdrawInvite(db: Db, operator: Operator, inviteId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(staffInvites)
      .set({ withdrawnAt: now })
      .where(and(eq(staffInvites.id, inviteId), pendingAt(now)))
      .returning({ email: staffInvites.email, role: staffInvites.role, expiresAt: staffInvites.expiresAt });
    if (!withdrawn) throw new DomainError("conflict", staffMessages.notPending);
    await recordAudit(tx, operator, {
      action: "staff.invite.withdraw",
      entity: "staff_invite",
      entityId: inviteId,
      before: withdrawn,
      after: { withdrawnAt: now },
    });
  });
}

/** The invitation of a link, while it can still be accepted; otherwise why not. */
export async function openInvite(db: Db, token: string, now = new Date()): Promise<PendingInvite> {
  const [invite] = await db
    .select()
    .from(staffInvites)
    .where(eq(staffInvites.tokenHash, hashToken(token)));
  if (!invite) throw new DomainError("not_found", staffMessages.unknownInvite);
  if (invite.acceptedAt) throw new DomainError("conflict", staffMessages.usedInvite);
  if (invite.withdrawnAt) throw new DomainError("conflict", staffMessages.withdrawnInvite);
  if (invite.expiresAt <= now) throw new DomainError("conflict", staffMessages.expiredInvite);
  return { id: invite.id, email: invite.email, role: invite.role, expiresAt: invite.expiresAt };
}

/**
 * The signed-in member accepts: the invitation is marked used in the same statement that checks it
 * is unused and unexpired, so a link is good for one acceptance however many arrive together.
 */
export async function acceptInvite(db: Db, user: SessionUser, token: string, now = new Date()): Promise<StaffRole> {
  const invite = await openInvite(db, token, now);
  if (user.email !== invite.email) throw new DomainError("forbidden", staffMessages.otherEmail(invite.email));
  if (user.role === "owner" && invite.role !== "owner") throw new DomainError("conflict", staffMessages.ownerStays);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffInvites)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(and(eq(staffInvites.id, invite.id), pendingAt(now)))
      .returning({ id: staffInvites.id });
    if (!used) throw new DomainError("conflict", staffMessages.usedInvite);
    await tx.update(users).set({ role: invite.role }).where(eq(users.id, user.id));
    await recordAudit(
      tx,
      { id: user.id, email: invite.email, role: invite.role },
      {
        action: "staff.accept",
        entity: "staff_invite",
        entityId: invite.id,
        before: { role: user.role },
        after: { role: invite.role },
      },
    );
    return invite.role;
  });
}
