// Issue 22 "Staff": every /api/admin route against each role. 대표 uses everything; 매니저 catalog,
// orders, inquiries and content, not the shop's settings, the audit log or the staff; 스태프 orders
// and inquiries only. A refused role gets 403 with a Korean message; the table of routes is the
// app's own, so a route added later is covered, and a route whose section has no area fails here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import { type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { areaOfPath, ROLE_LABELS, type StaffRole } from "../../domain/admin/roles";
import { apiMessages } from "../messages";

let t: TestApp;
const as: Record<StaffRole | "member" | "guest", Shopper | undefined> = {
  owner: undefined,
  manager: undefined,
  staff: undefined,
  member: undefined,
  guest: undefined,
};

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  as.owner = await signedInOperator(t, "owner");
  as.manager = await signedInOperator(t, "manager");
  as.staff = await signedInOperator(t, "staff");
  as.member = await signedInMember(t);
  as.guest = shopper(t);
});

afterAll(async () => {
  await t.close();
});

/** Who may call each section of /api/admin (the first segment after /admin). */
const ALLOWED: Record<string, readonly StaffRole[]> = {
  dashboard: ["owner", "manager"],
  vitals: ["owner", "manager"],
  orders: ["owner", "manager", "staff"],
  requests: ["owner", "manager", "staff"],
  inquiries: ["owner", "manager", "staff"],
  products: ["owner", "manager"],
  collections: ["owner", "manager"],
  stock: ["owner", "manager"],
  restock: ["owner", "manager"],
  coupons: ["owner", "manager"],
  popups: ["owner", "manager"],
  "top-banners": ["owner", "manager"],
  "makers-notes": ["owner", "manager"],
  places: ["owner", "manager"],
  playlists: ["owner", "manager"],
  "content-pages": ["owner", "manager"],
  reviews: ["owner", "manager"],
  settings: ["owner"],
  audit: ["owner"],
};

function adminEndpoints(): { method: string; path: string; section: string }[] {
  const seen = new Set<string>();
  const endpoints: { method: string; path: string; section: string }[] = [];
  for (const route of t.app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/admin/")) continue;
    const path = route.path.replace(/:[A-Za-z]+/g, "1");
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    endpoints.push({ method: route.method, path, section: path.split("/")[3] ?? "" });
  }
  return endpoints;
}

describe("the console's API by role", () => {
  it("names the area of every route, and this test names who may call it", () => {
    for (const { method, path, section } of adminEndpoints()) {
      expect([`${method} ${path}`, areaOfPath(path) !== null, section in ALLOWED]).toEqual([
        `${method} ${path}`,
        true,
        true,
      ]);
    }
  });

  it("lets each role through its areas and refuses it elsewhere with 403 and a Korean message", async () => {
    for (const { method, path, section } of adminEndpoints()) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      for (const role of ["owner", "manager", "staff"] as const) {
        const response = await as[role]?.call<{ message: string }>(method, path, body);
        const seen = ALLOWED[section]?.includes(role)
          ? { status: response?.status === 401 || response?.status === 403 ? "refused" : "through" }
          : { status: response?.status, message: response?.body?.message };
        expect([`${role} ${method} ${path}`, seen]).toEqual([
          `${role} ${method} ${path}`,
          ALLOWED[section]?.includes(role)
            ? { status: "through" }
            : { status: 403, message: apiMessages.roleForbidden(ROLE_LABELS[role]) },
        ]);
        expect(response?.status).toBeLessThan(500);
      }
      const asMember = await as.member?.call(method, path, body);
      const asGuest = await as.guest?.call(method, path, body);
      expect([`${method} ${path}`, asMember?.status, asGuest?.status]).toEqual([`${method} ${path}`, 403, 401]);
    }
  });
});
