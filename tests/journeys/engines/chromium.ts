// Chromium (Debian's /usr/bin/chromium) through playwright-core, as the rest of the e2e suite.
import type { Browser, BrowserContext, Dialog, ElementHandle, Page } from "playwright-core";
import { launchBrowser } from "../../e2e/support/browser";
import {
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

class ChromiumShopper implements Shopper {
  readonly engine = "chromium";
  private current: Page;
  /** The texts of the dialogs the page opened, accepted at once: a page waiting on one runs no script. */
  private readonly dialogs: string[] = [];
  /** The windows the shop opened (payment popups), by handle. */
  private readonly opened = new Map<string, Page>();

  constructor(
    private readonly context: BrowserContext,
    private readonly main: Page,
    private readonly baseUrl: string,
    readonly viewport: ViewportName,
  ) {
    this.current = main;
    context.on("page", (page) => {
      this.opened.set(`window-${this.opened.size + 1}`, page);
      page.on("dialog", (dialog) => this.accept(dialog));
    });
    main.on("dialog", (dialog) => this.accept(dialog));
  }

  private async element(target: Target) {
    return poll(
      `${JSON.stringify(target)} in ${this.current.url()}`,
      async () =>
        (await this.current.evaluateHandle(locateScript(target))).asElement() as ElementHandle<Element> | null,
    );
  }

  async goto(pathOrUrl: string) {
    await this.current.goto(new URL(pathOrUrl, this.baseUrl).href, { waitUntil: "load" });
  }

  async click(target: Target) {
    await onFreshElement(target, async () => (await this.element(target)).click());
  }

  async fill(target: Target, value: string) {
    const field = await this.element(target);
    await field.fill("");
    await field.type(value);
  }

  async select(target: Target, option: string) {
    await (await this.element(target)).selectOption({ label: option });
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
    await this.current.screenshot({ path: file });
    return file;
  }

  async close() {
    await this.context.close();
  }
}

export function chromiumEngine(): Engine {
  let browser: Browser | undefined;
  return {
    name: "chromium",
    async launch() {
      browser = await launchBrowser();
    },
    async open(baseUrl, viewport) {
      if (!browser) throw new Error("Chromium is not launched");
      const context = await browser.newContext({
        viewport: viewports[viewport],
        deviceScaleFactor: viewport === "phone" ? 2 : 1,
        isMobile: viewport === "phone",
        hasTouch: viewport === "phone",
        locale: "ko-KR",
        timezoneId: "Asia/Seoul",
      });
      return new ChromiumShopper(context, await context.newPage(), baseUrl, viewport);
    },
    async close() {
      await browser?.close();
    },
  };
}
