// Firefox ESR (/usr/bin/firefox-esr, or FIREFOX_PATH) over WebDriver BiDi with puppeteer-core.
import puppeteer, {
  type Browser,
  type BrowserContext,
  type Dialog,
  type ElementHandle,
  type Page,
} from "puppeteer-core";
import {
  boxScript,
  type Engine,
  locateScript,
  onFreshElement,
  poll,
  type Shopper,
  screenshotPath,
  type Target,
  type ViewportName,
  viewports,
} from "../driver";

class FirefoxShopper implements Shopper {
  readonly engine = "firefox";
  private current: Page;
  /** The texts of the dialogs the page opened, accepted at once: a page waiting on one runs no script. */
  private readonly dialogs: string[] = [];
  private readonly opened = new Map<string, Page>();

  constructor(
    private readonly context: BrowserContext,
    private readonly main: Page,
    private readonly baseUrl: string,
    readonly viewport: ViewportName,
  ) {
    this.current = main;
    main.on("dialog", (dialog) => this.accept(dialog));
    context.on("targetcreated", async (target) => {
      const page = await target.page();
      if (!page || page === main) return;
      this.opened.set(`window-${this.opened.size + 1}`, page);
      page.on("dialog", (dialog) => this.accept(dialog));
    });
  }

  /** The target's element once found and no longer moving (puppeteer clicks where it was). */
  private element(target: Target): Promise<ElementHandle<Element>> {
    let last: string | null = null;
    return poll(`${JSON.stringify(target)} in ${this.current.url()}`, async () => {
      const box = await this.current.evaluate(boxScript(target));
      const settled = box !== null && box === last;
      last = box as string | null;
      return settled && (await this.current.evaluateHandle(locateScript(target))).asElement();
    }) as Promise<ElementHandle<Element>>;
  }

  async goto(pathOrUrl: string) {
    await this.current.goto(new URL(pathOrUrl, this.baseUrl).href, { waitUntil: "load" });
  }

  async click(target: Target) {
    await onFreshElement(target, async () => (await this.element(target)).click());
  }

  async fill(target: Target, value: string) {
    const field = await this.element(target);
    await field.click();
    if (await field.evaluate((el) => (el as HTMLInputElement).value !== "")) {
      await field.evaluate((el) => (el as HTMLInputElement).select());
      await this.current.keyboard.press("Backspace");
    }
    await field.type(value);
  }

  async select(target: Target, option: string) {
    const field = await this.element(target);
    const value = await field.evaluate(
      (el, label) => Array.from((el as HTMLSelectElement).options).find((o) => o.text.trim() === label)?.value,
      option,
    );
    if (value === undefined) throw new Error(`no option ${option}`);
    await (field as ElementHandle<HTMLSelectElement>).select(value);
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.current.evaluate(expression) as Promise<T>;
  }

  async url() {
    return this.current.url();
  }

  async cookies() {
    return (await this.context.cookies()).map(({ name, value, secure }) => ({ name, value, secure }));
  }

  private accept(dialog: Dialog) {
    this.dialogs.push(dialog.message());
    dialog.accept().catch(() => {});
  }

  async takeDialog() {
    return this.dialogs.shift() ?? null;
  }

  async windows() {
    return [...this.opened].filter(([, page]) => !page.isClosed()).map(([handle]) => handle);
  }

  async inWindow(handle: string, steps: () => Promise<void>) {
    const page = this.opened.get(handle);
    if (!page) throw new Error(`no window ${handle}`);
    this.current = page;
    try {
      await steps();
    } finally {
      this.current = this.main;
    }
  }

  async screenshot(name: string) {
    const file = screenshotPath(name);
    await this.current.screenshot({ path: file as `${string}.png` });
    return file;
  }

  async close() {
    await this.context.close();
  }
}

export function firefoxEngine(): Engine {
  let browser: Browser | undefined;
  return {
    name: "firefox",
    async launch() {
      browser = await puppeteer.launch({
        browser: "firefox",
        executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
        headless: true,
        env: { ...process.env, TZ: "Asia/Seoul" },
        extraPrefsFirefox: { "intl.accept_languages": "ko-KR, ko" },
      });
    },
    async open(baseUrl, viewport) {
      if (!browser) throw new Error("Firefox is not launched");
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({
        ...viewports[viewport],
        deviceScaleFactor: viewport === "phone" ? 2 : 1,
        isMobile: viewport === "phone",
        hasTouch: viewport === "phone",
      });
      return new FirefoxShopper(context, page, baseUrl, viewport);
    },
    async close() {
      await browser?.close();
    },
  };
}
