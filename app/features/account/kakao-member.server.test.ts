// Issue 20: a member who joined with Kakao (meta_data kakao_id, no password) has no password to
// change and adds a mobile phone number in the basic-info form: through POST /api/my/basicinfo and
// through the form's route action, with the same checks (a wrong number is refused in Korean and
// nothing is written).
import { eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../server/api/session-cookie";
import { users } from "../../../server/db/schema";
import { profileMessages } from "../../../server/domain/auth/messages";
import { createSession } from "../../../server/domain/auth/sessions";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { accountLoader, basicInfoAction, type FormAnswer, passwordFormLoader } from "./account.server";

let t: TestApp;
let context: AppLoadContext;
let members = 0;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  context = {
    db: t.database.db,
    clientKey: "198.51.100.70",
    sessionCookie: { name: SESSION_COOKIE, secure: false },
  } as AppLoadContext;
});

afterAll(async () => {
  await t.close();
});

/** A member as a first Kakao login without an e-mail makes one: kakao_id, no password, no phone. */
async function kakaoMember() {
  const [user] = await t.database.db
    .insert(users)
    .values({
      kakaoId: `kakao-${++members}`,
      firstName: "바다",
      termsAgreedAt: new Date(),
      privacyAgreedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error("no member");
  const cookie = `${SESSION_COOKIE}=${await createSession(t.database.db, user.id)}`;
  return { id: user.id, cookie };
}

const phoneOf = async (id: number) =>
  (await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]?.phone;

async function api(cookie: string, path: string, body?: unknown) {
  const answer = await t.app.request(path, {
    method: body === undefined ? "GET" : "POST",
    headers: { cookie, "content-type": "application/json", "x-forwarded-for": "203.0.113.90" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
}

const formPost = (path: string, fields: Record<string, string>, cookie: string) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { host: "shop.test", "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });

const page = (path: string, cookie: string) => new Request(`http://shop.test${path}`, { headers: { cookie } });

describe("a Kakao-only member", () => {
  it("is marked by kakao_id, has no phone yet and no password to change", async () => {
    const { cookie } = await kakaoMember();
    const info = await api(cookie, "/api/my/info");
    expect(info.status).toBe(200);
    expect(info.body.meta_data).toEqual([{ key: "kakao_id", value: expect.stringMatching(/^kakao-/) }]);
    expect(info.body.billing.phone).toBe("");
    const account = await accountLoader(page("/account", cookie), context);
    expect(account.hasPassword).toBe(false);
    const thrown = await passwordFormLoader(page("/account/password/form", cookie), context).then(
      () => null,
      (error: unknown) => error as Response,
    );
    expect(thrown?.headers.get("location")).toBe("/account");
  });

  it("adds a phone number through POST /api/my/basicinfo, normalised", async () => {
    const { id, cookie } = await kakaoMember();
    const saved = await api(cookie, "/api/my/basicinfo", { phone: "+82 10-5555-6666", agree_marketing: false });
    expect(saved.status).toBe(200);
    expect(saved.body.billing.phone).toBe("010-5555-6666");
    expect(await phoneOf(id)).toBe("010-5555-6666");
  });

  it("is refused a wrong number in Korean, and nothing is written", async () => {
    const { id, cookie } = await kakaoMember();
    const refused = await api(cookie, "/api/my/basicinfo", { phone: "010-12", agree_marketing: false });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(profileMessages.invalidPhone);
    expect(await phoneOf(id)).toBe("");
  });

  it("adds a phone number through the basic-info form's action, then the account shows it", async () => {
    const { id, cookie } = await kakaoMember();
    const wrong = (await basicInfoAction(
      formPost("/account/basicinfo/form", { phone: "02-123" }, cookie),
      context,
    )) as UNSAFE_DataWithResponseInit<FormAnswer>;
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.errors).toEqual({ phone: profileMessages.invalidPhone });
    expect(await phoneOf(id)).toBe("");

    const done = (await basicInfoAction(
      formPost("/account/basicinfo/form", { phone: "01077778888" }, cookie),
      context,
    )) as Response;
    expect(done.headers.get("location")).toBe("/account");
    const account = await accountLoader(page("/account", cookie), context);
    expect(account.user.billing.phone).toBe("010-7777-8888");
    expect(account.hasPassword).toBe(false);
  });

  it("keeps the password link for a member with a password", async () => {
    const signup = await t.app.request("/api/signup", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.91" },
      body: JSON.stringify({
        email: "kakao-test-password@collins.kr",
        password: "향기로운하루2026!",
        first_name: "하늘",
        phone: "010-1111-2222",
        agree_terms: true,
        agree_privacy: true,
      }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .find((set) => set.startsWith(`${SESSION_COOKIE}=`))
      ?.split(";")[0];
    expect(cookie).toBeDefined();
    const account = await accountLoader(page("/account", cookie ?? ""), context);
    expect(account.hasPassword).toBe(true);
    expect(await passwordFormLoader(page("/account/password/form", cookie ?? ""), context)).toBeNull();
  });
});
