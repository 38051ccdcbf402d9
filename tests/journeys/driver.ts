// The driver interface the shopper journeys run on, one implementation per browser engine
// (engines/*.ts). Elements are found as a shopper finds them, by role and accessible name, by label
// or by visible text, with one in-page locator (`locate`) that every engine evaluates, so a
// journey finds the same element in Chromium, Firefox and WebKit.
import { mkdirSync } from "node:fs";
import path from "node:path";

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export type ViewportName = keyof typeof viewports;

/**
 * A text to match, whitespace collapsed: a RegExp is searched; a string is the whole accessible name
 * or label, and a part of the text of a `text` target.
 */
export type Text = string | RegExp;

export type Target =
  | { role: string; name?: Text; level?: number; within?: Target }
  | { label: Text; within?: Target }
  | { text: Text; within?: Target }
  | { css: string; within?: Target };

/** One shopper: a fresh browser context (cookies, storage) at a viewport. */
export interface Shopper {
  readonly engine: string;
  readonly viewport: ViewportName;
  /** Opens a path of the shop (or an absolute URL) and waits for the page's load event. */
  goto(pathOrUrl: string): Promise<void>;
  /** Clicks the first visible element of the target with the engine's real input events. */
  click(target: Target): Promise<void>;
  /** Clears a field and types the value key by key. */
  fill(target: Target, value: string): Promise<void>;
  /** Chooses the option with this visible text in a <select>. */
  select(target: Target, option: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page and answers its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>;
  /** The page's URL. */
  url(): Promise<string>;
  /** The browser's cookies for the shop. */
  cookies(): Promise<{ name: string; value: string; secure: boolean }[]>;
  /** The text of the oldest alert/confirm dialog not taken yet, accepted, or null when there is none. */
  takeDialog(): Promise<string | null>;
  /** Windows other than the shop's first one (a payment popup), newest last: their handles. */
  windows(): Promise<string[]>;
  /** Runs `steps` in another window, then comes back to the shop's window. */
  inWindow(handle: string, steps: () => Promise<void>): Promise<void>;
  /** Saves a PNG of the viewport under test-results/screenshots; answers its path. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: string;
  launch(): Promise<void>;
  open(baseUrl: string, viewport: ViewportName): Promise<Shopper>;
  close(): Promise<void>;
}

export function screenshotPath(name: string): string {
  const dir = path.resolve(import.meta.dirname, "../../test-results/screenshots");
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

type SerializedText = string | { source: string; flags: string };
type SerializedTarget = Record<string, unknown>;

function serialize(target: Target): SerializedTarget {
  const out: SerializedTarget = {};
  for (const [key, value] of Object.entries(target)) {
    if (value instanceof RegExp) out[key] = { source: value.source, flags: value.flags } satisfies SerializedText;
    else if (key === "within" && value) out[key] = serialize(value as Target);
    else out[key] = value;
  }
  return out;
}

/**
 * The in-page locator: answers the first visible element of the target, or null. It runs as the
 * source text of a function, so it uses nothing from its module.
 */
function locate(target: SerializedTarget, all = false): Element | Element[] | null {
  const normalize = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const matches = (text: string, wanted: unknown, part = false) => {
    if (typeof wanted === "string")
      return part ? normalize(text).includes(normalize(wanted)) : normalize(text) === normalize(wanted);
    const { source, flags } = wanted as { source: string; flags: string };
    return new RegExp(source, flags).test(normalize(text));
  };
  const visible = (el: Element) => {
    if (!el.isConnected) return false;
    const check = (el as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility;
    if (check) return check.call(el, { checkOpacity: false, checkVisibilityCSS: true });
    return el.getClientRects().length > 0;
  };
  const implicitRole = (el: Element): string | null => {
    const tag = el.tagName.toLowerCase();
    const type = (el.getAttribute("type") ?? "text").toLowerCase();
    if (tag === "button") return "button";
    if (tag === "a" && el.hasAttribute("href")) return "link";
    if (/^h[1-6]$/.test(tag)) return "heading";
    if (tag === "dialog") return "dialog";
    if (tag === "select") return "combobox";
    if (tag === "textarea") return "textbox";
    if (tag === "ul" || tag === "ol") return "list";
    if (tag === "li") return "listitem";
    if (tag === "aside") return "complementary";
    if (tag === "article") return "article";
    if (tag === "dd") return "definition";
    if (tag === "section") return el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby") ? "region" : null;
    if (tag === "nav") return "navigation";
    if (tag === "main") return "main";
    if (tag === "form") return "form";
    if (tag === "img") return el.getAttribute("alt") === "" ? "presentation" : "img";
    if (tag === "input") {
      if (["button", "submit", "reset", "image"].includes(type)) return "button";
      if (type === "checkbox") return "checkbox";
      if (type === "radio") return "radio";
      if (type === "search") return "searchbox";
      if (["text", "email", "tel", "url", "password", "number"].includes(type)) return "textbox";
    }
    return null;
  };
  const roleOf = (el: Element) => el.getAttribute("role")?.split(/\s+/)[0] ?? implicitRole(el);
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (!(node instanceof Element)) return "";
    if (node.getAttribute("aria-hidden") === "true") return "";
    if (node.hasAttribute("aria-label")) return ` ${node.getAttribute("aria-label")} `;
    if (node.tagName === "IMG") return ` ${node.getAttribute("alt") ?? ""} `;
    const inline = getComputedStyle(node).display.startsWith("inline");
    const inner = Array.from(node.childNodes).map(textOf).join("");
    return inline ? inner : ` ${inner} `;
  };
  const labelsOf = (el: Element): string[] => {
    const out: string[] = [];
    const by = el.getAttribute("aria-labelledby");
    if (by)
      out.push(
        by
          .split(/\s+/)
          .map((id) => textOf(document.getElementById(id) ?? document.createElement("i")))
          .join(" "),
      );
    if (el.hasAttribute("aria-label")) out.push(el.getAttribute("aria-label") ?? "");
    const labels = (el as HTMLInputElement).labels;
    if (labels) for (const label of Array.from(labels)) out.push(textOf(label));
    return out.map(normalize);
  };
  const nameOf = (el: Element): string => {
    const labels = labelsOf(el);
    if (labels.length) return labels[0] ?? "";
    if (el.tagName === "INPUT" && ["submit", "button"].includes((el as HTMLInputElement).type))
      return (el as HTMLInputElement).value;
    if (el.tagName === "IMG") return el.getAttribute("alt") ?? "";
    const role = roleOf(el);
    if (role && ["button", "link", "heading", "checkbox", "radio", "listitem", "img", "tab", "option"].includes(role))
      return normalize(textOf(el));
    return normalize(el.getAttribute("title"));
  };

  const find = (t: SerializedTarget, root: ParentNode): Element[] => {
    const elements = Array.from(root.querySelectorAll(typeof t.css === "string" ? t.css : "*"));
    if (typeof t.css === "string") return elements.filter(visible);
    if ("role" in t)
      return elements.filter(
        (el) =>
          roleOf(el) === t.role &&
          (t.name === undefined || matches(nameOf(el), t.name)) &&
          (t.level === undefined || el.tagName === `H${t.level}`) &&
          visible(el),
      );
    if ("label" in t)
      return elements.filter(
        (el) =>
          ["INPUT", "SELECT", "TEXTAREA"].includes(el.tagName) &&
          labelsOf(el).some((label) => matches(label, t.label)) &&
          visible(el),
      );
    // Text: the innermost visible elements whose rendered text matches.
    const hits = elements.filter(
      // biome-ignore lint/performance/useDomNodeTextContent: a shopper reads the rendered text
      (el) => matches((el as HTMLElement).innerText ?? el.textContent ?? "", t.text, true) && visible(el),
    );
    return hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)));
  };

  // A target within a target within ... : each one's elements inside the one it is within.
  const search = (t: SerializedTarget): Element[] => {
    const roots: ParentNode[] = t.within ? search(t.within as SerializedTarget) : [document];
    return roots.flatMap((root) => find(t, root));
  };
  const found = search(target);
  return all ? found : (found[0] ?? null);
}

/** `locate` as page script; `__name` is what esbuild's keepNames (tsx) wraps inner functions in. */
const locateSource = `((__name) => ${locate.toString()})((fn) => fn)`;

/** The JavaScript expression that finds the target's element. */
export function locateScript(target: Target): string {
  return `${locateSource}(${JSON.stringify(serialize(target))}, false)`;
}

/** The expression that finds the target's visible elements, an array. */
export function locateAllScript(target: Target): string {
  return `${locateSource}(${JSON.stringify(serialize(target))}, true)`;
}

/** The expression that answers how many visible elements the target has. */
export function countScript(target: Target): string {
  return `${locateAllScript(target)}.length`;
}

/** The expression that answers the rendered text of the target's element (whitespace collapsed), or null. */
export function textScript(target: Target): string {
  return `((el) => el ? (el.innerText ?? el.textContent ?? "").replace(/\\s+/g, " ").trim() : null)(${locateScript(target)})`;
}

/**
 * The expression that answers what a field of the target shows: an input's, a select's or a
 * textarea's value, a checkbox's or a radio's tick (true/false); null when there is none.
 */
export function valueScript(target: Target): string {
  return `((el) => !el ? null : el.type === "checkbox" || el.type === "radio" ? el.checked : el.value)(${locateScript(target)})`;
}

/**
 * The expression that answers where the target's element is (its box, as text), or null, having
 * scrolled it to the middle of the window when it was not wholly inside (WebKitWebDriver's click
 * lands on nothing at the window's last pixels) or when something else is on top of its middle,
 * where the click lands (the phone's fixed purchase bar over a link at the bottom of the window).
 * An element is clicked once its box stays put between two probes, as the page may still shift it.
 */
export function boxScript(target: Target): string {
  return `((el) => {
    if (!el) return null;
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const covered = hit !== null && hit !== el && !el.contains(hit) && !hit.contains(el);
    if (box.top < 8 || box.bottom > innerHeight - 8 || covered)
      el.scrollIntoView({ block: "center", inline: "nearest" });
    return JSON.stringify(el.getBoundingClientRect());
  })(${locateScript(target)})`;
}

/** Calls `probe` until it answers something other than null/false, or throws after `timeout` ms. */
export async function poll<T>(
  what: string,
  probe: () => Promise<T>,
  timeout = 15_000,
): Promise<Exclude<T, null | undefined | false>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  while (true) {
    try {
      const answer = await probe();
      if (answer !== null && answer !== false && answer !== undefined)
        return answer as Exclude<T, null | undefined | false>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeout} ms waiting for ${what}${last ? ` (${String(last)})` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const describeTarget = (target: Target) => JSON.stringify(serialize(target));

/**
 * Runs an action on a freshly located element again when the page replaced the element between
 * finding and acting (React re-rendering it), as a shopper taps again what moved under the finger.
 */
export async function onFreshElement<T>(target: Target, action: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      const gone = /detached|stale element|not attached|not connected|no such element/i.test(String(error));
      if (!gone || attempt >= tries) throw new Error(`clicking ${describeTarget(target)}: ${String(error)}`);
    }
  }
}
