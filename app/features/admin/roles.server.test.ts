// Issue 22 "Staff": every console page (the admin children of app/routes.ts) against each role, as
// its loader answers a browser: a role outside the page's area gets 403 with a Korean message, a
// member 403, a guest the login form; 스태프 opening the dashboard goes to the orders instead. The
// pages are read from the app's route list, so a page added later is covered; a page whose section
// has no area fails here. One page's action shows actions refuse as their loaders do.
import path from "node:path";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "../../../server/api/messages";
import { users } from "../../../server/db/schema";
import { areaOfPath, ROLE_LABELS, type StaffRole } from "../../../server/domain/admin/roles";
import { createSession } from "../../../server/domain/auth/sessions";
import { setLogLevel } from "../../../server/log";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import routes from "../../routes";

type Who = StaffRole | "member" | "guest";
type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

let database: TestDatabase;
let context: AppLoadContext;
const cookies: Partial<Record<Who, string>> = {};
const COOKIE = "collins_session";

/** Who may open each console section (the first segment after /admin; "" is the dashboard). */
const ALLOWED: Record<string, readonly StaffRole[]> = {
  "": ["owner", "manager"],
  vitals: ["owner", "manager"],
  orders: ["owner", "manager", "staff"],
  requests: ["owner", "manager", "staff"],
  inquiries: ["owner", "manager", "staff"],
  products: ["owner", "manager"],
  collections: ["owner", "manager"],
  coupons: ["owner", "manager"],
  reviews: ["owner", "manager"],
  popups: ["owner", "manager"],
  settings: ["owner"],
  audit: ["owner"],
  staff: ["owner"],
};

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  context = {
    db: database.db,
    publicBaseUrl: "http://shop.test",
    sessionCookie: { name: COOKIE, secure: false },
  } as AppLoadContext;
  for (const role of ["owner", "manager", "staff", "member"] as const) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `${role}@collins.kr`, passwordHash: "x", firstName: "하늘", role })
      .returning();
    cookies[role] = `${COOKIE}=${await createSession(database.db, user?.id ?? 0)}`;
  }
});

afterAll(async () => {
  await database.close();
});

/** The console's pages, with a sample path for each (an id of 1; the simple editors as popups). */
function consolePages(): { path: string; file: string }[] {
  const admin = (routes as RouteEntry[]).find((route) => route.path === "admin");
  return (admin?.children ?? []).map((child) => ({
    path: `/admin${child.index ? "" : `/${child.path?.replace(":resource", "popups").replace(/:\w+/g, "1")}`}`,
    file: child.file,
  }));
}

/** What a page's loader (or action) answered `who`: through, or the refusal's status, message and place. */
async function answerTo(who: Who, run: (request: Request) => Promise<unknown>, url: string, method = "GET") {
  const headers: Record<string, string> = { host: "shop.test" };
  const cookie = cookies[who];
  if (cookie) headers.cookie = cookie;
  if (method === "POST") headers["content-type"] = "application/x-www-form-urlencoded";
  try {
    await run(new Request(`http://shop.test${url}`, { method, headers, body: method === "POST" ? "intent=x" : null }));
    return "through";
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const refusal = error as UNSAFE_DataWithResponseInit<string>;
    if (refusal?.init?.status === 401 || refusal?.init?.status === 403) {
      return { status: refusal.init.status, message: refusal.data };
    }
    // Anything else came from the page's own read, after the role was let through.
    return "through";
  }
}

async function loaderOf(file: string) {
  const module = (await import(path.resolve(__dirname, "../..", file))) as {
    loader: (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => Promise<unknown>;
  };
  return (request: Request) => module.loader({ request, context, params: { id: "1", resource: "popups" } });
}

describe("the console's pages by role", () => {
  it("names the area of every page, and this test names who may open it", () => {
    const pages = consolePages();
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const { path: url } of pages) {
      expect([url, areaOfPath(url) !== null, (url.split("/")[2] ?? "") in ALLOWED]).toEqual([url, true, true]);
    }
  });

  it("lets each role open the pages of its areas and refuses the others with 403", async () => {
    for (const { path: url, file } of consolePages()) {
      const loader = await loaderOf(file);
      const section = url.split("/")[2] ?? "";
      for (const role of ["owner", "manager", "staff"] as const) {
        const expected = ALLOWED[section]?.includes(role)
          ? "through"
          : section === ""
            ? { status: 302, location: "/admin/orders" }
            : { status: 403, message: apiMessages.roleForbidden(ROLE_LABELS[role]) };
        expect([role, url, await answerTo(role, loader, url)]).toEqual([role, url, expected]);
      }
      expect([url, await answerTo("member", loader, url)]).toEqual([
        url,
        { status: 403, message: apiMessages.operatorsOnly },
      ]);
      expect([url, await answerTo("guest", loader, url)]).toEqual([
        url,
        { status: 302, location: `/login/form?next=${encodeURIComponent(url)}` },
      ]);
    }
  });

  it("refuses a page's action to a role outside its area, as its loader does", async () => {
    const { action } = await import("../../routes/admin/product");
    const run = (request: Request) =>
      action({ request, context, params: { id: "1" } } as unknown as Parameters<typeof action>[0]);
    expect(await answerTo("staff", run, "/admin/products/1", "POST")).toEqual({
      status: 403,
      message: apiMessages.roleForbidden("스태프"),
    });
    expect(await answerTo("manager", run, "/admin/products/1", "POST")).toBe("through");
  });
});
