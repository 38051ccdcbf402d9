// Integration: sign-up, login, logout and my info (spec §3, §5, §6, §7, §8) with sessions,
// rate limits and the guest cart merge.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeaderFor, rememberCookies } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { carts } from "../db/schema";
import { login } from "../domain/auth/accounts";
import { createSession, SESSION_IDLE_MS, userOfSession } from "../domain/auth/sessions";
import type { DomainError } from "../domain/errors";

let t: TestApp;

let clients = 0;

/** A browser with its own cookie jar and its own address (the test app trusts X-Forwarded-For). */
function browser() {
  const jar = new Map<string, string>();
  const address = `198.51.100.${++clients}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const cookie = cookieHeaderFor(jar, path);
    const response = await t.app.request(path, {
      method,
      headers: {
        "x-forwarded-for": address,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    rememberCookies(jar, response, path);
    return { status: response.status, body: await response.json() };
  };
  return { call, jar };
}

let emailCount = 0;
const newMember = (overrides: Record<string, unknown> = {}) => ({
  email: `member${++emailCount}@collins.kr`,
  password: "향기로운하루2026!",
  first_name: "하늘",
  last_name: "김",
  phone: "+82 10-1234-5678",
  agree_terms: true,
  agree_privacy: true,
  agree_marketing: false,
  ...overrides,
});

async function productId(slug: string): Promise<number> {
  return ((await (await t.app.request(`/api/product/${slug}`)).json()) as { product: { id: number } }).product.id;
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});

afterAll(async () => {
  await t.close();
});

describe("POST /api/signup", () => {
  it("creates a member, logs them in and answers my info in the §3 shape", async () => {
    const b = browser();
    const member = newMember({ first_name: "하늘😀" });
    const answer = await b.call("POST", "/api/signup", member);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ first_name: "하늘", last_name: "김", email: member.email, meta_data: [] });
    expect(b.jar.has("collins_session")).toBe(true);
    const info = await b.call("GET", "/api/my/info");
    expect(info.status).toBe(200);
    expect(Object.keys(info.body).sort()).toEqual(
      ["billing", "email", "first_name", "id", "last_name", "meta_data", "shipping", "username"].sort(),
    );
    expect(info.body.billing.phone).toBe("010-1234-5678");
  });

  it.each([
    ["an e-mail in use", { email: "taken@collins.kr" }, "existing_user_email"],
    ["a malformed e-mail", { email: "not-an-email" }, "invalid_email"],
    ["a short password", { password: "짧아요1" }, "invalid_password"],
    ["a common password", { password: "password123" }, "common_password"],
    ["a wrong phone", { phone: "12" }, "invalid_phone"],
    ["a name of emoji only", { first_name: "🙂" }, "invalid_name"],
    ["no terms agreement", { agree_terms: false }, "agreement_required"],
  ])("answers %s with 400 and its status value", async (_name, overrides, status) => {
    await browser().call("POST", "/api/signup", newMember({ email: "taken@collins.kr" }));
    const answer = await browser().call("POST", "/api/signup", newMember(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(status);
    expect(answer.body.message).toMatch(/[가-힣]/);
  });

  it("refuses a malformed body with 400", async () => {
    expect((await browser().call("POST", "/api/signup", { email: 3 })).status).toBe(400);
  });
});

describe("POST /api/login and /api/logout", () => {
  it("logs in, rotates the session at each login and logs out", async () => {
    const member = newMember();
    await browser().call("POST", "/api/signup", member);
    const b = browser();
    expect(
      (await b.call("POST", "/api/login", { email: member.email.toUpperCase(), password: member.password })).status,
    ).toBe(200);
    const first = b.jar.get("collins_session");
    expect((await b.call("POST", "/api/login", { email: member.email, password: member.password })).status).toBe(200);
    const second = b.jar.get("collins_session");
    expect(second).not.toBe(first);
    expect(await userOfSession(t.database.db, first)).toBeNull();
    expect((await b.call("GET", "/api/my/info")).status).toBe(200);
    expect((await b.call("POST", "/api/logout")).status).toBe(200);
    expect(await b.call("GET", "/api/my/info")).toEqual({ status: 200, body: {} });
    expect(await userOfSession(t.database.db, second)).toBeNull();
  });

  it("answers an unknown e-mail and a wrong password with the same message", async () => {
    const member = newMember();
    await browser().call("POST", "/api/signup", member);
    const unknown = await browser().call("POST", "/api/login", { email: "nobody@collins.kr", password: "whatever12" });
    const wrong = await browser().call("POST", "/api/login", { email: member.email, password: "whatever12" });
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({ status: 400, body: { message: "이메일 또는 비밀번호가 올바르지 않아요." } });
  });

  it("ten wrong passwords from one place never lock the right password out from another", async () => {
    const member = newMember();
    await browser().call("POST", "/api/signup", member);
    const attacker = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push(
        (await attacker.call("POST", "/api/login", { email: member.email, password: `wrong-${i}-pw` })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toContain(429);
    const owner = browser();
    expect((await owner.call("POST", "/api/login", { email: member.email, password: member.password })).status).toBe(
      200,
    );
  });
});

describe("password-check limits per account and client (growing delays)", () => {
  const wrong = { password: "not-the-password" };
  const attempt = (email: string, password: string, client: string, at: Date) =>
    login(t.database.db, { email, password }, client, at).then(
      () => "ok",
      (error: DomainError) => (error.kind === "rate_limited" ? `wait: ${error.message}` : error.kind),
    );

  it("gives a client 5 failures, then makes it wait 1 s, 2 s, 4 s after each; another client gets in", async () => {
    const member = newMember();
    await browser().call("POST", "/api/signup", member);
    const t0 = Date.now();
    const at = (seconds: number) => new Date(t0 + seconds * 1000);
    for (let i = 0; i < 5; i += 1) expect(await attempt(member.email, wrong.password, "A", at(0))).toBe("invalid");
    expect(await attempt(member.email, member.password, "A", at(0))).toMatch(/^wait: .*1초 뒤에/);
    expect(await attempt(member.email, wrong.password, "A", at(1))).toBe("invalid");
    expect(await attempt(member.email, wrong.password, "A", at(2))).toMatch(/^wait: .*1초 뒤에/);
    expect(await attempt(member.email, wrong.password, "A", at(3))).toBe("invalid");
    expect(await attempt(member.email, member.password, "A", at(6))).toMatch(/^wait: .*1초 뒤에/);
    expect(await attempt(member.email, member.password, "B", at(6))).toBe("ok");
    expect(await attempt(member.email, member.password, "A", at(7))).toBe("ok");
    // The right password forgot A's failures on the account: A starts again with 5.
    for (let i = 0; i < 5; i += 1) expect(await attempt(member.email, wrong.password, "A", at(8))).toBe("invalid");
  });

  it("beyond 20 failures on an account, clients that failed wait too; a client that never failed is checked", async () => {
    const member = newMember();
    await browser().call("POST", "/api/signup", member);
    const now = new Date();
    for (let i = 0; i < 20; i += 1) {
      expect(await attempt(member.email, wrong.password, `botnet-${i}`, now)).toBe("invalid");
    }
    expect(await attempt(member.email, wrong.password, "botnet-0", now)).toMatch(/^wait: .*1초 뒤에/);
    expect(await attempt(member.email, member.password, "owner-phone", now)).toBe("ok");
  });

  it("lets one client address check at most 30 passwords in 15 minutes, whatever the accounts", async () => {
    const now = new Date();
    for (let i = 0; i < 30; i += 1) {
      expect(await attempt(`nobody${i}@collins.kr`, wrong.password, "sprayer", now)).toBe("invalid");
    }
    expect(await attempt("nobody-else@collins.kr", wrong.password, "sprayer", now)).toMatch(/^wait: .*15분 뒤에/);
    const later = new Date(now.getTime() + 15 * 60 * 1000 + 1000);
    expect(await attempt("nobody-else@collins.kr", wrong.password, "sprayer", later)).toBe("invalid");
  });
});

describe("the sign-up rate limit", () => {
  it("answers the 11th sign-up from one address within 15 minutes with 429", async () => {
    const b = browser();
    for (let i = 0; i < 10; i += 1) await b.call("POST", "/api/signup", newMember({ email: `limit${i}@collins.kr` }));
    const limited = await b.call("POST", "/api/signup", newMember());
    expect(limited.status).toBe(429);
  });
});

describe("the client's address behind TRUST_PROXY=on (one proxy)", () => {
  it("is the entry the proxy appended: addresses the client writes into X-Forwarded-For change nothing", async () => {
    const signupFrom = (spoofed: string, email: string) =>
      t.app.request("/api/signup", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `${spoofed}, 203.0.113.200` },
        body: JSON.stringify(newMember({ email })),
      });
    for (let i = 0; i < 10; i += 1) {
      expect((await signupFrom(`10.1.1.${i}`, `spoof${i}@collins.kr`)).status).toBe(200);
    }
    expect((await signupFrom("10.1.1.99", "spoof99@collins.kr")).status).toBe(429);
  });
});

describe("sessions", () => {
  it("expire after a week idle", async () => {
    const member = newMember();
    const created = await browser().call("POST", "/api/signup", member);
    const token = await createSession(t.database.db, created.body.id);
    expect(await userOfSession(t.database.db, token)).not.toBeNull();
    const later = new Date(Date.now() + SESSION_IDLE_MS + 60_000);
    expect(await userOfSession(t.database.db, token, later)).toBeNull();
  });
});

describe("members and the cart (spec §6)", () => {
  it("lets a member add the members-only item the guest could not", async () => {
    const b = browser();
    const line = [{ product_id: await productId("secret-wish-set"), variation_id: null, quantity: 1 }];
    expect((await b.call("POST", "/api/cart/item/add", line)).status).toBe(401);
    await b.call("POST", "/api/signup", newMember());
    expect((await b.call("POST", "/api/cart/item/add", line)).status).toBe(200);
  });

  it("keeps one cart per member even when the first adds arrive together", async () => {
    const b = browser();
    const created = await b.call("POST", "/api/signup", newMember());
    const line = [{ product_id: await productId("incense-holder"), variation_id: null, quantity: 1 }];
    const answers = await Promise.all(Array.from({ length: 5 }, () => b.call("POST", "/api/cart/item/add", line)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await b.call("GET", "/api/cart/count")).body).toBe(5);
    const rows = await t.database.db.select().from(carts).where(eq(carts.userId, created.body.id));
    expect(rows).toHaveLength(1);
  });

  it("merges the guest cart into the member's cart at login, keeping one-per-order", async () => {
    const member = newMember();
    const owner = browser();
    await owner.call("POST", "/api/signup", member);
    const oneOnly = await productId("a-card-gift-set-2021cal");
    const holder = await productId("incense-holder");
    await owner.call("POST", "/api/cart/item/add", [
      { product_id: oneOnly, variation_id: null, quantity: 1 },
      { product_id: holder, variation_id: null, quantity: 1 },
    ]);
    await owner.call("POST", "/api/logout");

    const guest = browser();
    await guest.call("POST", "/api/cart/item/add", [
      { product_id: oneOnly, variation_id: null, quantity: 1 },
      { product_id: holder, variation_id: null, quantity: 2 },
    ]);
    await guest.call("POST", "/api/login", { email: member.email, password: member.password });
    expect(guest.jar.has("collins_cart")).toBe(false);
    const cart = (await guest.call("GET", "/api/cart/item")).body as {
      items: { product_id: number; quantity: number }[];
    };
    expect(cart.items.map((item) => [item.product_id, item.quantity]).sort()).toEqual(
      [
        [oneOnly, 1],
        [holder, 3],
      ].sort(),
    );
  });
});
