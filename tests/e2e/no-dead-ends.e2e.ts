// Issue 20 ("No dead ends for a shopper") at 390×844 and 1440×900: a site popup's "오늘 하루 보지
// 않기 | 닫기" (the first kept until the Seoul day ends); the demo's page rules (url_unit's except, the
// 'all' popup); add-on lines that name their product; both up-sell offers of spec §4 in one visit;
// a script chunk that fails or does not come in 120 s (spec §9) answered with a retry message; a
// Kakao-only member's account page; sign-up's 보기 links, with and without scripts.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openProduct, screenshot, sharedBrowser, type ViewportName, whenHydrated, withPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();
const viewports: ViewportName[] = ["phone", "desktop"];

const MOOD_POPUP = "무드워터 신규 향";
const STORES_POPUP = "오프라인 매장 안내";

/** Forgets this session's popup flags, as a new visit would; the browser's lasting values stay. */
const newSession = (page: Page) => page.evaluate(() => sessionStorage.clear());

async function absentFor(page: Page, name: string, ms: number) {
  await page.waitForTimeout(ms);
  expect(await page.getByRole("dialog", { name }).count()).toBe(0);
}

describe("site popups: 오늘 하루 보지 않기 | 닫기", () => {
  it("keeps the popup closed for the rest of the Seoul day, then shows it the next day (phone)", async () => {
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        // 22:00 in Seoul: two hours of the day are left.
        await page.clock.install({ time: new Date("2026-12-01T13:00:00Z") });
        await page.goto("/collection/mood");
        const popup = page.getByRole("dialog", { name: MOOD_POPUP });
        await popup.waitFor();
        await popup.getByRole("button", { name: "향 상담하기" }).waitFor();
        await screenshot(page, "popup-bar-phone");
        await popup.getByRole("button", { name: "오늘 하루 보지 않기" }).click();
        await popup.waitFor({ state: "detached" });
        // Remembered in the browser until 00:00 in Seoul (15:00 UTC).
        const kept = await page.evaluate(() =>
          Object.entries(localStorage).filter(([key]) => key.startsWith("collins.popup.hidden-until.")),
        );
        expect(kept.map(([, until]) => Number(until))).toEqual([Date.parse("2026-12-01T15:00:00Z")]);

        await newSession(page);
        await page.reload();
        await whenHydrated(page);
        await absentFor(page, MOOD_POPUP, 1500);

        await page.clock.setSystemTime(new Date("2026-12-01T15:00:05Z"));
        await newSession(page);
        await page.reload();
        await page.getByRole("dialog", { name: MOOD_POPUP }).waitFor();
      },
      [],
      { sitePopups: true },
    );
  });

  it("닫기 closes it for now only: a new visit the same day shows it again (desktop)", async () => {
    await withPage(
      browser(),
      baseUrl,
      "desktop",
      async ({ page }) => {
        await page.goto("/collection/mood");
        const popup = page.getByRole("dialog", { name: MOOD_POPUP });
        await popup.getByRole("button", { name: "향 상담하기" }).waitFor();
        await screenshot(page, "popup-bar-desktop");
        await popup.getByRole("button", { name: "닫기", exact: true }).click();
        await popup.waitFor({ state: "detached" });
        expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.includes("popup")))).toBe(false);
        // The same session: shown once (spec §4).
        await page.reload();
        await whenHydrated(page);
        await absentFor(page, MOOD_POPUP, 1000);
        await newSession(page);
        await page.reload();
        await popup.waitFor();
      },
      [],
      { sitePopups: true },
    );
  });

  it.each(viewports)("follows the demo's rules: except leaves a set page to the 'all' popup (%s)", async (viewport) => {
    await withPage(
      browser(),
      baseUrl,
      viewport,
      async ({ page }) => {
        // url_unit: Included '/product/moodwater-' but except ends_with '-3'.
        await page.goto("/product/moodwater-discovery-3");
        await page.getByRole("dialog", { name: STORES_POPUP }).waitFor({ timeout: 6000 });
        expect(await page.getByRole("dialog", { name: MOOD_POPUP }).count()).toBe(0);
        await page.getByRole("dialog", { name: STORES_POPUP }).getByRole("button", { name: "닫기" }).click();
        await newSession(page);
        await page.goto("/product/moodwater-yuja");
        await page.getByRole("dialog", { name: MOOD_POPUP }).waitFor();
      },
      [],
      { sitePopups: true },
    );
  });
});

/** The purchase menu: the desktop's column, or the phone's option sheet in normal buying. */
async function purchaseMenu(page: Page, viewport: ViewportName) {
  if (viewport === "desktop") return page.locator("body");
  await page.getByRole("button", { name: "구매하기", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "옵션 선택" });
  await sheet.waitFor();
  // With the wallet available the sheet first offers the wallet and normal buying.
  const normal = sheet.getByRole("button", { name: "구매하기", exact: true });
  if ((await normal.count()) > 0) await normal.click();
  return sheet;
}

describe("add-on lines name their product", () => {
  it.each(viewports)("reads '라이터 미니 · 베이직 1,900원' in the options and the cart (%s)", async (viewport) => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await openProduct(page, "collins-incense");
      const menu = await purchaseMenu(page, viewport);
      const scents = menu.getByRole("list", { name: "향" });
      if (!(await scents.isVisible())) await menu.getByRole("button", { name: "향 선택" }).click();
      await scents.getByRole("button", { name: /우드/ }).click();
      await menu.getByLabel("라이터 미니 옵션 선택").selectOption({ label: "베이직 · 1,900원" });
      const line = menu
        .getByRole("list", { name: "옵션 선택" })
        .getByRole("listitem")
        .filter({ hasText: "라이터 미니" });
      expect(await line.locator("span").first().textContent()).toBe("라이터 미니 · 베이직");
      expect(await line.textContent()).toContain("1,900원");
      await line.scrollIntoViewIfNeeded();
      await screenshot(page, `add-on-line-${viewport}`);

      await menu.getByRole("button", { name: "장바구니 담기" }).click();
      await page.getByRole("dialog").getByRole("link", { name: "장바구니 보기" }).click();
      await page.waitForURL("**/cart");
      const cartLine = page.getByRole("listitem").filter({ hasText: "라이터 미니" });
      await cartLine.getByText("옵션: 베이직").waitFor();
      expect(await cartLine.textContent()).toContain("1,900원");
      await screenshot(page, `add-on-cart-${viewport}`);
    });
  });
});

describe("up-sell offers (spec §4) are remembered per product", () => {
  it.each(viewports)(
    "offers the 5-pack on a-card and the family pack on a-card-5-pack in one visit (%s)",
    async (viewport) => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        const more = async (times: number) => {
          let menu = page.locator("body");
          if (viewport === "phone") {
            await page.getByRole("button", { name: "구매하기", exact: true }).click();
            menu = page.getByRole("dialog", { name: "옵션 선택" });
            await menu.getByRole("button", { name: "구매하기", exact: true }).click();
          }
          for (let i = 0; i < times; i++) await menu.getByRole("button", { name: "수량 더하기" }).click();
        };
        const offer = page.getByRole("dialog", { name: "더 알뜰하게 구매해보세요" });

        await openProduct(page, "a-card");
        await more(2);
        await offer.getByText(/에이카드 5팩.*최대 25%/).waitFor();
        await offer.getByRole("button", { name: "지금 선택 유지하기" }).click();
        await offer.waitFor({ state: "detached" });

        await openProduct(page, "a-card-5-pack");
        await more(1);
        await offer.getByText(/패밀리팩.*최대 38%/).waitFor();
        await screenshot(page, `upsell-family-${viewport}`);
        await offer.getByRole("button", { name: "지금 선택 유지하기" }).click();

        // Each once per session: a-card again offers nothing.
        await openProduct(page, "a-card");
        await more(3);
        await page.waitForTimeout(300);
        expect(await offer.count()).toBe(0);
      });
    },
  );
});

describe("a script chunk that does not come (spec §9)", () => {
  const message = (page: Page) =>
    page.getByRole("alert").filter({ hasText: "페이지를 불러오지 못했어요. 다시 시도해주세요." });

  it.each(viewports)(
    "shows the retry message when the purchase area's chunk fails, and 다시 시도 reloads (%s)",
    async (viewport) => {
      await withPage(
        browser(),
        baseUrl,
        viewport,
        async ({ page }) => {
          await page.route("**/assets/purchase-area-*.js", (route) => route.abort());
          await page.goto("/product/a-card");
          await message(page).waitFor();
          await screenshot(page, `chunk-failed-${viewport}`);
          await page.unroute("**/assets/purchase-area-*.js");
          await message(page).getByRole("button", { name: "다시 시도" }).click();
          await page.locator("html[data-purchase-ready='true']").waitFor({ state: "attached" });
          expect(await message(page).count()).toBe(0);
        },
        // React error 422: the purchase area's server HTML cannot be hydrated without its chunk.
        [/ERR_FAILED/, /Minified React error #422/],
      );
    },
  );

  it("shows it when a route module fails on a client navigation; 다시 시도 opens that page (desktop)", async () => {
    await withPage(
      browser(),
      baseUrl,
      "desktop",
      async ({ page }) => {
        await page.goto("/collection/all");
        await whenHydrated(page);
        // The engagement chunk (it watches navigations) is in once the chat button is.
        await page.getByRole("button", { name: /상담/ }).waitFor({ state: "attached" });
        await page.route("**/assets/product-*.js", (route) => route.abort());
        // A slow phone's CPU: the aborted module fails and reloads the page before React has
        // rendered the pending navigation (how it failed in CI under load).
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
        const link = page.locator("a[href^='/product/']").first();
        const href = (await link.getAttribute("href")) ?? "";
        await link.click();
        // React Router reloads the page it is on; the reloaded page says what happened.
        await message(page).waitFor();
        expect(new URL(page.url()).pathname).toBe("/collection/all");
        await screenshot(page, "chunk-route-failed-desktop");
        await page.unroute("**/assets/product-*.js");
        await message(page).getByRole("button", { name: "다시 시도" }).click();
        await page.waitForURL(`**${href}`);
        await page.locator("html[data-purchase-ready='true']").waitFor({ state: "attached" });
        expect(await message(page).count()).toBe(0);
      },
      [/ERR_FAILED/, /Error loading route module/, /Failed to fetch dynamically imported module/],
    );
  });

  it("shows it when a chunk has not come after 120 s (phone)", async () => {
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await page.clock.install();
        // The search panel's chunk never answers.
        let asked: () => void = () => undefined;
        const chunkAsked = new Promise<void>((resolve) => (asked = resolve));
        await page.route("**/assets/search-panel-*.js", () => asked());
        // Another chunk slow to come, as on the busy CI machine: its own 120 s had begun before the
        // clock was paused, so fast-forwarding 119 s showed the notice for it (failed in CI this way).
        await page.route("**/assets/engagement-*.js", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2_000));
          await route.continue();
        });
        await page.goto("/");
        await whenHydrated(page);
        // Every chunk the page loads by itself has come before the page's time is taken in hand.
        await page.waitForLoadState("networkidle");
        // The page's time stands still from here, so the 120 s count from the chunk's request and not
        // from whenever a busy machine gets to the next step (the notice once came at "119 s" in CI).
        await page.clock.pauseAt(Date.now() + 1_000);
        await page.getByRole("link", { name: "검색" }).first().click();
        await chunkAsked;
        await page.clock.runFor(119_000);
        expect(await message(page).count()).toBe(0);
        await page.clock.runFor(2_000);
        await message(page).waitFor();
      },
      [],
    );
  });
});

describe("a Kakao-only member's account", () => {
  // The phone with scripts, the desktop without: the account pages are forms that work either way.
  it.each(viewports)("has no password link and adds a phone number (%s)", async (viewport) => {
    const scripts = viewport === "phone";
    await withPage(
      browser(),
      baseUrl,
      viewport,
      async ({ page }) => {
        await page.goto("/login/menu");
        await page.getByRole("link", { name: "카카오로 시작하기" }).click();
        await page.getByLabel("카카오 회원번호").fill(`${Date.now()}${viewport.length}`);
        // On the phone no e-mail comes from Kakao; on the desktop a verified one does. Either way the
        // member has only the Kakao login (kakao_id, no password).
        const email = scripts ? "" : `kakao-only-${Date.now()}@kakao.example`;
        await page.getByLabel("카카오계정 이메일").fill(email);
        await page.getByLabel("닉네임").fill("바람");
        await page.getByRole("button", { name: "동의하고 계속하기" }).click();
        await page.waitForURL("**/account/&kakao_login=auto");
        await page.getByRole("heading", { name: "안녕하세요, 바람님" }).waitFor();
        expect(await page.getByRole("link", { name: /비밀번호 변경/ }).count()).toBe(0);
        await page.getByText(email || "카카오 로그인 회원").waitFor();
        await screenshot(page, `kakao-account-${viewport}`);

        await page.getByRole("link", { name: "휴대전화 번호 추가하기" }).click();
        await page.waitForURL("**/account/basicinfo/form");
        expect(await page.getByLabel("이메일").count()).toBe(email ? 1 : 0);
        if (scripts) await whenHydrated(page);
        await page.getByLabel("휴대전화 번호").pressSequentially("01024681357");
        await page.getByRole("button", { name: "저장하기" }).click();
        await page.waitForURL("**/account");
        await page.getByText("010-2468-1357").waitFor();
        expect(await page.getByRole("link", { name: "휴대전화 번호 추가하기" }).count()).toBe(0);
      },
      [],
      { scripts },
    );
  });
});

describe("sign-up's 보기 links", () => {
  it.each(viewports)("open the full text in a dialog once hydrated (%s)", async (viewport) => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/signup/form");
      await whenHydrated(page);
      const terms = page.getByRole("link", { name: "이용약관 보기" });
      await terms.click();
      const dialog = page.getByRole("dialog", { name: "이용약관" });
      await dialog.waitFor();
      await dialog.getByText(/제1조/).first().waitFor();
      expect(page.url()).toContain("/signup/form");
      await screenshot(page, `agreement-dialog-${viewport}`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await terms.evaluate((link) => link === document.activeElement)).toBe(true);

      await page.getByRole("link", { name: "개인정보처리방침 보기" }).click();
      const privacy = page.getByRole("dialog", { name: "개인정보처리방침" });
      await privacy.getByText(/수집/).first().waitFor();
      await privacy.getByRole("button", { name: "확인" }).click();
      await privacy.waitFor({ state: "hidden" });
    });
  });

  it.each(viewports)("are plain links to the text pages without scripts (%s)", async (viewport) => {
    await withPage(
      browser(),
      baseUrl,
      viewport,
      async ({ page }) => {
        await page.goto("/signup/form");
        await page.getByRole("link", { name: "개인정보처리방침 보기" }).click();
        await page.waitForURL("**/privacy");
        await page.getByRole("heading", { level: 1, name: "개인정보처리방침" }).waitFor();
      },
      [],
      { scripts: false },
    );
  });
});
