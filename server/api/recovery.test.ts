import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { textedCode } from "../../tests/helpers/texted-code";
import { accountCodes, outboxMessages, users } from "../db/schema";
import { hashPassword } from "../domain/auth/password";
import { CODES_PER_CLIENT, CODES_PER_PHONE } from "../domain/auth/recovery";
import { recoveryMessages } from "../domain/auth/recovery-messages";

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});

afterAll(async () => {
  await t.close();
});

/** A browser of its own: its own address and cookie jar. */
function browser(address = `203.0.113.${++n}`) {
  let cookie = "";
  return async (path: string, body?: unknown) => {
    const response = await t.app.request(path, {
      method: body === undefined ? "GET" : "POST",
      headers: { "x-forwarded-for": address, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((set) => set.includes("session="));
    if (session) cookie = session.split(";")[0] ?? "";
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
}

const PASSWORD = "향기로운하루2026!";

async function signUp(call = browser()) {
  n += 1;
  const phone = `010-4${String(n).padStart(3, "0")}-${String(2000 + n)}`;
  const email = `recover${n}@collins.kr`;
  const answer = await call("/api/signup", {
    email,
    password: PASSWORD,
    first_name: "하늘",
    last_name: "김",
    phone: phone.replaceAll("-", ""),
    agree_terms: true,
    agree_privacy: true,
  });
  expect(answer.status).toBe(200);
  return { call, email, phone };
}

describe("POST /api/account/find-id", () => {
  it("answers a member and a stranger alike, then shows the member's e-mail in part for the texted code", async () => {
    const member = await signUp();
    const call = browser();
    const known = await call("/api/account/find-id/code", { name: "김하늘", phone: member.phone });
    const unknown = await call("/api/account/find-id/code", { name: "김하늘", phone: "010-9876-5432" });
    expect(known).toMatchObject({ status: 200, body: { status: "code_sent", message: recoveryMessages.codeSent } });
    expect(unknown.body).toEqual(known.body);
    expect(known.headers.get("cache-control")).toBe("no-store");

    const found = await call("/api/account/find-id", {
      name: "김하늘",
      phone: member.phone,
      code: await textedCode(t.database.db, member.phone),
    });
    expect(found.status).toBe(200);
    expect(found.body.members).toEqual([
      { email: `re${"*".repeat(member.email.indexOf("@") - 2)}@collins.kr`, kakao: false, password: true },
    ]);
  });

  it("refuses a wrong code with the tries left (400, Korean)", async () => {
    const member = await signUp();
    const call = browser();
    await call("/api/account/find-id/code", { name: "김하늘", phone: member.phone });
    const code = await textedCode(t.database.db, member.phone);
    const wrong = await call("/api/account/find-id", {
      name: "김하늘",
      phone: member.phone,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: recoveryMessages.wrongCode(4), status: "invalid_code" },
    });
  });

  it.each([
    [{ name: "김하늘" }, recoveryMessages.invalidPhone],
    [{ name: "", phone: "010-1234-5678" }, recoveryMessages.invalidName],
    [{ name: 7, phone: "010-1234-5678" }, recoveryMessages.invalidName],
  ])("answers %o with 400 and a Korean message", async (body, message) => {
    expect(await browser()("/api/account/find-id/code", body)).toMatchObject({ status: 400, body: { message } });
  });
});

describe("POST /api/account/password-reset", () => {
  it("sets the new password and ends every session of the member, the asking browser's too", async () => {
    const call = browser();
    const member = await signUp(call);
    const elsewhere = browser();
    expect((await elsewhere("/api/login", { email: member.email, password: PASSWORD })).status).toBe(200);

    await call("/api/account/password-reset/code", { email: member.email, phone: member.phone });
    const reset = await call("/api/account/password-reset", {
      email: member.email,
      phone: member.phone,
      code: await textedCode(t.database.db, member.phone),
      new_password: "새로운향기2026?",
    });
    expect(reset).toMatchObject({ status: 200, body: { status: "password_reset" } });
    expect((await call("/api/my/info")).body).toEqual({});
    expect((await elsewhere("/api/my/info")).body).toEqual({});

    const again = browser();
    expect((await again("/api/login", { email: member.email, password: PASSWORD })).status).toBe(400);
    expect((await again("/api/login", { email: member.email, password: "새로운향기2026?" })).status).toBe(200);
  });

  it("sends a Kakao-only member to Kakao login", async () => {
    // The Kakao simulator's member, as the Kakao login makes it (no password).
    const [kakao] = await t.database.db
      .insert(users)
      .values({ email: "kakao-only@collins.kr", firstName: "하늘", phone: "+82 10-5555-6666", kakaoId: "k-api-1" })
      .returning();
    const call = browser();
    await call("/api/account/password-reset/code", { email: kakao?.email, phone: "010-5555-6666" });
    const answer = await call("/api/account/password-reset", {
      email: kakao?.email,
      phone: "01055556666",
      code: await textedCode(t.database.db, "010-5555-6666"),
      new_password: "새로운향기2026?",
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: recoveryMessages.kakaoMember, status: "kakao_member" },
    });
  });
});

describe("limits", () => {
  it(`answers 429 in Korean after ${CODES_PER_PHONE} codes an hour to one phone, whoever asks`, async () => {
    const member = await signUp();
    for (let i = 0; i < CODES_PER_PHONE; i += 1) {
      const sent = await browser()("/api/account/password-reset/code", { email: member.email, phone: member.phone });
      expect(sent.status).toBe(200);
    }
    const limited = await browser()("/api/account/password-reset/code", { email: member.email, phone: member.phone });
    expect(limited).toMatchObject({ status: 429, body: { message: recoveryMessages.tooManyCodes } });
  });

  it(`answers 429 in Korean after ${CODES_PER_CLIENT} codes an hour from one address`, async () => {
    const call = browser("198.51.100.99");
    for (let i = 0; i < CODES_PER_CLIENT; i += 1) {
      const phone = `010-6100-${String(i).padStart(4, "0")}`;
      expect((await call("/api/account/find-id/code", { name: "아무개", phone })).status).toBe(200);
    }
    const limited = await call("/api/account/find-id/code", { name: "아무개", phone: "010-6100-9999" });
    expect(limited).toMatchObject({ status: 429, body: { message: recoveryMessages.tooManyCodes } });
    const other = await browser("198.51.100.100")("/api/account/find-id/code", {
      name: "아무개",
      phone: "010-6100-9999",
    });
    expect(other.status).toBe(200);
  });
});

describe("a live shop without Solapi (no texts can be sent)", () => {
  it("answers every recovery call 503 in Korean and keeps no code, unhashed or not, and queues no text", async () => {
    const live = await createTestApp({ SIMULATORS: "off" });
    try {
      await live.database.db.insert(users).values({
        email: "nosms@collins.kr",
        passwordHash: await hashPassword(PASSWORD),
        firstName: "하늘",
        lastName: "김",
        phone: "010-7070-8080",
      });
      const calls: [string, Record<string, string>][] = [
        ["/api/account/find-id/code", { name: "김하늘", phone: "010-7070-8080" }],
        ["/api/account/find-id", { name: "김하늘", phone: "010-7070-8080", code: "123456" }],
        ["/api/account/password-reset/code", { email: "nosms@collins.kr", phone: "010-7070-8080" }],
        [
          "/api/account/password-reset",
          { email: "nosms@collins.kr", phone: "010-7070-8080", code: "123456", new_password: "새로운향기2026?" },
        ],
      ];
      for (const [path, body] of calls) {
        const answer = await live.app.request(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        expect({ path, status: answer.status, body: await answer.json() }).toMatchObject({
          path,
          status: 503,
          body: { message: recoveryMessages.smsUnavailable },
        });
      }
      expect(await live.database.db.select().from(accountCodes)).toEqual([]);
      expect(await live.database.db.select().from(outboxMessages)).toEqual([]);
    } finally {
      await live.close();
    }
  });
});
