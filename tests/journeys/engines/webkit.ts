// WebKit (WebKitGTK's MiniBrowser) through WebKitWebDriver and webdriverio's classic WebDriver
// protocol, on an Xvfb display of its own. Each shopper is a WebDriver session: a fresh MiniBrowser.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { remote } from "webdriverio";
import { freePort } from "../../e2e/support/server";
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

const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; this user style sheet of GTK (read
 * from $XDG_CONFIG_HOME/gtk-3.0/gtk.css) shrinks the toolbar so the page can be 390 px wide.
 */
const NARROW_TOOLBAR_CSS =
  "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 4px; -gtk-icon-transform: scale(0.3); }\n";

type Browser = WebdriverIO.Browser;

/** Polls (100 ms apart) a target's box must stay the same before it is clicked. */
const STILL_POLLS = 5;
class WebKitShopper implements Shopper {
  readonly engine = "webkit";

  constructor(
    private readonly browser: Browser,
    private readonly main: string,
    private readonly baseUrl: string,
    readonly viewport: ViewportName,
  ) {}

  /**
   * The target's element once found and no longer moving (WebDriver clicks where it was): its box
   * the same for half a second, longer than a collection card's 0.3 s delay before it animates in
   * (a click on a box that was about to move opened the next card's product in WebKit).
   */
  private element(target: Target) {
    let last: string | null = null;
    let same = 0;
    return poll(`${JSON.stringify(target)}`, async () => {
      const box = (await this.browser.execute(`return ${boxScript(target)};`)) as string | null;
      same = box !== null && box === last ? same + 1 : 0;
      last = box;
      if (same < STILL_POLLS) return null;
      const found = await this.browser.execute(`return ${locateScript(target)};`);
      return found ? this.browser.$(found as unknown as WebdriverIO.Element) : null;
    });
  }

  async goto(pathOrUrl: string) {
    await this.browser.url(new URL(pathOrUrl, this.baseUrl).href);
  }

  async click(target: Target) {
    await onFreshElement(target, async () => (await this.element(target)).click());
  }

  async fill(target: Target, value: string) {
    const field = await this.element(target);
    await field.click();
    if ((await field.getValue()) !== "") {
      await this.browser.execute((el) => (el as unknown as HTMLInputElement).select(), field);
      await this.browser.keys("Backspace");
    }
    await field.addValue(value);
  }

  async select(target: Target, option: string) {
    await (await this.element(target)).selectByVisibleText(option);
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.browser.execute(`return ${expression};`) as Promise<T>;
  }

  url() {
    return this.browser.getUrl();
  }

  async cookies() {
    return (await this.browser.getCookies()).map(({ name, value, secure }) => ({
      name,
      value,
      secure: secure === true,
    }));
  }

  async takeDialog() {
    let text: string;
    try {
      text = await this.browser.getAlertText();
    } catch {
      return null;
    }
    await this.browser.acceptAlert();
    return text;
  }

  async windows() {
    return (await this.browser.getWindowHandles()).filter((handle) => handle !== this.main);
  }

  async inWindow(handle: string, steps: () => Promise<void>) {
    await this.browser.switchToWindow(handle);
    try {
      await steps();
    } finally {
      await this.browser.switchToWindow(this.main);
    }
  }

  async screenshot(name: string) {
    const file = screenshotPath(name);
    await this.browser.saveScreenshot(file);
    return file;
  }

  async close() {
    await this.browser.deleteSession();
  }
}

function started(child: ChildProcess, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once("error", (error) => reject(new Error(`${name} did not start: ${error.message}`)));
    child.once("spawn", () => resolve());
  });
}

/** How long a new session may take, and how many drivers are asked for one. */
const SESSION_WAIT_MS = 40_000;
const SESSION_ATTEMPTS = 2;

/** A fresh MiniBrowser in a new WebDriver session. */
function newSession(port: number): Promise<Browser> {
  return remote({
    hostname: "127.0.0.1",
    port,
    path: "/",
    logLevel: "silent",
    // A command WebKit never answers fails the step (naming it) instead of the whole test.
    connectionRetryTimeout: 90_000,
    connectionRetryCount: 0,
    capabilities: {
      browserName: "MiniBrowser",
      // Classic WebDriver: WebKitWebDriver refuses a session that asks for BiDi (webSocketUrl).
      "wdio:enforceWebDriverClassic": true,
      // An alert stays open until takeDialog reads it; a script run meanwhile fails and is retried.
      unhandledPromptBehavior: "ignore",
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    } as WebdriverIO.Capabilities,
  });
}

export function webkitEngine(): Engine {
  let xvfb: ChildProcess | undefined;
  let driver: ChildProcess | undefined;
  let port = 0;
  let startDriver = async () => {};
  return {
    name: "webkit",
    async launch() {
      // Xvfb picks a free display and writes its number to fd 3 once it accepts connections.
      xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"], {
        stdio: ["ignore", "ignore", "ignore", "pipe"],
      });
      await started(xvfb, "Xvfb");
      const display = await new Promise<string>((resolve, reject) => {
        let out = "";
        xvfb?.stdio[3]?.on("data", (chunk) => {
          out += chunk;
          if (out.includes("\n")) resolve(`:${out.trim()}`);
        });
        xvfb?.once("exit", (code) => reject(new Error(`Xvfb exited (${code})`)));
      });
      const config = mkdtempSync(path.join(tmpdir(), "collins-webkit-"));
      mkdirSync(path.join(config, "gtk-3.0"));
      writeFileSync(path.join(config, "gtk-3.0", "gtk.css"), NARROW_TOOLBAR_CSS);
      startDriver = async () => {
        driver?.kill();
        port = await freePort();
        driver = spawn(process.env.WEBKIT_WEBDRIVER_PATH ?? "WebKitWebDriver", [`--port=${port}`], {
          env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config, TZ: "Asia/Seoul", LANGUAGE: "ko" },
          stdio: "ignore",
        });
        await started(driver, "WebKitWebDriver");
        await poll("WebKitWebDriver", async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok, 20_000);
      };
      await startDriver();
    },
    async open(baseUrl, viewport) {
      // Now and then WebKitWebDriver never answers a new session (once in about 60 sessions in CI,
      // on a quiet machine): after SESSION_WAIT_MS the driver is started anew and asked once more.
      let browser: Browser | undefined;
      for (let attempt = 1; browser === undefined; attempt += 1) {
        const session = newSession(port);
        const waited = new AbortController();
        browser = await Promise.race([
          session,
          sleep(SESSION_WAIT_MS, undefined, { signal: waited.signal }).catch(() => undefined),
        ]).finally(() => waited.abort());
        if (browser === undefined) {
          // The driver is stopped under the pending request, which then fails: nobody waits for it.
          session.catch(() => undefined);
          if (attempt === SESSION_ATTEMPTS) throw new Error(`WebKitWebDriver opened no session in ${attempt} tries`);
          await startDriver();
        }
      }
      const { width, height } = viewports[viewport];
      try {
        // The X server resizes the window a moment later, and sometimes only when asked again.
        await poll(`MiniBrowser's page at ${width}×${height}`, async () => {
          const [innerWidth, innerHeight, dx, dy] = (await browser.execute(
            "return [innerWidth, innerHeight, outerWidth - innerWidth, outerHeight - innerHeight];",
          )) as number[];
          if (innerWidth === width && innerHeight === height) return true;
          await browser.setWindowSize(width + (dx ?? 0), height + (dy ?? 0));
          return false;
        });
      } catch (error) {
        await browser.deleteSession();
        throw error;
      }
      return new WebKitShopper(browser, await browser.getWindowHandle(), baseUrl, viewport);
    },
    async close() {
      driver?.kill();
      xvfb?.kill();
    },
  };
}
