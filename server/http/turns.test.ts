// server/http/turns.ts: kept pages take turns, so a checkout's answers from the database are not
// queued behind every browsing connection (issue 23, "Sale day").
import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { turnTaker } from "./turns";

/** Takes turns for `count` callers at once and records, per caller, the turn it went on in. */
async function turnsOf(take: ReturnType<typeof turnTaker>, count: number): Promise<number[]> {
  let turn = 0;
  const counting = (async () => {
    for (let i = 0; i < count; i += 1) {
      await nextTurn();
      turn += 1;
    }
  })();
  const went = await Promise.all(
    Array.from({ length: count }, async () => {
      const waiting = take();
      if (waiting) await waiting;
      return turn;
    }),
  );
  await counting;
  return went;
}

describe("kept pages take turns", () => {
  it("lets as many as a turn allows go on at once, without waiting", () => {
    const take = turnTaker(3);
    expect([take(), take(), take()]).toEqual([undefined, undefined, undefined]);
    expect(take()).toBeInstanceOf(Promise);
  });

  it("starts the others a turn's worth at a time, in the order they came", async () => {
    const went = await turnsOf(turnTaker(2), 7);
    expect(went).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });

  it("lets something else run between two turns (a checkout's answer from the database)", async () => {
    const take = turnTaker(1);
    const order: string[] = [];
    const pages = Array.from({ length: 3 }, async (_, index) => {
      const waiting = take();
      if (waiting) await waiting;
      order.push(`page ${index}`);
    });
    // Ready after the pages came, like a database answer: it runs between two turns of pages.
    const checkout = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push("checkout");
        resolve();
      }),
    );
    await Promise.all([...pages, checkout]);
    expect(order).toEqual(["page 0", "page 1", "checkout", "page 2"]);
  });

  it("starts a new turn's full share after a quiet moment", async () => {
    const take = turnTaker(2);
    take();
    take();
    await nextTurn();
    await nextTurn();
    expect([take(), take()]).toEqual([undefined, undefined]);
  });
});
