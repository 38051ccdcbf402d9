// Issue #9 "Access": every console endpoint refuses guests (401) and members (403) with a Korean
// message, and lets an operator through. The table is the app's own route list, so an endpoint
// added later is covered without touching this test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import { type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { apiMessages } from "../messages";

let t: TestApp;
let member: Shopper;
let operator: Shopper;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  member = await signedInMember(t);
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

function adminEndpoints(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const endpoints: { method: string; path: string }[] = [];
  for (const route of t.app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/admin/")) continue;
    const path = route.path.replace(/:[A-Za-z]+/g, "1");
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    endpoints.push({ method: route.method, path });
  }
  return endpoints;
}

describe("the console's API", () => {
  it("has endpoints to check", () => {
    expect(adminEndpoints().length).toBeGreaterThanOrEqual(3);
  });

  it("refuses a guest with 401 and a member with 403 on every endpoint", async () => {
    const guest = shopper(t);
    for (const { method, path } of adminEndpoints()) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      const asGuest = await guest.call<{ message: string }>(method, path, body);
      expect([`${method} ${path}`, asGuest.status, asGuest.body?.message]).toEqual([
        `${method} ${path}`,
        401,
        apiMessages.operatorsOnly,
      ]);
      const asMember = await member.call<{ message: string }>(method, path, body);
      expect([`${method} ${path}`, asMember.status, asMember.body?.message]).toEqual([
        `${method} ${path}`,
        403,
        apiMessages.operatorsOnly,
      ]);
    }
  });

  it("lets an operator through (the answer is never 401 or 403)", async () => {
    for (const { method, path } of adminEndpoints()) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      const response = await operator.call(method, path, body);
      expect([`${method} ${path}`, response.status === 401 || response.status === 403]).toEqual([
        `${method} ${path}`,
        false,
      ]);
      expect(response.status).toBeLessThan(500);
    }
  });
});
