// Issue 21 "One page rhythm, no jump": every storefront page at 390×844 and 1440×900, one after
// another in one Chromium. Each page is measured as the server rendered it (as soon as the parser
// has read past <main>, before its module scripts run), then hydrated and settled:
// - the layout shift from navigation until it is settled stays ≤ 0.05 (the sum of every shift
//   without recent input, a stricter figure than the largest session window Lighthouse reports);
// - a page led by its title has its first text at least 24 px below the header, at the same place
//   before and after hydration (the title jumped 48 px up onto the header line once a lazy chunk
//   linked the shell's stylesheet again);
// - a full-page screenshot of each is saved to test-results/screenshots/pages/<size>-<name>.png.
// The header, grids and pages change often: the test measures these facts, not today's pixels.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { openProduct, screenshot, sharedBrowser, type ViewportName, whenHydrated, withPage } from "./support/browser";
import { fillCheckout, payInSimulator } from "./support/checkout";
import { signUpInSession } from "./support/signup";
import { setStock } from "./support/stock";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

// About thirty pages in sequence at each size, and a guest's checkout.
vi.setConfig({ testTimeout: 180_000 });

const MAX_LAYOUT_SHIFT = 0.05;
const MIN_TITLE_GAP = 24;
const SOLD_OUT = "moodwater-violet";

type StorefrontPage = {
  name: string;
  path: string;
  /** Led by its title: the title rhythm applies. The home and a product lead with media. */
  titled: boolean;
};

const COLLECTIONS = ["mood", "fragrance", "gift", "homewear", "hygiene", "goods", "all"];

const GUEST_PAGES: StorefrontPage[] = [
  { name: "home", path: "/", titled: false },
  ...COLLECTIONS.map((slug) => ({ name: `collection-${slug}`, path: `/collection/${slug}`, titled: true })),
  { name: "product", path: "/product/collins-incense", titled: false },
  { name: "product-sold-out", path: `/product/${SOLD_OUT}`, titled: false },
  { name: "cart", path: "/cart", titled: true },
  { name: "brandstory", path: "/brandstory", titled: true },
  { name: "places", path: "/places", titled: true },
  { name: "music", path: "/music", titled: true },
  { name: "makersnote", path: "/makersnote", titled: true },
  { name: "makersnote-entry", path: "/makersnote/winter-gift-wrapping", titled: true },
  { name: "terms", path: "/terms", titled: true },
  { name: "privacy", path: "/privacy", titled: true },
  { name: "collinsday1969", path: "/collinsday1969", titled: true },
  { name: "moodwater-teaser", path: "/moodwater-teaser", titled: true },
  { name: "login-menu", path: "/login/menu", titled: true },
  { name: "signup-menu", path: "/signup/menu", titled: true },
  { name: "login-form", path: "/login/form", titled: true },
  { name: "signup-form", path: "/signup/form", titled: true },
  { name: "lookup", path: "/order/lookup", titled: true },
  { name: "search", path: "/search?keyword=%EB%AC%B4%EB%93%9C", titled: false },
  { name: "error", path: "/error", titled: true },
  { name: "not-found", path: "/no/such/page", titled: true },
];

const MEMBER_PAGES: StorefrontPage[] = [{ name: "account", path: "/account", titled: true }];

/** Where the header ends and the box of the page's first visible text starts, at scroll 0. */
type Rhythm = { headerBottom: number; textTop: number; text: string };

type Observed = { shifts: { value: number; sources: string[] }[]; before: Rhythm | string; hydratedBefore: boolean };

/**
 * Runs in every document the context opens, before the page's own scripts. It adds up the layout
 * shifts not caused by input, and measures the page as the server rendered it, before React hydrates.
 */
function observePage() {
  const measure = (): Rhythm => {
    window.scrollTo(0, 0);
    const header = [...document.querySelectorAll("header")].find((element) => !element.closest("main"));
    const main = document.querySelector("main");
    if (!header || !main) throw new Error("no site header or main");
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      // The text's box, not its glyphs: the desktop web font arriving later moves glyphs in their line.
      const box = parent.getBoundingClientRect();
      // A visually hidden heading (a 1 px clipped box) is no text a shopper sees.
      if (box.width <= 1 || box.height <= 1) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      return {
        headerBottom: header.getBoundingClientRect().bottom,
        textTop: box.top,
        text: node.textContent.trim().slice(0, 40),
      };
    }
    throw new Error("no visible text in main");
  };
  const observed: Observed = { shifts: [], before: "not measured", hydratedBefore: false };
  Object.assign(window, { __observed: observed, __measureRhythm: measure });
  // The parser has read past <main> (the footer or the scripts follow it): React Router's module
  // script, an async one at the end of <body>, cannot have run yet.
  const parsed = new MutationObserver(() => {
    if (!document.querySelector("main")?.nextElementSibling) return;
    parsed.disconnect();
    observed.hydratedBefore = document.documentElement.hasAttribute("data-hydrated");
    try {
      observed.before = measure();
    } catch (error) {
      observed.before = String(error);
    }
  });
  parsed.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => {
        const node = source.node;
        return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : (node?.nodeName ?? "?");
      });
      observed.shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

type Measured = { name: string; shift: number; shifted: string; before: Rhythm; after: Rhythm };

/** Opens one page, waits until it is hydrated and settled, measures it and saves its screenshot. */
async function visit(page: Page, viewport: ViewportName, target: StorefrontPage): Promise<Measured> {
  await page.goto(target.path);
  await whenHydrated(page);
  // Settled: its fonts, lazy chunks and the frames after them.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
  const { observed, after } = await page.evaluate(() => {
    const own = window as unknown as { __observed: Observed; __measureRhythm: () => Rhythm };
    return { observed: own.__observed, after: own.__measureRhythm() };
  });
  expect(observed.hydratedBefore, `${target.name}: measured before hydration`).toBe(false);
  if (typeof observed.before === "string") throw new Error(`${target.name}: ${observed.before}`);
  await screenshot(page, `pages/${viewport}-${target.name}`, { fullPage: true });
  return {
    name: target.name,
    shift: observed.shifts.reduce((sum, entry) => sum + entry.value, 0),
    shifted: observed.shifts
      .filter((entry) => entry.value >= 0.001)
      .map((entry) => `${entry.value.toFixed(3)} ${entry.sources.join(", ")}`)
      .join(" | "),
    before: observed.before,
    after,
  };
}

function check(target: StorefrontPage, measured: Measured) {
  const { name, shift, shifted, before, after } = measured;
  expect(shift, `${name}: layout shift (${shifted || "none"})`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  if (!target.titled) return;
  const gapBefore = before.textTop - before.headerBottom;
  const gapAfter = after.textTop - after.headerBottom;
  expect(gapBefore, `${name}: "${before.text}" below the header before hydration`).toBeGreaterThanOrEqual(
    MIN_TITLE_GAP,
  );
  expect(gapAfter, `${name}: "${after.text}" below the header once hydrated`).toBeGreaterThanOrEqual(MIN_TITLE_GAP);
  expect(Math.abs(gapAfter - gapBefore), `${name}: the first text moved on hydration`).toBeLessThanOrEqual(1);
}

/** Buys a mood water as a guest (the payment simulator approves it): the address of its completion page. */
async function orderCompletePath(page: Page, viewport: ViewportName): Promise<string> {
  await openProduct(page, "moodwater-yuja");
  if (viewport === "phone") {
    await page.getByRole("button", { name: "구매하기", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "옵션 선택" });
    await sheet.getByRole("button", { name: "구매하기", exact: true }).click();
    await sheet.getByRole("button", { name: "장바구니 담기" }).click();
  } else {
    await page.getByRole("button", { name: "장바구니 담기" }).click();
  }
  await page
    .getByRole("dialog", { name: "선택하신 상품을 장바구니에 담았어요." })
    .getByRole("link", { name: "장바구니 보기" })
    .click();
  await page.waitForURL("**/cart");
  await fillCheckout(page, `pages-${viewport}-${Date.now()}@collins.kr`);
  await payInSimulator(page);
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

const report: string[] = [];
afterAll(() => {
  // The measured figures, for the CI log: what a regression moved.
  console.info(`storefront pages (layout shift, title gap before → after):\n${report.join("\n")}`);
});

describe.each<ViewportName>(["phone", "desktop"])("every storefront page on a %s", (viewport) => {
  it("keeps its layout from first paint to hydrated, its title clear of the header, and is photographed", async () => {
    await setStock(SOLD_OUT, 0);
    await withPage(browser(), baseUrl, viewport, async ({ page, context }) => {
      await context.addInitScript(observePage);
      const failures: string[] = [];
      const run = async (target: StorefrontPage) => {
        const measured = await visit(page, viewport, target);
        const gap = (rhythm: Rhythm) => Math.round(rhythm.textTop - rhythm.headerBottom);
        report.push(
          `${viewport}-${target.name}: ${measured.shift.toFixed(4)}, ${gap(measured.before)} → ${gap(measured.after)} px`,
        );
        try {
          check(target, measured);
        } catch (error) {
          failures.push((error as Error).message);
        }
      };
      for (const target of GUEST_PAGES) await run(target);
      await run({ name: "order-complete", path: await orderCompletePath(page, viewport), titled: true });
      await signUpInSession(page, baseUrl, `pages-${viewport}-${Date.now()}@collins.kr`);
      for (const target of MEMBER_PAGES) await run(target);
      // Every page is measured and photographed; then each broken fact is named.
      expect(failures).toEqual([]);
    });
  });
});
