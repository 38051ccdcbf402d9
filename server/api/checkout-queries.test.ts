// Issue 23, "Sale day": a checkout's statements are what a sale adds to the browsing load, each a
// write to the database's socket and a turn of a busy event loop. Every statement of each step is
// counted here, BEGIN and COMMIT included, the PortOne simulator's own as well (it answers over
// HTTP from the same app). There were 59: cart add 10, cart 7, initCheckout 24 (the cart's id
// twice, six for the rate limit), payment window 4, processCheckout 11 (the order read twice and
// the cart's id), receipt 3 (the cart's id though the key was given). Each step's count is
// pinned: a change that asks more fails here, one that asks less writes its new figure down.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutFlow } from "../../tests/helpers/checkout-flow";
import { countQueries } from "../../tests/helpers/count-queries";
import { routedFetch, shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
const { productId, init, payInWindow, process } = checkoutFlow(() => t);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" }, { fetchImpl: routedFetch(() => t) });
});

afterAll(async () => {
  await t.close();
});

/** The statements `step` sent, after checking that it answered `status`. */
async function statementsOf(step: () => Promise<{ status: number }>, status = 200) {
  const { queries, answer } = await countQueries(t.database.db, step);
  expect(answer.status).toBe(status);
  return queries;
}

describe("a guest's card checkout, statement by statement", () => {
  it("asks the database no more than its budget at each step", async () => {
    const s = shopper(t);
    const product = await productId("moodwater-yuja");
    const line = { product_id: product.id, variation_id: null, quantity: 1 };
    const asked = {
      cartAdd: await statementsOf(() => s.call("POST", "/api/cart/item/add", [line])),
      cart: await statementsOf(() => s.call("GET", "/api/cart/item")),
      init: 0,
      window: 0,
      process: 0,
      receipt: 0,
    };
    let order: Awaited<ReturnType<typeof init>>["body"] | undefined;
    asked.init = await statementsOf(async () => {
      const answer = await init(s);
      order = answer.body;
      return answer;
    });
    if (!order) throw new Error("initCheckout answered no order");
    const paid = order;
    asked.window = await statementsOf(() => payInWindow(s, paid));
    asked.process = await statementsOf(() => process(s, paid));
    asked.receipt = await statementsOf(() =>
      s.call("GET", `/api/order/${paid.id}?key=${encodeURIComponent(paid.order_key)}`),
    );
    expect(asked).toEqual({ cartAdd: 9, cart: 7, init: 19, window: 4, process: 9, receipt: 2 });
  });
});

/** The statements a transaction sent after its first write to a product row, up to its end. */
function afterProductRowLocked(statements: string[]) {
  const first = statements.findIndex((statement) => /^update "products"/i.test(statement));
  expect(first).toBeGreaterThan(-1);
  const end = statements.findIndex((statement, index) => index > first && /^(commit|rollback)$/i.test(statement));
  return statements.slice(first + 1, end + 1).map((statement) => statement.split(" set ")[0]?.toLowerCase());
}

describe("the row every buyer of a limited drop needs (issue 23, sale day)", () => {
  it("is locked by the last statements of initCheckout and of the payment, then committed", async () => {
    const s = shopper(t);
    const product = await productId("moodwater-yuja");
    expect(
      (await s.call("POST", "/api/cart/item/add", [{ product_id: product.id, variation_id: null, quantity: 1 }]))
        .status,
    ).toBe(200);
    let order: Awaited<ReturnType<typeof init>>["body"] | undefined;
    const initStep = await countQueries(t.database.db, async () => {
      const answer = await init(s);
      order = answer.body;
      return answer;
    });
    expect(initStep.answer.status).toBe(200);
    // Before: the order and its lines were written while the stock row was held (3 statements more).
    expect(afterProductRowLocked(initStep.statements)).toEqual(["commit"]);
    if (!order) throw new Error("initCheckout answered no order");
    // Starting again: the older order's unit comes back in the same pass, just before it is taken.
    const again = await countQueries(t.database.db, async () => {
      const answer = await init(s);
      order = answer.body;
      return answer;
    });
    expect(again.answer.status).toBe(200);
    expect(afterProductRowLocked(again.statements)).toEqual(['update "products"', "commit"]);
    const paid = order;
    await payInWindow(s, paid);
    const processStep = await countQueries(t.database.db, () => process(s, paid));
    expect(processStep.answer.status).toBe(200);
    expect(afterProductRowLocked(processStep.statements)).toEqual(["commit"]);
  });
});
