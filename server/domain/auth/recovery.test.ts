// Issue 18 (identity): 아이디 찾기 and 비밀번호 찾기 by a 6-digit code texted to the member's
// phone. Codes are kept only as an HMAC, live 10 minutes and 5 tries, are replaced by a new
// request and limited per phone and per address; unknown accounts get the same answer; a reset
// ends every session; a Kakao-only member is sent to Kakao login.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { textedCode } from "../../../tests/helpers/texted-code";
import { accountCodes, outboxMessages, users } from "../../db/schema";
import { setLogLevel } from "../../log";
import { DomainError } from "../errors";
import { deliverOutbox } from "../messaging/outbox";
import { login } from "./accounts";
import { hashPassword } from "./password";
import {
  CODE_MAX_TRIES,
  CODE_TTL_MS,
  CODES_PER_CLIENT,
  CODES_PER_PHONE,
  findIdWithCode,
  type RecoveryContext,
  requestFindIdCode,
  requestPasswordResetCode,
  resetPasswordWithCode,
  TRIES_PER_CLIENT,
} from "./recovery";
import { recoveryMessages } from "./recovery-messages";
import { createSession, userOfSession } from "./sessions";

let database: TestDatabase;
const CODE_KEY = "test-recovery-key-0123456789abcdef";
const OLD_PASSWORD = "향기로운하루2026!";
const NEW_PASSWORD = "새로운향기2026?";

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

let n = 0;
/** A member with a phone of their own (so the per-phone limits of one test do not touch another). */
async function member(fields: Partial<typeof users.$inferInsert> = {}) {
  n += 1;
  const phone = `010-5${String(n).padStart(3, "0")}-${String(1000 + n).slice(-4)}`;
  const [created] = await database.db
    .insert(users)
    .values({
      email: `find${n}@collins.kr`,
      passwordHash: await hashPassword(OLD_PASSWORD),
      firstName: "하늘",
      lastName: "김",
      phone,
      ...fields,
    })
    .returning();
  if (!created) throw new Error("no member");
  return created;
}

const context = (clientKey = `198.51.100.${++n}`, now = new Date()): RecoveryContext => ({
  db: database.db,
  codeKey: CODE_KEY,
  clientKey,
  smsAvailable: true,
  now,
});

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("아이디 찾기", () => {
  it("texts a code to the member's phone and shows the e-mail in part for the right code", async () => {
    const user = await member({ email: "collins@collins.kr" });
    const c = context();
    await requestFindIdCode(c, { name: "김 하늘", phone: user.phone.replaceAll("-", "") });
    const code = await textedCode(database.db, user.phone);
    expect(await findIdWithCode(c, { name: "김하늘", phone: user.phone, code })).toEqual([
      { email: "co*****@collins.kr", kakao: false, password: true },
    ]);
  });

  it("keeps only an HMAC of the code, never the code or its plain hash", async () => {
    const user = await member();
    await requestFindIdCode(context(), { name: "김하늘", phone: user.phone });
    const code = await textedCode(database.db, user.phone);
    const [row] = await database.db.select().from(accountCodes).where(eq(accountCodes.phone, user.phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.codeHash).not.toBe(createHash("sha256").update(code).digest("hex"));
  });

  it("answers the same for a name and phone of no member, and texts nobody", async () => {
    const phone = "010-9999-0001";
    const before = await database.db.select().from(outboxMessages);
    await expect(requestFindIdCode(context(), { name: "없는사람", phone })).resolves.toBeUndefined();
    expect(await database.db.select().from(outboxMessages)).toHaveLength(before.length);
    // What follows looks the same as for a member: a wrong code counts down its tries.
    const tried = await failure(findIdWithCode(context(), { name: "없는사람", phone, code: "123456" }));
    expect(tried.message).toBe(recoveryMessages.wrongCode(CODE_MAX_TRIES - 1));
  });

  it("tells a Kakao-only member to use Kakao login", async () => {
    const user = await member({ email: null, passwordHash: null, kakaoId: "k-find-1", lastName: "" });
    await requestFindIdCode(context(), { name: "하늘", phone: `+82 ${user.phone.slice(1)}` });
    const code = await textedCode(database.db, user.phone);
    expect(await findIdWithCode(context(), { name: "하늘", phone: user.phone, code })).toEqual([
      { email: null, kakao: true, password: false },
    ]);
  });
});

describe("codes", () => {
  it("expire after 10 minutes", async () => {
    const user = await member();
    const start = new Date();
    await requestFindIdCode(context(undefined, start), { name: "김하늘", phone: user.phone });
    const code = await textedCode(database.db, user.phone);
    const late = context(undefined, new Date(start.getTime() + CODE_TTL_MS + 1000));
    const expired = await failure(findIdWithCode(late, { name: "김하늘", phone: user.phone, code }));
    expect(expired.message).toBe(recoveryMessages.codeExpired);
  });

  it("die after 5 wrong tries, even for the right code afterwards", async () => {
    const user = await member();
    await requestFindIdCode(context(), { name: "김하늘", phone: user.phone });
    const code = await textedCode(database.db, user.phone);
    const messages: string[] = [];
    for (let i = 0; i < CODE_MAX_TRIES; i += 1) {
      messages.push(
        (await failure(findIdWithCode(context(), { name: "김하늘", phone: user.phone, code: otherCode(code) })))
          .message,
      );
    }
    expect(messages).toEqual([
      recoveryMessages.wrongCode(4),
      recoveryMessages.wrongCode(3),
      recoveryMessages.wrongCode(2),
      recoveryMessages.wrongCode(1),
      recoveryMessages.codeDead,
    ]);
    const dead = await failure(findIdWithCode(context(), { name: "김하늘", phone: user.phone, code }));
    expect(dead.message).toBe(recoveryMessages.codeDead);
  });

  it("count concurrent guesses: 20 at once take no more than 5 tries", async () => {
    const user = await member();
    await requestFindIdCode(context(), { name: "김하늘", phone: user.phone });
    const code = await textedCode(database.db, user.phone);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () =>
        failure(findIdWithCode(context(), { name: "김하늘", phone: user.phone, code: otherCode(code) })),
      ),
    );
    expect(guesses.filter((g) => g.message.startsWith("인증번호가 올바르지 않아요")).length).toBe(CODE_MAX_TRIES - 1);
    const [row] = await database.db.select().from(accountCodes).where(eq(accountCodes.phone, user.phone));
    expect(row?.attempts).toBe(CODE_MAX_TRIES);
  });

  it("are replaced by a new request: the older code no longer works", async () => {
    const user = await member();
    await requestFindIdCode(context(), { name: "김하늘", phone: user.phone });
    const first = await textedCode(database.db, user.phone);
    await requestFindIdCode(context(), { name: "김하늘", phone: user.phone });
    const second = await textedCode(database.db, user.phone);
    if (first !== second) {
      const stale = await failure(findIdWithCode(context(), { name: "김하늘", phone: user.phone, code: first }));
      expect(stale.message).toBe(recoveryMessages.wrongCode(CODE_MAX_TRIES - 1));
    }
    expect(await findIdWithCode(context(), { name: "김하늘", phone: user.phone, code: second })).toHaveLength(1);
  });

  it("work once", async () => {
    const user = await member();
    await requestFindIdCode(context(), { name: "김하늘", phone: user.phone });
    const code = await textedCode(database.db, user.phone);
    await findIdWithCode(context(), { name: "김하늘", phone: user.phone, code });
    const again = await failure(findIdWithCode(context(), { name: "김하늘", phone: user.phone, code }));
    expect(again.message).toBe(recoveryMessages.codeExpired);
  });

  it(`are limited to ${CODES_PER_PHONE} an hour per phone, from any address`, async () => {
    const user = await member();
    for (let i = 0; i < CODES_PER_PHONE; i += 1) {
      await requestFindIdCode(context(), { name: "김하늘", phone: user.phone });
    }
    const limited = await failure(requestFindIdCode(context(), { name: "김하늘", phone: user.phone }));
    expect([limited.kind, limited.message]).toEqual(["rate_limited", recoveryMessages.tooManyCodes]);
    const later = context(undefined, new Date(Date.now() + 61 * 60 * 1000));
    await expect(requestFindIdCode(later, { name: "김하늘", phone: user.phone })).resolves.toBeUndefined();
  });

  it(`are limited to ${CODES_PER_CLIENT} an hour per address, for any phones`, async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < CODES_PER_CLIENT; i += 1) {
      await requestFindIdCode(context(address), { name: "아무개", phone: `010-7000-${String(i).padStart(4, "0")}` });
    }
    const limited = await failure(requestFindIdCode(context(address), { name: "아무개", phone: "010-7000-9999" }));
    expect([limited.kind, limited.message]).toEqual(["rate_limited", recoveryMessages.tooManyCodes]);
    await expect(requestFindIdCode(context("192.0.2.78"), { name: "아무개", phone: "010-7000-9999" })).resolves.toBe(
      undefined,
    );
  });

  it(`are tried at most ${TRIES_PER_CLIENT} times in 15 minutes from one address, across phones`, async () => {
    const address = "192.0.2.90";
    for (let i = 0; i < TRIES_PER_CLIENT; i += 1) {
      const phone = `010-7100-${String(i).padStart(4, "0")}`;
      await failure(findIdWithCode(context(address), { name: "아무개", phone, code: "123456" }));
    }
    const limited = await failure(
      findIdWithCode(context(address), { name: "아무개", phone: "010-7100-9999", code: "1" }),
    );
    expect([limited.kind, limited.message]).toEqual(["invalid", recoveryMessages.invalidCode]);
    const tooMany = await failure(
      findIdWithCode(context(address), { name: "아무개", phone: "010-7100-9999", code: "123456" }),
    );
    expect([tooMany.kind, tooMany.message]).toEqual(["rate_limited", recoveryMessages.tooManyTries]);
  });

  it("leave no readable code in the outbox once the text is sent", async () => {
    const user = await member();
    await requestPasswordResetCode(context(), { email: user.email ?? "", phone: user.phone });
    const code = await textedCode(database.db, user.phone);
    const sent: string[] = [];
    await deliverOutbox(database.db, {
      send: async ({ text }) => {
        sent.push(text);
        return { messageId: `m${sent.length}` };
      },
    });
    expect(sent.some((text) => text.includes(code))).toBe(true);
    const rows = await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.phone));
    expect(rows.map((row) => [row.status, row.body.includes(code)])).toEqual([["sent", false]]);
  });
});

describe("비밀번호 찾기", () => {
  it("sets the new password with the right code and ends every session of the member", async () => {
    const user = await member();
    const sessions = [await createSession(database.db, user.id), await createSession(database.db, user.id)];
    await requestPasswordResetCode(context(), { email: user.email?.toUpperCase() ?? "", phone: user.phone });
    const code = await textedCode(database.db, user.phone);
    await resetPasswordWithCode(context(), {
      email: user.email ?? "",
      phone: user.phone,
      code,
      new_password: NEW_PASSWORD,
    });
    for (const token of sessions) expect(await userOfSession(database.db, token)).toBeNull();
    const email = user.email ?? "";
    expect((await login(database.db, { email, password: NEW_PASSWORD }, "198.51.100.200")).id).toBe(user.id);
    await expect(login(database.db, { email, password: OLD_PASSWORD }, "198.51.100.200")).rejects.toThrow();
  });

  it("lets the owner in at once with the new password, though their wrong guesses had slowed them down", async () => {
    const user = await member();
    const email = user.email ?? "";
    const owner = "198.51.100.240";
    const guesser = "198.51.100.241";
    for (let i = 0; i < 6; i += 1) {
      await login(database.db, { email, password: `wrong-${i}` }, owner).catch(() => undefined);
      await login(database.db, { email, password: `wrong-${i}` }, guesser).catch(() => undefined);
    }
    expect((await failure(login(database.db, { email, password: OLD_PASSWORD }, owner))).kind).toBe("rate_limited");
    await requestPasswordResetCode(context(owner), { email, phone: user.phone });
    const code = await textedCode(database.db, user.phone);
    await resetPasswordWithCode(context(owner), { email, phone: user.phone, code, new_password: NEW_PASSWORD });
    expect((await login(database.db, { email, password: NEW_PASSWORD }, owner)).id).toBe(user.id);
    // The guesser's own failures on the account still hold him back.
    expect((await failure(login(database.db, { email, password: NEW_PASSWORD }, guesser))).kind).toBe("rate_limited");
  });

  it("checks the new password's rules before taking a try of the code", async () => {
    const user = await member();
    await requestPasswordResetCode(context(), { email: user.email ?? "", phone: user.phone });
    const code = await textedCode(database.db, user.phone);
    const input = { email: user.email ?? "", phone: user.phone, code };
    expect((await failure(resetPasswordWithCode(context(), { ...input, new_password: "short" }))).status).toBe(
      "invalid_password",
    );
    expect((await failure(resetPasswordWithCode(context(), { ...input, new_password: "password1" }))).status).toBe(
      "common_password",
    );
    await resetPasswordWithCode(context(), { ...input, new_password: NEW_PASSWORD });
  });

  it("answers the same for an e-mail with another phone, and its code does not reset the member", async () => {
    const user = await member();
    const stranger = "010-9999-0002";
    const before = await database.db.select().from(outboxMessages);
    await expect(
      requestPasswordResetCode(context(), { email: user.email ?? "", phone: stranger }),
    ).resolves.toBeUndefined();
    expect(await database.db.select().from(outboxMessages)).toHaveLength(before.length);
    const tried = await failure(
      resetPasswordWithCode(context(), {
        email: user.email ?? "",
        phone: stranger,
        code: "000000",
        new_password: NEW_PASSWORD,
      }),
    );
    expect(tried.message).toBe(recoveryMessages.wrongCode(CODE_MAX_TRIES - 1));
  });

  it("refuses the code of one e-mail for another e-mail on the same phone", async () => {
    const user = await member();
    const other = await member({ phone: user.phone, email: `other${n}@collins.kr` });
    await requestPasswordResetCode(context(), { email: user.email ?? "", phone: user.phone });
    const code = await textedCode(database.db, user.phone);
    const refused = await failure(
      resetPasswordWithCode(context(), {
        email: other.email ?? "",
        phone: user.phone,
        code,
        new_password: NEW_PASSWORD,
      }),
    );
    expect(refused.message).toBe(recoveryMessages.wrongCode(CODE_MAX_TRIES - 1));
  });

  it("sends a Kakao-only member to Kakao login instead of setting a password", async () => {
    const user = await member({ passwordHash: null, kakaoId: "k-reset-1" });
    await requestPasswordResetCode(context(), { email: user.email ?? "", phone: user.phone });
    const code = await textedCode(database.db, user.phone);
    const refused = await failure(
      resetPasswordWithCode(context(), {
        email: user.email ?? "",
        phone: user.phone,
        code,
        new_password: NEW_PASSWORD,
      }),
    );
    expect([refused.status, refused.message]).toEqual(["kakao_member", recoveryMessages.kakaoMember]);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBeNull();
  });

  it.each([
    [{ email: "not-an-email" }, "invalid_email"],
    [{ phone: "02-123" }, "invalid_phone"],
    [{ code: "12345" }, "invalid_code"],
  ])("rejects %o with a Korean message (status %s)", async (change, status) => {
    const input = { email: "a@collins.kr", phone: "010-1234-5678", code: "123456", new_password: NEW_PASSWORD };
    const error = await failure(resetPasswordWithCode(context(), { ...input, ...change }));
    expect([error.kind, error.status]).toEqual(["invalid", status]);
    expect(error.message).toMatch(/[가-힣]/);
  });
});

describe("a shop that cannot send texts (no Solapi, no simulator)", () => {
  it("refuses every step with 503 in Korean and keeps no code and queues no text", async () => {
    const user = await member();
    const email = user.email ?? "";
    const offline: RecoveryContext = { ...context(), smsAvailable: false };
    const codesBefore = await database.db.select().from(accountCodes);
    const outboxBefore = await database.db.select().from(outboxMessages);
    const steps = [
      () => requestFindIdCode(offline, { name: "김하늘", phone: user.phone }),
      () => findIdWithCode(offline, { name: "김하늘", phone: user.phone, code: "123456" }),
      () => requestPasswordResetCode(offline, { email, phone: user.phone }),
      () => resetPasswordWithCode(offline, { email, phone: user.phone, code: "123456", new_password: NEW_PASSWORD }),
    ];
    for (const step of steps) {
      const refused = await failure(step());
      expect(refused.kind).toBe("unavailable");
      expect(refused.message).toBe(recoveryMessages.smsUnavailable);
    }
    expect(await database.db.select().from(accountCodes)).toHaveLength(codesBefore.length);
    expect(await database.db.select().from(outboxMessages)).toHaveLength(outboxBefore.length);
    expect(await login(database.db, { email, password: OLD_PASSWORD }, "198.51.100.250")).toMatchObject({
      id: user.id,
    });
  });
});
