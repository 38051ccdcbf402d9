// Issue 22's operator console ("an operator console that shop staff run without typing JSON, on a
// laptop and a phone") in each engine at 390×844 and 1440×900, as the staff's Safari (WebKit),
// Firefox and Chromium run it: a guest pays for an order; the operator logs in through the login
// form, finds the order in the orders list (on a phone a stack of cards with the amount and the
// status in sight), opens it and moves it to 배송준비중; then, in the product editor with its
// scripts, adds an option level with two values, builds the combinations, fills their stock in one
// go and saves a new product (hidden: the storefront's other journeys never see it).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Engine, poll, type Shopper, type Target, type Text, textScript, valueScript, viewports } from "./driver";
import { buyNow, countOf, payInSimulator, shop, waitFor, waitForText, waitForUrl } from "./journeys";

const button = (name: Text, within?: Target): Target => ({ role: "button", name, within });
const link = (name: Text, within?: Target): Target => ({ role: "link", name, within });

/** The console's texts and steps the journey depends on, in one place. */
const consoleShop = {
  menu: { role: "navigation", name: "콘솔 메뉴" } as Target,
  operator: "admin@collins.kr",
  /** The product the guest buys now, and the order's status before and after. */
  bought: "moodwater-yuja",
  paid: "결제완료",
  prepare: button("배송준비중으로 변경"),
  prepared: "배송준비중으로 바꿨어요.",
  preparing: "배송준비중",
};

/**
 * The order's row in the list, as the operator reads it: the amount and status cells' texts, the
 * right edge of the widest of its cells, and whether the row is drawn as a card (a block).
 */
const rowScript = (orderId: string) => `((link) => {
  const row = link?.closest("tr");
  if (!row) return null;
  const cell = (label) => row.querySelector('td[data-label="' + label + '"]');
  const text = (el) => el ? el.innerText.replace(/\\s+/g, " ").trim() : null;
  const right = Math.max(...Array.from(row.cells, (td) => td.getBoundingClientRect().right));
  return { amount: text(cell("결제 금액")), status: text(cell("상태")), right, width: document.documentElement.clientWidth,
    card: getComputedStyle(row).display === "block" };
})(${`Array.from(document.querySelectorAll("main a")).find((a) => a.textContent.trim() === "#${orderId}")`})`;

export function describeConsoleJourneys(engine: Engine) {
  const baseUrl = inject("baseUrl");
  const adminPassword = inject("adminPassword");
  beforeAll(() => engine.launch(), 60_000);
  afterAll(() => engine.close());

  describe.each(Object.keys(viewports) as (keyof typeof viewports)[])(
    `the console in ${engine.name} at %s`,
    (viewport) => {
      const size = `${viewports[viewport].width}x${viewports[viewport].height}`;

      /** A new browser that has seen the demo site popups, so none covers a page (as journeys.ts's shoppers). */
      async function visitor(): Promise<Shopper> {
        const s = await engine.open(baseUrl, viewport);
        await s.goto("/robots.txt");
        await s.evaluate(
          `(${JSON.stringify(shop.seenPopups)}).forEach((key) => sessionStorage.setItem(key, "true")) ?? true`,
        );
        return s;
      }

      /** Runs steps as a new shopper; on failure, a screenshot and the URL go to the log. */
      async function as(name: string, steps: (s: Shopper) => Promise<void>) {
        const s = await visitor();
        try {
          await steps(s);
        } catch (error) {
          const file = await s.screenshot(`failed-console-${engine.name}-${name}-${size}`).catch(() => "none");
          console.error(
            `${engine.name} ${viewport} console ${name} failed at ${await s.url().catch(() => "?")} (${file})`,
          );
          throw error;
        } finally {
          await s.close().catch(() => {});
        }
      }

      /** A guest buys now and pays in the simulator: the order's id. */
      async function paidOrder(email: string): Promise<string> {
        let orderId = "";
        await as("guest", async (s) => {
          await buyNow(s, consoleShop.bought);
          await shop.checkout.fill(s, email);
          await s.click(shop.checkout.pay);
          await payInSimulator(s);
          await waitForUrl(s, /\/order\/complete\?orderId=\d+/, 30_000);
          orderId = new URL(await s.url()).searchParams.get("orderId") ?? "";
        });
        return orderId;
      }

      /**
       * The operator of this size, one browser for the journeys: logged in once through the login
       * form (every engine's browser comes from 127.0.0.1, and an address has 30 password checks in
       * 15 minutes, which the shopper journeys' logins share).
       */
      let operator: Shopper | null = null;
      let loggedIn = false;
      afterAll(() => operator?.close().catch(() => {}));

      /** Opens a console page as the operator (the login form first, the first time), live. */
      async function asOperator(name: string, path: string, steps: (s: Shopper) => Promise<void>) {
        operator ??= await visitor();
        const s = operator;
        try {
          await s.goto(path);
          if (!loggedIn) {
            await waitForUrl(s, /\/login\/form\?next=/);
            await s.fill({ label: "이메일" }, consoleShop.operator);
            await s.fill({ label: "비밀번호" }, adminPassword);
            await s.click(button("로그인"));
            await waitForUrl(s, new RegExp(`${path}$`));
            loggedIn = true;
          }
          await waitFor(s, consoleShop.menu);
          await poll("a live console", () => s.evaluate<boolean>(shop.live));
          await steps(s);
        } catch (error) {
          const file = await s.screenshot(`failed-console-${engine.name}-${name}-${size}`).catch(() => "none");
          console.error(
            `${engine.name} ${viewport} console ${name} failed at ${await s.url().catch(() => "?")} (${file})`,
          );
          throw error;
        }
      }

      // A guest checkout and the operator's steps in one test: WebKit took over 120 s under a load of 17.
      it("finds a paid order in the list, opens it and moves it to 배송준비중", async () => {
        const email = `console-${engine.name}-${viewport}-${Date.now()}@collins.kr`;
        const orderId = await paidOrder(email);
        expect(orderId).toMatch(/^\d+$/);
        await asOperator("order", "/admin/orders", async (s) => {
          await s.fill({ label: "검색" }, email);
          await s.click(button("조회"));
          await waitForUrl(s, /[?&]q=/);
          const orderLink = link(`#${orderId}`);
          await waitFor(s, orderLink);
          const row = await poll("the order's row", () =>
            s.evaluate<{ amount: string; status: string; right: number; width: number; card: boolean } | null>(
              rowScript(orderId),
            ),
          );
          expect(row.amount).toMatch(/^[\d,]+원$/);
          expect(row.status).toBe(consoleShop.paid);
          // Nothing of the row is cut off at the side; on a phone it is a card, not a table row.
          expect(row.right).toBeLessThanOrEqual(row.width);
          expect(row.card).toBe(viewport === "phone");
          await s.screenshot(`console-${engine.name}-orders-${size}`);

          await s.click(orderLink);
          await waitForUrl(s, new RegExp(`/admin/orders/${orderId}$`));
          await waitFor(s, { role: "heading", name: `주문 #${orderId}` });
          await poll("a live order page", () => s.evaluate<boolean>(shop.live));
          await s.click(consoleShop.prepare);
          await waitForText(s, consoleShop.prepared);
          // The status badge follows the answer a moment later.
          await poll(
            "the order's status badge",
            async () => (await s.evaluate<string | null>(textScript({ css: "h1 + *" }))) === consoleShop.preparing,
          );
          expect(await countOf(s, consoleShop.prepare)).toBe(0);
          await s.screenshot(`console-${engine.name}-order-${size}`);
        });
      }, 240_000);

      it("adds an option level with two values in the product editor, builds the combinations and saves", async () => {
        const slug = `console-${engine.name}-${viewport}-${Date.now()}`;
        await asOperator("option-builder", "/admin/products/new", async (s) => {
          await s.fill({ label: "상품명" }, `디퓨저 ${slug}`);
          await s.fill({ label: "주소 (영문 소문자, 숫자, -)" }, slug);
          await s.select({ label: "유형" }, "옵션 상품");
          await s.fill({ label: "상품 페이지 제목" }, "디퓨저");
          await s.fill({ label: "정가 (원)" }, "32000");
          await s.fill({ label: "옵션 1 이름" }, "향");
          await s.fill({ label: "옵션 1 값 1" }, "유자");
          await s.fill({ label: "옵션 1 값 2" }, "바이올렛");
          await s.click(button("조합 만들기"));
          await waitFor(s, { role: "heading", name: "조합 2개" });
          const grid: Target = { role: "list", name: "옵션 조합" };
          expect(await countOf(s, { role: "listitem", within: grid })).toBe(2);
          // What was typed stays across the step.
          expect(await s.evaluate<string>(valueScript({ label: "상품명" }))).toBe(`디퓨저 ${slug}`);

          await s.fill({ label: "모든 조합의 재고" }, "7");
          await s.click(button("모두 적용"));
          await waitForText(s, "조합을 만들었어요");
          const stockOf = (name: string) =>
            s.evaluate<string | null>(valueScript({ label: `${name} 재고`, within: grid }));
          await poll("the stock of every combination", async () =>
            (await Promise.all(["유자", "바이올렛"].map(stockOf))).every((value) => value === "7"),
          );
          await s.fill({ label: "유자 SKU", within: grid }, `${slug}-YJ`.toUpperCase());
          await s.screenshot(`console-${engine.name}-option-grid-${size}`);

          await s.click(button("저장"));
          await waitForUrl(s, /\/admin\/products\/\d+$/, 30_000);
          await waitFor(s, { role: "heading", name: `디퓨저 ${slug}` });
          await waitFor(s, grid);
          expect(await countOf(s, { role: "listitem", within: grid })).toBe(2);
          expect(await s.evaluate<string>(valueScript({ label: "유자 SKU", within: grid }))).toBe(
            `${slug}-YJ`.toUpperCase(),
          );
          await s.screenshot(`console-${engine.name}-product-saved-${size}`);
        });
      });
    },
  );
}
