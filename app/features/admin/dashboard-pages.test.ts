// Issue 22: the console's dashboard and 웹 성능 pages read through their loaders, as the browser
// asks for them. The dashboard's loader gives the API's figures (one domain function), the vitals
// page the p75 per page type and metric; both refuse a guest (to the login form) and a member (403).
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, webVitals } from "../../../server/db/schema";
import { dashboard } from "../../../server/domain/admin/dashboard";
import { createSession } from "../../../server/domain/auth/sessions";
import { setLogLevel } from "../../../server/log";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { loader as dashboardLoader } from "../../routes/admin/dashboard";
import { loader as vitalsLoader } from "../../routes/admin/vitals";

let database: TestDatabase;
let context: AppLoadContext;
let operatorCookie: string;
let memberCookie: string;

const COOKIE = "collins_session";

async function sessionOf(email: string, role: "member" | "owner") {
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: "x", firstName: "하늘", role })
    .returning();
  return `${COOKIE}=${await createSession(database.db, user?.id ?? 0)}`;
}

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  context = {
    db: database.db,
    publicBaseUrl: "http://shop.test",
    sessionCookie: { name: COOKIE, secure: false },
    admin: { providerStatus: [] },
  } as unknown as AppLoadContext;
  operatorCookie = await sessionOf("operator@collins.kr", "owner");
  memberCookie = await sessionOf("member@collins.kr", "member");
});

afterAll(async () => {
  await database.close();
});

const args = (path: string, cookie?: string) => ({
  request: new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} }),
  context,
  params: {},
});

/** What a loader threw: a redirect Response or a 403 data. */
async function refusal(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: { status?: number } }).init?.status ?? 0;
  }
  throw new Error("nothing was thrown");
}

describe("the dashboard page", () => {
  it("shows the figures of the dashboard's domain function to an operator only", async () => {
    const page = await dashboardLoader(args("/admin", operatorCookie) as Parameters<typeof dashboardLoader>[0]);
    const { lowStock, pipeline, requests, since } = await dashboard(database.db);
    expect(page).toMatchObject({ lowStock, pipeline, requests, since, providers: [] });
    expect(page).not.toHaveProperty("vitals");
    expect(await refusal(() => dashboardLoader(args("/admin") as Parameters<typeof dashboardLoader>[0]))).toBe(302);
    expect(
      await refusal(() => dashboardLoader(args("/admin", memberCookie) as Parameters<typeof dashboardLoader>[0])),
    ).toBe(403);
  });
});

describe("the 웹 성능 page (/admin/vitals)", () => {
  it("gives an operator the p75 of each page type and metric, and refuses others", async () => {
    await database.db.insert(webVitals).values(
      [900, 1100, 1300, 1500].map((value) => ({
        pageType: "collection",
        name: "LCP",
        value,
        rating: "good",
        path: "/collection/mood",
      })),
    );
    const page = await vitalsLoader(args("/admin/vitals", operatorCookie) as Parameters<typeof vitalsLoader>[0]);
    expect(page.vitals).toEqual([{ pageType: "collection", metric: "LCP", p75: 1350, count: 4 }]);
    expect(await refusal(() => vitalsLoader(args("/admin/vitals") as Parameters<typeof vitalsLoader>[0]))).toBe(302);
    expect(
      await refusal(() => vitalsLoader(args("/admin/vitals", memberCookie) as Parameters<typeof vitalsLoader>[0])),
    ).toBe(403);
  });
});
