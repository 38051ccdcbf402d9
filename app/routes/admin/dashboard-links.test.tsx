// Issue 22 "Dashboard … the order pipeline (… plus 취소·교환·반품 requests) with links to the filtered
// lists": the request cards open the requests queue (/admin/requests) filtered by kind and state,
// where the requests are answered, and the pipeline's cards the orders list filtered by status.
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboard } from "../../../server/domain/admin/dashboard";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import type { Route } from "./+types/dashboard";
import DashboardPage from "./dashboard";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** The page as the framework gives it its loader's data. */
function Page() {
  const loaderData = useLoaderData() as Route.ComponentProps["loaderData"];
  return <DashboardPage {...({ loaderData } as Route.ComponentProps)} />;
}

/** The dashboard's server HTML over the figures its loader reads (no providers configured). */
async function render(): Promise<string> {
  const { dataRoutes, query } = createStaticHandler([
    {
      id: "dashboard",
      path: "/admin",
      Component: Page,
      loader: async () => ({ ...(await dashboard(database.db)), providers: [] }),
    },
  ]);
  const context = await query(new Request("http://shop.test/admin"));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />);
}

/** The links of one of the dashboard's step panels, by the panel's label. */
function linksOf(html: string, label: string): string[] {
  const start = html.indexOf(`aria-label="${label}"`);
  const panel = html.slice(start, html.indexOf("</section>", start));
  return [...panel.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
}

describe("the dashboard's cards (issue 22 Dashboard)", () => {
  it("send 취소·교환·반품 to the requests queue filtered by kind and state", async () => {
    const html = await render();
    expect(linksOf(html, "취소·교환·반품")).toEqual([
      "/admin/requests?kind=cancel",
      "/admin/requests?kind=exchange&state=requested",
      "/admin/requests?kind=return&state=requested",
    ]);
    expect(linksOf(html, "주문 처리 현황")).toHaveLength(5);
    for (const link of linksOf(html, "주문 처리 현황")) expect(link).toMatch(/^\/admin\/orders\?status=/);
  });
});
