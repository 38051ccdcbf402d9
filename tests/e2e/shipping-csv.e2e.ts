// Issue 22 "Shipping in bulk" in Chromium, at 390×844 (without scripts) and 1440×900: a shopper pays for an order; the
// operator ticks it in the orders list and moves it to 배송준비중, downloads the shipping list CSV
// (UTF-8 with its BOM, Korean headers), uploads the courier's file of tracking numbers, sees the
// preview, confirms, and the order shows 배송중 with its courier and number.
import { describe, inject, it } from "vitest";
import { sharedBrowser, withPage } from "./support/browser";
import { buyNowOnDesktop, fillCheckout, payInSimulator } from "./support/checkout";
import { openConsole } from "./support/console";
import { shipByCsv } from "./support/shipping";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

/** A guest pays for one product; answers the order's id. */
async function paidOrder(): Promise<string> {
  let id = "";
  await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
    await buyNowOnDesktop(page, "moodwater-yuja");
    await fillCheckout(page, "ship-csv@collins.kr");
    id = await payInSimulator(page);
  });
  return id;
}

describe("shipping in bulk", () => {
  // The phone runs without scripts: every step is a plain form or link.
  for (const [viewport, tracking, scripts] of [
    ["phone", "612300000390", false],
    ["desktop", "612300001440", true],
  ] as const) {
    it(`prepares, lists, and ships an order from the courier's CSV at ${viewport}`, async () => {
      const id = await paidOrder();
      await withPage(
        browser(),
        baseUrl,
        viewport,
        async ({ page }) => {
          // The login form brings the operator back to the path; the filter comes after.
          await openConsole(page, "/admin/orders");
          await shipByCsv(page, id, tracking, `shipping-${viewport}`);
        },
        [],
        { scripts },
      );
    });
  }
});
