// Drives the system Chromium (Debian's `chromium`, or CHROMIUM_PATH) with playwright-core.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export type ViewportName = keyof typeof viewports;

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      return execFileSync("which", [name], { encoding: "utf8" }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error("Chromium not found: install Debian's `chromium` package or set CHROMIUM_PATH.");
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--autoplay-policy=no-user-gesture-required",
    ],
  });
}

export type OpenedPage = { context: BrowserContext; page: Page; consoleErrors: string[] };

/** A new context at the viewport, collecting console errors and failed page scripts. */
/**
 * The session flags of the demo site popups (server/db/seed/engagement.ts: the mobile image URL
 * plus the matched path). Pages open with them set, as if this session had seen the popups, so a
 * popup does not cover what a spec clicks; the popup spec opens pages without them.
 */
export const SEEN_DEMO_POPUPS = [
  "/media/popups/winter-gift-mobile.svg/",
  "/media/popups/winter-gift-mobile.svg/collection/gift",
  "/media/popups/moodwater-launch-mobile.svg/collection/mood",
  "/media/popups/moodwater-launch-mobile.svg/product/moodwater-",
  "/media/popups/stores-mobile.svg/*",
];

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
  { sitePopups = false, scripts = true }: { sitePopups?: boolean; scripts?: boolean } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    // A shopper without JavaScript (issue 19): the pages' forms must work as they are.
    javaScriptEnabled: scripts,
    viewport: viewports[viewport],
    deviceScaleFactor: viewport === "phone" ? 2 : 1,
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    extraHTTPHeaders: { "x-forwarded-for": shopperAddress() },
  });
  if (!sitePopups) {
    await context.addInitScript((keys) => {
      for (const key of keys) sessionStorage.setItem(key, "true");
    }, SEEN_DEMO_POPUPS);
  }
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/** A private address of the page's own: the server takes it for the shopper's (TRUST_PROXY). */
/**
 * An address of its own for one shopper, page or test request: the shop counts sign-ups and password
 * checks per address (30 in 15 minutes), which the whole run would share from 127.0.0.1.
 */
export function shopperAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/**
 * Saves test-results/screenshots/<name>.png (a name may hold folders: "pages/phone-cart"): the page
 * as a shopper sees it once it is still. A fade-in or a rise still running is taken at its end (a
 * popup's was once taken half-faded), an endless animation at its start.
 */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}): Promise<string> {
  const file = path.resolve(import.meta.dirname, "../../../test-results/screenshots", `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    await page.screenshot({ path: file, fullPage, animations: "disabled" });
  } catch (error) {
    // On a loaded machine Chromium sometimes has no frame to give yet ("Unable to capture
    // screenshot", seen in a CI rehearsal): a second try a moment later gets it.
    if (!String(error).includes("Unable to capture screenshot")) throw error;
    await page.waitForTimeout(500);
    await page.screenshot({ path: file, fullPage, animations: "disabled" });
  }
  return file;
}

/** One Chromium for the spec file: launched before its tests, closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not launched yet");
    return browser;
  };
}

/**
 * Runs `run` in a fresh page at the viewport and closes it afterwards. The page must log no
 * console error other than the `expectedErrors` the spec foresees (e.g. a 401 answer).
 */
export async function withPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
  run: (opened: OpenedPage) => Promise<void>,
  expectedErrors: RegExp[] = [],
  options: { sitePopups?: boolean; scripts?: boolean } = {},
): Promise<void> {
  const opened = await openPage(browser, baseUrl, viewport, options);
  try {
    await run(opened);
    expect(opened.consoleErrors.filter((error) => !expectedErrors.some((pattern) => pattern.test(error)))).toEqual([]);
  } catch (error) {
    // What the page showed when the test failed: the next engineer has only the CI log.
    const file = await screenshot(opened.page, `failed-${Date.now()}`).catch(() => "none");
    console.error(
      `failed at ${opened.page.url()} (screenshot ${file}); console errors: ${opened.consoleErrors.join(" | ") || "none"}`,
    );
    throw error;
  } finally {
    await opened.context.close();
  }
}

/**
 * Waits until React has hydrated the page (the root's effect marks `data-hydrated`, decision 19),
 * for a test of what the hydrated page does rather than its server-rendered form.
 */
/** The alpha of an element's computed background colour: 1 when opaque ("rgb(…)"), 0 when none. */
export function backgroundAlpha(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const colour = getComputedStyle(element).backgroundColor;
    const parts = colour.match(/[\d.]+/g) ?? [];
    if (colour.startsWith("rgba")) return Number(parts[3]);
    return colour.startsWith("rgb") ? 1 : 0;
  });
}

export async function whenHydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a product page and waits until its purchase buttons are hydrated (they load as a chunk). */
export async function openProduct(page: Page, slug: string): Promise<void> {
  await page.goto(`/product/${slug}`);
  await page.locator("html[data-purchase-ready='true']").waitFor({ state: "attached" });
}

/** The shop's own alert dialog (app/components/alert-dialog.tsx): its message, then closed with 확인. */
export async function readAlertDialog(page: Page): Promise<string> {
  const dialog = page.getByRole("alertdialog");
  await dialog.waitFor();
  const message = (await dialog.locator("p").textContent()) ?? "";
  expect(
    await dialog.getByRole("button", { name: "확인" }).evaluate((button) => button === document.activeElement),
  ).toBe(true);
  await dialog.getByRole("button", { name: "확인" }).click();
  await dialog.waitFor({ state: "detached" });
  return message;
}

/** Collects window.alert texts and accepts them. */
export function alerts(page: Page): string[] {
  const texts: string[] = [];
  page.on("dialog", (dialog) => {
    texts.push(dialog.message());
    dialog.accept();
  });
  return texts;
}
