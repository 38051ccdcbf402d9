// Issue 18: the recovery pages' route actions, as a browser without scripts posts them. Each
// refusal comes back with its Korean message beside its field and the API's status; another
// site's post is refused; the whole 비밀번호 찾기 ends with a new password.
import { eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "../../../server/api/messages";
import { accountCodes, outboxMessages, users } from "../../../server/db/schema";
import { authMessages } from "../../../server/domain/auth/messages";
import { hashPassword, verifyPassword } from "../../../server/domain/auth/password";
import { recoveryMessages } from "../../../server/domain/auth/recovery-messages";
import { setLogLevel } from "../../../server/log";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { textedCode } from "../../../tests/helpers/texted-code";
import { findIdAction, findPasswordAction } from "./recovery.server";
import type { RecoveryAnswer } from "./recovery-answer";

let database: TestDatabase;
let context: AppLoadContext;

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  context = {
    db: database.db,
    clientKey: "198.51.100.7",
    recoveryCodeKey: "page-test-key",
    smsAvailable: true,
  } as AppLoadContext;
});

afterAll(async () => {
  await database.close();
});

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { host: "shop.test", "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

type Answer = UNSAFE_DataWithResponseInit<RecoveryAnswer>;
const answered = (result: unknown) => result as Answer;

describe("아이디 찾기 page action", () => {
  it("shows each refusal beside its field, with the API's status", async () => {
    const result = answered(
      await findIdAction(post("/login/find-id", { intent: "send", name: " ", phone: "12" }), context),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ step: "start", errors: { name: recoveryMessages.invalidName } });
  });

  it("moves to the code step with the same note for anyone, then shows the e-mail in part", async () => {
    await database.db.insert(users).values({
      email: "haneul@collins.kr",
      passwordHash: await hashPassword("향기로운하루2026!"),
      firstName: "하늘",
      lastName: "김",
      phone: "010-3030-4040",
    });
    const sent = answered(
      await findIdAction(post("/login/find-id", { intent: "send", name: "김하늘", phone: "01030304040" }), context),
    );
    expect(sent.data).toMatchObject({
      step: "code",
      values: { name: "김하늘", phone: "010-3030-4040" },
      notice: recoveryMessages.codeSent,
    });
    const stranger = answered(
      await findIdAction(post("/login/find-id", { intent: "send", name: "홍길동", phone: "01090908080" }), context),
    );
    expect(stranger.data.notice).toBe(sent.data.notice);

    const wrong = answered(
      await findIdAction(
        post("/login/find-id", { intent: "verify", step: "code", name: "김하늘", phone: "01030304040", code: "12" }),
        context,
      ),
    );
    expect(wrong.data).toMatchObject({ step: "code", errors: { code: recoveryMessages.invalidCode } });

    const code = await textedCode(database.db, "010-3030-4040");
    const found = answered(
      await findIdAction(
        post("/login/find-id", { intent: "verify", step: "code", name: "김하늘", phone: "01030304040", code }),
        context,
      ),
    );
    expect(found.data).toMatchObject({ step: "found", members: [{ email: "ha****@collins.kr" }] });
  });

  it("refuses a post from another site's page", async () => {
    const foreign = answered(
      await findIdAction(
        post(
          "/login/find-id",
          { intent: "send", name: "김하늘", phone: "01030304040" },
          { origin: "https://evil.example" },
        ),
        context,
      ),
    );
    expect(foreign.init?.status).toBe(403);
    expect(foreign.data.message).toBe(apiMessages.foreignOrigin);
  });
});

describe("비밀번호 찾기 page action", () => {
  it("checks the confirmation, then sets the new password with the texted code", async () => {
    const [member] = await database.db
      .insert(users)
      .values({
        email: "reset@collins.kr",
        passwordHash: await hashPassword("향기로운하루2026!"),
        firstName: "하늘",
        phone: "010-5050-6060",
      })
      .returning();
    await findPasswordAction(
      post("/login/find-password", { intent: "send", email: "reset@collins.kr", phone: "010-5050-6060" }),
      context,
    );
    const code = await textedCode(database.db, "010-5050-6060");
    const fields = { intent: "reset", step: "code", email: "reset@collins.kr", phone: "010-5050-6060", code };
    const mismatch = answered(
      await findPasswordAction(
        post("/login/find-password", {
          ...fields,
          new_password: "새로운향기2026?",
          new_password_confirm: "다른향기2026?",
        }),
        context,
      ),
    );
    expect(mismatch.init?.status).toBe(400);
    expect(mismatch.data.errors).toEqual({ new_password_confirm: authMessages.passwordMismatch });

    const done = answered(
      await findPasswordAction(
        post("/login/find-password", {
          ...fields,
          new_password: "새로운향기2026?",
          new_password_confirm: "새로운향기2026?",
        }),
        context,
      ),
    );
    expect(done.data.step).toBe("done");
    const [after] = await database.db
      .select()
      .from(users)
      .where(eq(users.id, member?.id ?? 0));
    expect(await verifyPassword(after?.passwordHash ?? "", "새로운향기2026?")).toBe(true);
  });

  it("answers 429 with the limit's message above the form", async () => {
    const limited = { ...context, clientKey: "198.51.100.8" } as AppLoadContext;
    const ask = (i: number) =>
      findPasswordAction(
        post("/login/find-password", { intent: "send", email: "x@collins.kr", phone: `010-8080-${1000 + i}` }),
        limited,
      );
    for (let i = 0; i < 10; i += 1) await ask(i);
    const refused = answered(await ask(10));
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toMatchObject({ step: "start", message: recoveryMessages.tooManyCodes });
  });
});

describe("a shop that cannot send texts", () => {
  it("answers both pages' steps 503 with the customer-service message and keeps nothing", async () => {
    const offline = { ...context, clientKey: "198.51.100.9", smsAvailable: false } as AppLoadContext;
    const codes = (await database.db.select().from(accountCodes)).length;
    const texts = (await database.db.select().from(outboxMessages)).length;
    const answers = [
      await findIdAction(post("/login/find-id", { intent: "send", name: "김하늘", phone: "01030304040" }), offline),
      await findPasswordAction(
        post("/login/find-password", { intent: "send", email: "haneul@collins.kr", phone: "01030304040" }),
        offline,
      ),
    ].map(answered);
    for (const answer of answers) {
      expect(answer.init?.status).toBe(503);
      expect(answer.data).toMatchObject({ step: "start", message: recoveryMessages.smsUnavailable });
    }
    expect(await database.db.select().from(accountCodes)).toHaveLength(codes);
    expect(await database.db.select().from(outboxMessages)).toHaveLength(texts);
  });
});
