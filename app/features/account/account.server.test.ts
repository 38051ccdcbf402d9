// Issue 19: the account pages' route actions and loaders, as a browser without scripts posts and
// opens them. Each refusal comes back with its Korean message beside its field (or above the form),
// the API's status and the values sent, never a password; a sign-up or login sets the session
// cookie as /api does and goes on; another site's post is refused; personal pages need a member.
import { eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "../../../server/api/messages";
import { SESSION_COOKIE } from "../../../server/api/session-cookie";
import { users } from "../../../server/db/schema";
import { authMessages, profileMessages } from "../../../server/domain/auth/messages";
import { verifyPassword } from "../../../server/domain/auth/password";
import { userOfSession } from "../../../server/domain/auth/sessions";
import { setLogLevel } from "../../../server/log";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import {
  accountLoader,
  type FormAnswer,
  loginAction,
  logoutAction,
  memberFormLoader,
  nameAction,
  passwordAction,
  shippingAction,
  signupAction,
} from "./account.server";

let database: TestDatabase;
let context: AppLoadContext;
let clients = 0;

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  context = {
    db: database.db,
    clientKey: "198.51.100.20",
    sessionCookie: { name: SESSION_COOKIE, secure: false },
  } as AppLoadContext;
});

afterAll(async () => {
  await database.close();
});

/** Each test its own client address, so the login limits of one do not meet another's. */
const asNewClient = () => ({ ...context, clientKey: `198.51.100.${++clients}` }) as AppLoadContext;

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { host: "shop.test", "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

const get = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} });

type Answer = UNSAFE_DataWithResponseInit<FormAnswer>;
const refusal = (result: unknown) => result as Answer;
const response = (result: unknown) => {
  expect(result).toBeInstanceOf(Response);
  return result as Response;
};
/** The session cookie a response sets, as the browser would send it back. */
const sessionOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.split(";")[0];

let emails = 0;
const PASSWORD = "향기로운하루2026!";
const signupFields = (overrides: Record<string, string> = {}) => ({
  email: `page${++emails}@collins.kr`,
  password: PASSWORD,
  password_confirm: PASSWORD,
  last_name: "김",
  first_name: "하늘",
  phone: "01012345678",
  agree_terms: "on",
  agree_privacy: "on",
  ...overrides,
});

/** A member signed up through the page, with the cookie of their session. */
async function member() {
  const fields = signupFields();
  const answer = response(await signupAction(post("/signup/form", fields), asNewClient()));
  return { email: fields.email, cookie: sessionOf(answer) ?? "" };
}

describe("sign-up page action", () => {
  it("signs up, sets the session cookie as the API does and goes to the welcome page", async () => {
    const fields = signupFields({ phone: "+82 10-2222-3333" });
    const answer = response(
      await signupAction(post("/signup/form", fields, { cookie: "collins_cart=guest" }), asNewClient()),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/welcome");
    const cookies = answer.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toMatch(/HttpOnly/);
    // The guest cart is taken along, as at login through the API.
    expect(cookies.some((cookie) => /^collins_cart=;.*Max-Age=0/.test(cookie))).toBe(true);
    const user = await userOfSession(database.db, sessionOf(answer)?.split("=")[1]);
    expect(user).toMatchObject({ email: fields.email, firstName: "하늘", lastName: "김", phone: "010-2222-3333" });
  });

  it("refuses an invalid e-mail beside the e-mail field, keeping the values but not the password", async () => {
    const result = refusal(await signupAction(post("/signup/form", signupFields({ email: "haneul@" })), asNewClient()));
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({ email: authMessages.invalidEmail });
    expect(result.data.values).toMatchObject({ email: "haneul@", first_name: "하늘", phone: "01012345678" });
    expect(Object.keys(result.data.values).filter((name) => name.includes("password"))).toEqual([]);
  });

  it("refuses a weak password beside the password field", async () => {
    const short = refusal(
      await signupAction(
        post("/signup/form", signupFields({ password: "짧아요", password_confirm: "짧아요" })),
        asNewClient(),
      ),
    );
    expect(short.init?.status).toBe(400);
    expect(short.data.errors).toEqual({ password: authMessages.invalidPassword });
    const common = refusal(
      await signupAction(
        post("/signup/form", signupFields({ password: "password123", password_confirm: "password123" })),
        asNewClient(),
      ),
    );
    expect(common.data.errors).toEqual({ password: authMessages.commonPassword });
  });

  it("refuses a confirmation that differs, and missing agreements, both at once", async () => {
    const {
      agree_terms: _terms,
      agree_privacy: _privacy,
      ...fields
    } = signupFields({ password_confirm: "다른비밀번호2026" });
    const result = refusal(await signupAction(post("/signup/form", fields), asNewClient()));
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({
      password_confirm: authMessages.passwordMismatch,
      agree_terms: authMessages.agreementRequired,
      agree_privacy: authMessages.agreementRequired,
    });
  });

  it("takes 전체 동의 alone as every agreement (a form sent before the scripts run)", async () => {
    const { agree_terms: _terms, agree_privacy: _privacy, ...fields } = signupFields();
    const answer = response(await signupAction(post("/signup/form", { ...fields, agree_all: "on" }), asNewClient()));
    expect(answer.headers.get("location")).toBe("/welcome");
    const [saved] = await database.db.select().from(users).where(eq(users.email, fields.email));
    expect(saved?.marketingAgreedAt).not.toBeNull();
  });

  it("refuses an e-mail already in use beside the e-mail field", async () => {
    const { email } = await member();
    const result = refusal(await signupAction(post("/signup/form", signupFields({ email })), asNewClient()));
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({ email: authMessages.emailInUse });
  });

  it("refuses a post from another site's page", async () => {
    const result = refusal(
      await signupAction(post("/signup/form", signupFields(), { origin: "https://evil.example" }), asNewClient()),
    );
    expect(result.init?.status).toBe(403);
    expect(result.data).toEqual({ errors: { form: apiMessages.foreignOrigin }, values: {} });
  });
});

describe("login page action", () => {
  it("logs in and goes to the account, or to the console page of ?next= (a console path only)", async () => {
    const { email } = await member();
    const client = asNewClient();
    const answer = response(await loginAction(post("/login/form", { email, password: PASSWORD }), client));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/account");
    expect((await userOfSession(database.db, sessionOf(answer)?.split("=")[1]))?.email).toBe(email);
    const toConsole = response(
      await loginAction(post("/login/form?next=%2Fadmin%2Forders", { email, password: PASSWORD }), client),
    );
    expect(toConsole.headers.get("location")).toBe("/admin/orders");
    for (const next of ["//evil.example/admin", "https://evil.example", "/admin/../cart"]) {
      const elsewhere = response(
        await loginAction(post(`/login/form?next=${encodeURIComponent(next)}`, { email, password: PASSWORD }), client),
      );
      expect(elsewhere.headers.get("location")).toBe("/account");
    }
  });

  it("refuses a wrong password above the form, keeping the e-mail but not the password", async () => {
    const { email } = await member();
    const result = refusal(
      await loginAction(post("/login/form", { email, password: "틀린비밀번호입니다" }), asNewClient()),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ errors: { form: authMessages.loginFailed }, values: { email } });
  });

  it("answers 429 once the login limits are reached, as the API does", async () => {
    const { email } = await member();
    const client = asNewClient();
    for (let i = 0; i < 5; i += 1)
      await loginAction(post("/login/form", { email, password: `틀렸어요${i}번째` }), client);
    const result = refusal(await loginAction(post("/login/form", { email, password: PASSWORD }), client));
    expect(result.init?.status).toBe(429);
    expect(result.data.errors.form).toMatch(/^로그인 시도가 너무 많아요\./);
  });

  it("refuses a post from another site's page", async () => {
    const { email } = await member();
    const result = refusal(
      await loginAction(post("/login/form", { email, password: PASSWORD }, { origin: "null" }), asNewClient()),
    );
    expect(result.init?.status).toBe(403);
    expect(result.data.errors).toEqual({ form: apiMessages.foreignOrigin });
  });
});

describe("logout (the account page's action)", () => {
  it("ends the session, removes its cookie and goes home", async () => {
    const { cookie } = await member();
    const answer = response(await logoutAction(post("/account", {}, { cookie }), context));
    expect(answer.headers.get("location")).toBe("/");
    expect(answer.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    expect(await userOfSession(database.db, cookie.split("=")[1])).toBeNull();
  });

  it("refuses a post from another site's page and keeps the session", async () => {
    const { cookie } = await member();
    const result = refusal(
      await logoutAction(post("/account", {}, { cookie, origin: "https://evil.example" }), context),
    );
    expect(result.init?.status).toBe(403);
    expect(await userOfSession(database.db, cookie.split("=")[1])).not.toBeNull();
  });
});

describe("the member's pages", () => {
  it("send a visitor without a session home (spec §2), from the loaders and the actions", async () => {
    for (const load of [
      () => accountLoader(get("/account"), context),
      () => memberFormLoader(get("/name/form"), context),
      () => nameAction(post("/name/form", { first_name: "바다" }), context),
    ]) {
      const thrown = await load().then(
        () => null,
        (error: unknown) => error,
      );
      expect(response(thrown).headers.get("location")).toBe("/");
    }
  });

  it("give the account page the member and their orders", async () => {
    const { cookie, email } = await member();
    const page = await accountLoader(get("/account", cookie), context);
    expect(page.user).toMatchObject({ email, first_name: "하늘" });
    expect(page.orders).toEqual([]);
  });

  it("save the shipping address, or show each refusal beside its field", async () => {
    const { cookie } = await member();
    const address = {
      last_name: "김",
      first_name: "하늘",
      phone: "01033334444",
      postcode: "123",
      address_1: "서울 성동구 성수이로 78",
      address_2: "3층",
    };
    const wrong = refusal(await shippingAction(post("/account/shipping/form", address, { cookie }), context));
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data).toEqual({ errors: { postcode: profileMessages.invalidPostcode }, values: address });
    const saved = response(
      await shippingAction(post("/account/shipping/form", { ...address, postcode: "04778" }, { cookie }), context),
    );
    expect(saved.headers.get("location")).toBe("/account");
    const page = await memberFormLoader(get("/account/shipping/form", cookie), context);
    expect(page.user.shipping).toMatchObject({ postcode: "04778", phone: "010-3333-4444", address_2: "3층" });
  });

  it("change the password only with the current one and a matching confirmation", async () => {
    const { cookie, email } = await member();
    const fields = {
      current_password: "틀렸어요틀렸어요",
      new_password: "새로운향기2026?",
      new_password_confirm: "새로운향기2026?",
    };
    const wrong = refusal(await passwordAction(post("/account/password/form", fields, { cookie }), asNewClient()));
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data).toEqual({ errors: { current_password: profileMessages.wrongPassword }, values: {} });
    const mismatch = refusal(
      await passwordAction(
        post(
          "/account/password/form",
          { ...fields, current_password: PASSWORD, new_password_confirm: "다른향기2026?" },
          { cookie },
        ),
        asNewClient(),
      ),
    );
    expect(mismatch.data.errors).toEqual({ new_password_confirm: authMessages.passwordMismatch });
    const weak = refusal(
      await passwordAction(
        post(
          "/account/password/form",
          { current_password: PASSWORD, new_password: "짧아요", new_password_confirm: "짧아요" },
          { cookie },
        ),
        asNewClient(),
      ),
    );
    expect(weak.data.errors).toEqual({ new_password: authMessages.invalidPassword });
    const changed = response(
      await passwordAction(
        post("/account/password/form", { ...fields, current_password: PASSWORD }, { cookie }),
        asNewClient(),
      ),
    );
    expect(changed.headers.get("location")).toBe("/account");
    const [saved] = await database.db.select().from(users).where(eq(users.email, email));
    expect(await verifyPassword(saved?.passwordHash ?? "", "새로운향기2026?")).toBe(true);
  });
});
