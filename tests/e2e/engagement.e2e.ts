// Issue 7 in Chromium: a site popup on its page after its delay and not again in the session; the
// top banner counting down and staying closed; a restock alarm registered with a +82 number and
// sent after the operator restocks; a buyer's photo review on the product page.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import {
  alerts,
  openProduct,
  readAlertDialog,
  screenshot,
  sharedBrowser,
  whenHydrated,
  withPage,
} from "./support/browser";
import { buyNowOnDesktop, fillCheckout, payInSimulator } from "./support/checkout";
import { operatorCookie } from "./support/console";
import { deliverOrder } from "./support/deliver";
import { fillSignUp } from "./support/signup";

const baseUrl = inject("baseUrl");
const adminPassword = inject("adminPassword");
const browser = sharedBrowser();

/**
 * Records, on the page's clock, when the popup comes into the document (spec §4: its delay counts
 * from when the page is shown), when React has hydrated (the root marks data-hydrated) and every
 * layout shift.
 */
async function watchPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { at: number; value: number }[] = [];
    (window as { shifts?: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push({ at: entry.startTime, value: (entry as unknown as { value: number }).value });
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver((_records, observer) => {
      if (!document.querySelector("[role=dialog][aria-modal]")) return;
      (window as { popupAt?: number }).popupAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    new MutationObserver((_records, observer) => {
      if (!document.documentElement.hasAttribute("data-hydrated")) return;
      (window as { hydratedAt?: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
  });
}

/** What watchPopup recorded, beside the first contentful paint, load and when /api/modal answered. */
function popupTiming(page: Page) {
  return page.evaluate(() => ({
    popupAt: (window as { popupAt?: number }).popupAt ?? Number.NaN,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    hydratedAt: (window as { hydratedAt?: number }).hydratedAt ?? Number.NaN,
    answeredAt:
      performance.getEntriesByType("resource").find((entry) => new URL(entry.name).pathname === "/api/modal")
        ?.responseEnd ?? Number.NaN,
  }));
}

describe("site popups and the top banner", () => {
  it("shows the home popup 2 s after the page is shown (at once if the app is ready later), once per session", async () => {
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        await watchPopup(page);
        await page.goto("/");
        const popup = page.getByRole("dialog", { name: "윈터 기프트 위크" });
        await popup.waitFor({ timeout: 5000 });
        const timing = await popupTiming(page);
        const sincePaint = (at: number) => Math.round(at - timing.firstPaint);
        console.info(
          `site popup: ${sincePaint(timing.popupAt)} ms after the first paint (hydrated at ${sincePaint(timing.hydratedAt)} ms, popups answered at ${sincePaint(timing.answeredAt)} ms), ${Math.round(timing.popupAt - timing.load)} ms after load`,
        );
        // Never before its 2 s; after them only when the app could not show it sooner (hydrated or
        // answered later, as on a slow phone or a CI machine that is busy), then at once (a CI
        // rehearsal of 2026-12-04 measured a popup 1,457 ms away from the 2 s).
        // (10 ms for the timer's and the clock's rounding).
        expect(timing.popupAt - timing.firstPaint).toBeGreaterThanOrEqual(1990);
        const ready = Math.max(timing.firstPaint + 2000, timing.hydratedAt, timing.answeredAt);
        expect(timing.popupAt - ready).toBeLessThanOrEqual(300);
        // Buttons come with the loaded image; the page behind does not scroll.
        await popup.getByRole("button", { name: "선물 세트 보러 가기" }).waitFor();
        expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(true);
        // It appears whole, image and buttons at once: nothing on the page moves once it is there.
        await page.waitForTimeout(500);
        const shiftsAfter = await page.evaluate(() => {
          const { shifts = [], popupAt = 0 } = window as { shifts?: { at: number; value: number }[]; popupAt?: number };
          return shifts.filter((shift) => shift.at >= popupAt).reduce((sum, shift) => sum + shift.value, 0);
        });
        // Nothing moves visibly: a CI rehearsal of 2026-12-03 once measured 0.00012, a fraction of a pixel.
        expect(shiftsAfter).toBeLessThan(0.001);
        await screenshot(page, "popup-phone");
        await popup.getByRole("button", { name: "닫기", exact: true }).click();
        await popup.waitFor({ state: "detached" });
        expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(false);

        await page.goto("/collection/all");
        await page.goto("/");
        await page.waitForTimeout(3000);
        expect(await popup.count()).toBe(0);
      },
      [],
      { sitePopups: true },
    );
  });

  it("shows the home popup as soon as its answer comes when the answer comes after the 2 s", async () => {
    await withPage(
      browser(),
      baseUrl,
      "phone",
      async ({ page }) => {
        // A slow network or a busy shop: the popups answer 2.6 s after they were asked for.
        await page.route("**/api/modal", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2600));
          await route.continue();
        });
        await watchPopup(page);
        await page.goto("/");
        await page.getByRole("dialog", { name: "윈터 기프트 위크" }).waitFor({ timeout: 8000 });
        const timing = await popupTiming(page);
        console.info(
          `slow popup answer: answered ${Math.round(timing.answeredAt - timing.firstPaint)} ms and shown ${Math.round(timing.popupAt - timing.firstPaint)} ms after the first paint`,
        );
        expect(timing.answeredAt - timing.firstPaint).toBeGreaterThan(2000);
        expect(timing.popupAt).toBeGreaterThanOrEqual(timing.answeredAt);
        // At once, not another 2 s later.
        expect(timing.popupAt - timing.answeredAt).toBeLessThanOrEqual(300);
      },
      [],
      { sitePopups: true },
    );
  });

  it("shows the mood popup at once on its URL only and closes it on the backdrop", async () => {
    await withPage(
      browser(),
      baseUrl,
      "desktop",
      async ({ page }) => {
        await page.goto("/collection/all");
        await page.waitForTimeout(1500);
        expect(await page.getByRole("dialog", { name: "무드워터 신규 향" }).count()).toBe(0);
        await page.goto("/collection/mood");
        const mood = page.getByRole("dialog", { name: "무드워터 신규 향" });
        await mood.waitFor({ timeout: 3000 });
        await screenshot(page, "popup-desktop");
        await page.mouse.click(20, 450);
        await mood.waitFor({ state: "detached" });
      },
      [],
      { sitePopups: true },
    );
  });

  it("counts the banner down every minute and keeps it closed for the session", async () => {
    await withPage(browser(), baseUrl, "desktop", async ({ page, context }) => {
      await page.clock.install({ time: new Date() });
      await page.goto("/");
      const banner = page.getByTestId("top-banner");
      await banner.getByText(/종료까지 \d+일 \d+시간 \d+분/).waitFor();
      const minutesOf = async () => {
        const text = (await banner.textContent()) ?? "";
        const [, d, h, m] = text.match(/(\d+)일 (\d+)시간 (\d+)분/) ?? [];
        return Number(d) * 1440 + Number(h) * 60 + Number(m);
      };
      // What the banner should say at the page's clock: whole minutes to its end, rounded up.
      const minutesLeft = () =>
        page.evaluate(() => {
          const end = Date.parse(document.querySelector("[data-end]")?.getAttribute("data-end") ?? "");
          return Math.ceil((end - Date.now()) / 60_000);
        });
      // The countdown runs in the engagement chunk; a 2-minute jump before it arrives would also
      // expire its 120 s load timeout (lazyChunk) and leave the retry notice instead (CI, stop 26).
      await page.locator('button[aria-label$="상담하기"]').waitFor({ state: "attached" });
      // The first text may come from a kept page up to a minute old; the count follows the clock.
      const before = await minutesOf();
      await page.clock.fastForward("02:00");
      await expect.poll(async () => (await minutesOf()) === (await minutesLeft())).toBe(true);
      expect(before - (await minutesOf())).toBeGreaterThanOrEqual(2);
      await screenshot(page, "top-banner-desktop");

      await banner.getByRole("button", { name: "띠 배너 닫기" }).click();
      await banner.waitFor({ state: "hidden" });
      await page.reload();
      await page.locator("header").waitFor();
      expect(await banner.isVisible()).toBe(false);
      const fresh = await context.browser()?.newContext({ baseURL: baseUrl });
      const other = await fresh?.newPage();
      await other?.goto("/");
      await other?.getByTestId("top-banner").waitFor();
      await fresh?.close();
    });
  });
});

describe("restock alarms", () => {
  it("registers a +82 number on a sold-out product and texts it when the operator restocks", async () => {
    await withPage(browser(), baseUrl, "phone", async ({ page }) => {
      const said = alerts(page);
      await openProduct(page, "moodwater-violet");
      await page.getByRole("link", { name: "재입고 알림 신청" }).first().click();
      const popup = page.getByRole("dialog", { name: "재입고 알림 신청" });
      const submit = popup.getByRole("button", { name: "알림 신청하기" });
      expect(await submit.getAttribute("data-ready")).toBe("false");
      await popup.getByLabel("이름").fill("김하늘");
      await popup.getByLabel("휴대전화 번호").pressSequentially("+82 10-4321-8765");
      expect(await popup.getByLabel("휴대전화 번호").inputValue()).toBe("010-4321-8765");
      // Issue 20: the privacy consent is required; the submit looks active only once it is ticked.
      expect(await submit.getAttribute("data-ready")).toBe("false");
      await popup.getByLabel("[필수] 개인정보 수집·이용 동의").check();
      expect(await submit.getAttribute("data-ready")).toBe("true");
      await screenshot(page, "restock-phone");
      await submit.click();
      // The shop's own alert dialog (issue 19's review: no window.alert), and no browser alert.
      expect(await readAlertDialog(page)).toBe(
        "잘 등록되었어요. 제품의 입고 후 판매가 재개되면, 입력하신 연락처로 알려드릴게요.",
      );
      expect(said).toEqual([]);
      await popup.waitFor({ state: "detached" });

      // The operator puts the product back in stock.
      const session = await operatorCookie();
      const product = (await (await fetch(`${baseUrl}/api/product/moodwater-violet`)).json()) as {
        product: { id: number };
      };
      const restocked = await fetch(`${baseUrl}/api/admin/stock`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: session },
        body: JSON.stringify({ product_id: product.product.id, quantity: 12 }),
      });
      expect(await restocked.json()).toEqual({ queued: 1 });

      await expect
        .poll(
          async () => {
            await page.goto("/_sim/sms");
            return page.getByRole("list", { name: "보낸 문자" }).textContent();
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toContain("01043218765");
      await page.getByText("무드워터 바이올렛").first().waitFor();
      await screenshot(page, "sms-inbox-phone");
    });
  });
});

describe("photo reviews", () => {
  it("a buyer posts a review with a photo and sees it on the product page", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "collins-review-"));
    const photo = path.join(dir, "holder.png");
    writeFileSync(
      photo,
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#b79d7e" } })
        .png()
        .toBuffer(),
    );
    await withPage(browser(), baseUrl, "desktop", async ({ page }) => {
      const said = alerts(page);
      await page.goto("/signup/form");
      await whenHydrated(page);
      await fillSignUp(page, {
        email: `review-${Date.now()}@collins.kr`,
        lastName: "박",
        firstName: "소연",
        phone: "01066667777",
      });
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.waitForURL("**/welcome");
      await buyNowOnDesktop(page, "incense-holder");
      await fillCheckout(page, null);
      const orderId = await payInSimulator(page);
      // Issue 20: reviews open once the order is delivered.
      await deliverOrder(browser(), baseUrl, adminPassword, orderId);
      await page.getByRole("link", { name: "주문 내역 보기" }).click();

      await page.getByRole("button", { name: "리뷰 쓰기" }).first().click();
      const dialog = page.getByRole("dialog", { name: "리뷰 쓰기" });
      await dialog.getByLabel("4점").check();
      await dialog.getByLabel("리뷰", { exact: true }).fill("책상 위에 두니 향을 피우는 시간이 기다려져요.");
      await dialog.locator("input[type=file]").setInputFiles(photo);
      await screenshot(page, "review-dialog-desktop");
      await dialog.getByRole("button", { name: "리뷰 등록하기" }).click();
      expect(await readAlertDialog(page)).toBe("리뷰를 등록했어요. 소중한 후기 고마워요.");
      expect(said).toEqual([]);
      await page.getByText("리뷰 작성 완료").waitFor();

      await page.goto("/product/incense-holder#review");
      const review = page.getByText("책상 위에 두니 향을 피우는 시간이 기다려져요.");
      await review.waitFor();
      await page.locator("img[src^='/uploads/reviews/']").first().waitFor();
      await screenshot(page, "review-on-product-desktop");
    });
  });
});
