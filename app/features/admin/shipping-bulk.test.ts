// Issue 22 "Shipping in bulk" through the console's routes, as a browser without scripts posts them:
// ticked orders to 배송준비중 (/admin/orders), the shipping list CSV (/admin/orders/shipping.csv) and
// the courier's file of tracking numbers uploaded, previewed and confirmed (/admin/orders/tracking),
// against real checkouts on PGlite; each shipped buyer is texted once, a refusal is a Korean 4xx.
import { and, eq, like } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "../../../core/csv";
import { orders, outboxMessages } from "../../../server/db/schema";
import { SHIPPING_CSV_HEADER } from "../../../server/domain/admin/shipping";
import { MAX_TRACKING_FILE_BYTES, trackingImportMessages } from "../../../server/domain/admin/tracking-import";
import { checkoutFlow } from "../../../tests/helpers/checkout-flow";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import { routedFetch, type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { action as ordersAction } from "../../routes/admin/orders";
import { loader as csvLoader } from "../../routes/admin/orders-shipping-csv";
import { action as trackingAction, loader as trackingLoader } from "../../routes/admin/orders-tracking";
import type { ConsoleAnswer } from "./answer";

let t: TestApp;
let operator: Shopper;
const { buy } = checkoutFlow(() => t);

/** The renderer as React Router runs a route's loader or action: its data as JSON, with its status. */
const asResponse = (result: unknown) => {
  if (result instanceof Response) return result;
  const { data, init } = result as UNSAFE_DataWithResponseInit<unknown>;
  if (init !== undefined || data !== undefined) return Response.json(data, { status: init?.status ?? 200 });
  return Response.json(result);
};

type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };
const ROUTES: Record<string, { GET?: (args: Args) => Promise<unknown>; POST?: (args: Args) => Promise<unknown> }> = {
  "/admin/orders": { POST: ordersAction as (args: Args) => Promise<unknown> },
  "/admin/orders/shipping.csv": { GET: csvLoader as (args: Args) => Promise<unknown> },
  "/admin/orders/tracking": {
    GET: trackingLoader as (args: Args) => Promise<unknown>,
    POST: trackingAction as (args: Args) => Promise<unknown>,
  },
};

beforeAll(async () => {
  t = await createTestApp(
    { TRUST_PROXY: "on" },
    {
      fetchImpl: routedFetch(() => t),
      pages: async (request, context) => {
        const route = ROUTES[new URL(request.url).pathname.replace(/\.data$/, "")];
        const run = route?.[request.method as "GET" | "POST"];
        if (!run) return new Response("page");
        try {
          return asResponse(await run({ request, context: context as AppLoadContext, params: {} }));
        } catch (thrown) {
          return asResponse(thrown);
        }
      },
    },
  );
  operator = await signedInOperator(t);
});

afterAll(async () => {
  await t.close();
});

/** A form of several values per name, as the browser sends ticked checkboxes. */
function postForm(s: Shopper, path: string, fields: [string, string][]) {
  const body = new URLSearchParams(fields).toString();
  return s.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) },
    body,
  });
}

function upload(s: Shopper, path: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name));
  form.append("intent", "upload");
  return s.request(path, { method: "POST", body: form });
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const statusOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const shippedTexts = (id: number) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "order_shipped"), like(outboxMessages.dedupeKey, `%:${id}`)));

describe("shipping in bulk in the console", () => {
  it("prepares ticked orders, lists them as CSV, and ships them from the courier's file once", async () => {
    const first = await buy(shopper(t), "moodwater-yuja");
    const second = await buy(shopper(t), "moodwater-yuja");

    const prepared = await postForm(operator, "/admin/orders", [
      ["orderId", String(first.id)],
      ["orderId", String(second.id)],
      ["intent", "prepare"],
    ]);
    expect(prepared.status).toBe(200);
    const answer = (await prepared.json()) as ConsoleAnswer;
    expect(answer.ok).toBe("2건을 배송준비중으로 바꿨어요.");
    expect(answer.outcomes?.map((outcome) => outcome.changed)).toEqual([true, true]);
    expect((await statusOf(first.id))?.status).toBe("preparing");

    const download = await operator.request("/admin/orders/shipping.csv");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="shipping-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
    expect(header).toEqual([...SHIPPING_CSV_HEADER]);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.slice(1, 4)).toEqual(["김콜린", "010-1234-5678", "04782"]);

    // The courier fills 택배사 and 송장번호 in the same file and sends it back.
    const file = toCsv([
      SHIPPING_CSV_HEADER,
      ...rows.map((row, index) => [...row.slice(0, 9), "CJ대한통운", `61234567890${index}`]),
    ]);
    const uploaded = await upload(operator, "/admin/orders/tracking", "cj.csv", utf8(file));
    expect(uploaded.status).toBe(200);
    expect(((await uploaded.json()) as ConsoleAnswer).ok).toContain("파일을 읽었어요");

    const page = (await (await operator.request("/admin/orders/tracking")).json()) as {
      preview: { id: number; changes: { orderId: number; courier: string }[]; refused: unknown[] };
    };
    expect(page.preview.changes.map((change) => change.orderId)).toEqual([first.id, second.id]);
    expect(page.preview.refused).toEqual([]);
    expect((await statusOf(first.id))?.status).toBe("preparing");

    const applied = await postForm(operator, "/admin/orders/tracking", [
      ["importId", String(page.preview.id)],
      ["intent", "apply"],
    ]);
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as ConsoleAnswer).ok).toBe("2건을 배송중으로 바꾸고 구매자에게 문자를 보냈어요.");
    expect(await statusOf(second.id)).toMatchObject({
      status: "shipped",
      courier: "CJ대한통운",
      trackingNumber: "612345678901",
    });
    expect(await shippedTexts(first.id)).toHaveLength(1);

    const twice = await postForm(operator, "/admin/orders/tracking", [
      ["importId", String(page.preview.id)],
      ["intent", "apply"],
    ]);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as ConsoleAnswer).message).toBe(trackingImportMessages.applied);
    expect(await shippedTexts(first.id)).toHaveLength(1);
  });

  it("refuses a spreadsheet, a file over 1 MB and a file with no name, with a Korean 400, keeping nothing", async () => {
    const spreadsheet = await upload(operator, "/admin/orders/tracking", "송장.xlsx", utf8("PK\u0003\u0004rest"));
    expect(spreadsheet.status).toBe(400);
    expect(((await spreadsheet.json()) as ConsoleAnswer).errors.file).toBe(trackingImportMessages.spreadsheet);

    const large = new Uint8Array(MAX_TRACKING_FILE_BYTES + 1).fill(0x31);
    const tooLarge = await upload(operator, "/admin/orders/tracking", "big.csv", large);
    expect(tooLarge.status).toBe(400);
    expect(((await tooLarge.json()) as ConsoleAnswer).message).toBe(trackingImportMessages.tooLarge);

    const scientific = await upload(
      operator,
      "/admin/orders/tracking",
      "excel.csv",
      utf8("주문번호,택배사,송장번호\r\n1,CJ대한통운,6.12346E+11\r\n"),
    );
    expect(scientific.status).toBe(200);
    const page = (await (await operator.request("/admin/orders/tracking")).json()) as {
      preview: { refused: { note: string }[] };
    };
    expect(page.preview.refused.map((row) => row.note)).toEqual([trackingImportMessages.scientific]);
  });

  it("refuses a member and an empty selection", async () => {
    const member = await signedInMember(t);
    const refused = await postForm(member, "/admin/orders", [["intent", "prepare"]]);
    expect(refused.status).toBe(403);
    const none = await postForm(operator, "/admin/orders", [["intent", "prepare"]]);
    expect(none.status).toBe(400);
    expect(((await none.json()) as ConsoleAnswer).message).toBe("배송준비중으로 바꿀 주문을 선택해주세요.");
    const download = await member.request("/admin/orders/shipping.csv");
    expect(download.status).toBe(403);
  });
});
