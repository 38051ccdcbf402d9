// Integration: the account editing forms' endpoints.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
let n = 0;

async function member() {
  let cookie = "";
  const address = `203.0.113.${++n}`;
  const call = async (path: string, body?: unknown) => {
    const response = await t.app.request(path, {
      method: body === undefined ? "GET" : "POST",
      headers: { "x-forwarded-for": address, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((set) => set.startsWith("collins_session="));
    if (session) cookie = session.split(";")[0] ?? "";
    return { status: response.status, body: await response.json() };
  };
  const email = `profile${n}@collins.kr`;
  await call("/api/signup", {
    email,
    password: "향기로운하루2026!",
    first_name: "하늘",
    phone: "010-1111-2222",
    agree_terms: true,
    agree_privacy: true,
  });
  return { call, email, address };
}

const address = {
  first_name: "하늘",
  last_name: "김",
  postcode: "04778",
  address_1: "서울 성동구 성수이로 00",
  address_2: "2층 🏠",
  phone: "+82 10-3333-4444",
};

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});

afterAll(async () => {
  await t.close();
});

describe("account forms", () => {
  it("saves the shipping address, normalising the phone and stripping emoji", async () => {
    const m = await member();
    const saved = await m.call("/api/my/shipping", address);
    expect(saved.status).toBe(200);
    expect(saved.body.shipping).toEqual({ ...address, address_2: "2층", phone: "010-3333-4444" });
    expect((await m.call("/api/my/info")).body.shipping.postcode).toBe("04778");
  });

  it.each([
    [{ postcode: "123" }, "우편번호 5자리를 정확히 입력해주세요.", "invalid_postcode"],
    [{ address_1: " " }, "주소를 입력해주세요.", "invalid_address"],
    [{ phone: "12" }, "휴대전화 번호를 정확히 입력해주세요.", "invalid_phone"],
    [{ first_name: "" }, "받으시는 분의 이름을 입력해주세요.", "invalid_name"],
  ])("refuses %o with a Korean message and the field's status", async (change, message, status) => {
    const m = await member();
    expect(await m.call("/api/my/shipping", { ...address, ...change })).toEqual({
      status: 400,
      body: { message, status },
    });
  });

  it("saves the name and the basic info", async () => {
    const m = await member();
    expect((await m.call("/api/my/name", { first_name: "바다", last_name: "이" })).body).toMatchObject({
      first_name: "바다",
      last_name: "이",
    });
    const info = await m.call("/api/my/basicinfo", { phone: "01055556666", agree_marketing: true });
    expect(info.body.billing.phone).toBe("010-5555-6666");
  });

  it("changes the password only with the current one, and ends every other session", async () => {
    const m = await member();
    const other = await t.app.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.250" },
      body: JSON.stringify({ email: m.email, password: "향기로운하루2026!" }),
    });
    const otherCookie = (other.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    const wrong = await m.call("/api/my/password", {
      current_password: "틀렸어요틀렸어요",
      new_password: "새로운비밀번호2026",
    });
    expect(wrong).toEqual({
      status: 400,
      body: { message: "현재 비밀번호가 올바르지 않아요.", status: "wrong_password" },
    });
    const changed = await m.call("/api/my/password", {
      current_password: "향기로운하루2026!",
      new_password: "새로운비밀번호2026",
    });
    expect(changed.status).toBe(200);
    expect((await m.call("/api/my/info")).body.email).toBe(m.email);
    const otherInfo = await t.app.request("/api/my/info", { headers: { cookie: otherCookie } });
    expect(await otherInfo.json()).toEqual({});
  });

  it("limits guesses of the current password as login does, counted together with login's", async () => {
    const m = await member();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await m.call("/api/my/password", {
        current_password: `틀린비밀번호-${i}`,
        new_password: "새로운비밀번호2026",
      });
      expect(wrong.status).toBe(400);
    }
    const limited = await m.call("/api/my/password", {
      current_password: "향기로운하루2026!",
      new_password: "새로운비밀번호2026",
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/\d+초 뒤에 다시 시도해주세요/);
    const loginHere = await t.app.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": m.address },
      body: JSON.stringify({ email: m.email, password: "향기로운하루2026!" }),
    });
    expect(loginHere.status).toBe(429);
    const loginElsewhere = await t.app.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.77" },
      body: JSON.stringify({ email: m.email, password: "향기로운하루2026!" }),
    });
    expect(loginElsewhere.status).toBe(200);
  });

  it("answers a guest with 401", async () => {
    const response = await t.app.request("/api/my/name", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ first_name: "누구" }),
    });
    expect(response.status).toBe(401);
  });
});
