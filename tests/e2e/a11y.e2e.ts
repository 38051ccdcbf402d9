// Issue #10 "Accessibility": axe-core on every page of the route table (app/routes.ts) at phone and
// desktop size — the storefront as a guest (with its dialogs, sheets and panels open), a cart with
// an item, the checkout and the order completion, the account pages as a member and the operator
// console as an operator — with no serious or critical violation.
import type { Page } from "playwright-core";
import { describe, expect, inject, it, vi } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe";
import { openProduct, sharedBrowser, type ViewportName, whenHydrated, withPage } from "./support/browser";
import { fillCheckout, payInSimulator } from "./support/checkout";
import { signUpInSession } from "./support/signup";
import { setStock } from "./support/stock";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

// Each test audits dozens of pages one after another: minutes on a busy CI machine.
vi.setConfig({ testTimeout: 300_000 });

const COLLECTIONS = ["mood", "fragrance", "gift", "homewear", "hygiene", "goods", "all"];

const GUEST_PAGES = [
  "/",
  ...COLLECTIONS.map((slug) => `/collection/${slug}`),
  "/collection/fragrance?subcollection=incense",
  "/login/menu",
  "/signup/menu",
  "/login/form",
  "/login/find-id",
  "/login/find-password",
  "/signup/form",
  "/welcome",
  "/brandstory",
  "/collinsday1969",
  "/moodwater-teaser",
  "/terms",
  "/privacy",
  "/places",
  "/music",
  "/makersnote",
  "/makersnote/winter-gift-wrapping",
  "/inquiry",
  "/maintenance",
  "/error",
  "/no/such/page",
];

const MEMBER_PAGES = [
  "/account",
  "/account/&kakao_login=auto",
  "/account/shipping/form",
  "/account/basicinfo/form",
  "/account/password/form",
  "/name/form",
];

const CONSOLE_PAGES = [
  "/admin",
  "/admin/orders",
  "/admin/products",
  "/admin/collections",
  "/admin/popups",
  "/admin/top-banners",
  "/admin/makers-notes",
  "/admin/places",
  "/admin/playlists",
  "/admin/content-pages",
  "/admin/coupons",
  "/admin/reviews",
  "/admin/inquiries",
  "/admin/settings",
  "/admin/audit",
  "/admin/requests",
  "/admin/orders/tracking",
  "/admin/vitals",
  "/admin/staff",
];

/** Lists whose first entry opens a detail or edit page of the console. */
const CONSOLE_DETAILS = [
  "orders",
  "products",
  "popups",
  "top-banners",
  "makers-notes",
  "places",
  "playlists",
  "content-pages",
  "inquiries",
];

/** Audits pages of one viewport, collecting every serious or critical violation. */
function auditor(page: Page, viewport: ViewportName) {
  const problems: string[] = [];
  return {
    async check(where: string) {
      problems.push(...describeViolations(`${where} (${viewport})`, await seriousViolations(page)));
    },
    async visit(path: string) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor({ state: "attached" });
      await this.check(path);
    },
    assertClean() {
      expect(problems, `axe found serious or critical violations:\n\n${problems.join("\n\n")}`).toEqual([]);
    },
  };
}

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, { data, headers: { origin: baseUrl } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

/**
 * Sets a product's stock as the operator would, outside the audited page's session: other specs on
 * the same server restock the seeded sold-out products, so this spec sells one out itself.
 */
describe.each<ViewportName>(["phone", "desktop"])("axe-core on a %s", (viewport) => {
  it("finds no serious or critical violation on the storefront's pages, dialogs and panels", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      const audit = auditor(page, viewport);
      for (const path of GUEST_PAGES) await audit.visit(path);

      // From 1201 px the collections are the header's horizontal menu, audited on every page (issue 21).
      if (viewport === "phone") {
        await page.goto("/");
        await page.getByRole("button", { name: "메뉴 열기" }).click();
        await page.getByRole("dialog", { name: "메뉴" }).waitFor();
        await audit.check("/ with the menu open");
      }

      await page.goto("/collection/fragrance");
      await whenHydrated(page);
      await page.getByRole("link", { name: "검색", exact: true }).click();
      const search = page.getByRole("dialog", { name: "상품 검색" });
      await search.getByRole("searchbox").fill("무드");
      await search.getByRole("link").first().waitFor();
      await audit.check("search results panel");

      await page.goto("/collection/goods");
      await page.getByRole("button", { name: /컬렉션 선택/ }).click();
      await page.getByRole("list", { name: "컬렉션" }).waitFor();
      await audit.check("collection selector open");

      await openProduct(page, "collins-incense");
      await audit.check("/product/collins-incense");
      if (viewport === "phone") {
        await page.getByRole("button", { name: "구매하기", exact: true }).click();
        await page.getByRole("dialog", { name: "옵션 선택" }).waitFor();
        await audit.check("/product/collins-incense with the option sheet open");
      } else {
        await page.getByRole("button", { name: "향 선택" }).click();
        await page.getByRole("list", { name: "향" }).waitFor();
        await audit.check("/product/collins-incense with the scent menu open");
      }

      await setStock("moodwater-violet", 0);
      await openProduct(page, "moodwater-violet");
      await audit.check("/product/moodwater-violet (sold out)");
      await page.getByRole("link", { name: "재입고 알림 신청" }).first().click();
      await page.getByRole("dialog", { name: "재입고 알림 신청" }).waitFor();
      await audit.check("restock alarm popup");

      await audit.visit("/cart");

      await openProduct(page, "moodwater-yuja");
      if (viewport === "phone") {
        await page.getByRole("button", { name: "구매하기", exact: true }).click();
        const sheet = page.getByRole("dialog", { name: "옵션 선택" });
        await sheet.getByRole("button", { name: "구매하기", exact: true }).click();
        await sheet.getByRole("button", { name: "바로 구매하기" }).waitFor();
        await audit.check("/product/moodwater-yuja purchase menu");
        await sheet.getByRole("button", { name: "장바구니 담기" }).click();
      } else {
        await page.getByRole("button", { name: "장바구니 담기" }).click();
      }
      await page
        .getByRole("dialog", { name: "선택하신 상품을 장바구니에 담았어요." })
        .getByRole("link", { name: "장바구니 보기" })
        .click();
      await page.waitForURL("**/cart");
      await page.getByRole("link", { name: "주문하기" }).waitFor();
      await audit.check("/cart with an item");
      await fillCheckout(page, `a11y-${viewport}@collins.kr`);
      await audit.check("/checkout");
      await payInSimulator(page);
      await page.getByRole("heading", { name: "주문이 완료되었어요" }).waitFor();
      await audit.check("/order/complete");

      audit.assertClean();
    });
  });

  it("finds no serious or critical violation on a member's account pages", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await signUpInSession(page, baseUrl, `a11y-member-${viewport}-${Date.now()}@collins.kr`);
      const audit = auditor(page, viewport);
      await audit.visit("/welcome");
      for (const path of MEMBER_PAGES) await audit.visit(path);
      audit.assertClean();
    });
  });

  it("finds no serious or critical violation in the operator console", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      const inquiry = await page.request.post("/api/inquiry", {
        multipart: {
          type: "general",
          name: "박하늘",
          phone: "010-2222-3333",
          email: "a11y-inquiry@collins.kr",
          message: "인센스 챔버의 재입고 일정이 궁금해요.",
          consent: "on",
        },
        headers: { origin: baseUrl },
      });
      expect(inquiry.status()).toBe(200);
      await post(page, "/api/login", { email: "admin@collins.kr", password: adminPassword });
      const audit = auditor(page, viewport);
      for (const path of CONSOLE_PAGES) await audit.visit(path);
      for (const list of CONSOLE_DETAILS) {
        await page.goto(`/admin/${list}`);
        // An entry's page, not the list's own tools (the orders' shipping CSV download, 송장 일괄 등록).
        const entry = page
          .locator(`main a[href^="/admin/${list}/"]:not([href$="/new"]):not([download]):not([href$="/tracking"])`)
          .first();
        const href = await entry.getAttribute("href");
        expect(href, `/admin/${list} lists an entry`).toBeTruthy();
        await audit.visit(href ?? "");
      }
      await audit.visit("/admin/popups/new");
      const notes = await page.request.get("/api/admin/makers-notes");
      const { items } = (await notes.json()) as { items: { id: number; status: string }[] };
      const draft = items.find((note) => note.status === "draft");
      await audit.visit(`/makersnote/preview/${draft?.id}`);
      audit.assertClean();
    });
  });
});
