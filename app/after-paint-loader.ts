// The page's loader (decision 14), written into every page as an inline script by the server
// render: `afterPaintScript` in ./after-paint.ts sends this function's source with its arguments.
// It runs before any module, so it stands alone: no imports, nothing from outside its body.

/**
 * Starts React Router's modules once the browser has shown the largest contentful paint and the
 * page's high-priority images (the product photo, the home film's poster) have loaded; on the
 * shopper's first tap, key or focus on a field; or after `latestStartMs`. Browsers without
 * largest-contentful-paint entries (Safari) wait for the first contentful paint.
 *
 * Until the root dispatches `liveEvent` no shopper's event reaches React (the browser still types,
 * ticks and follows links): React 18 hydrating a page threw error 345 ("Root did not complete") at
 * an input event in about one login page in ten, filled in as the page came alive (and in one in
 * twenty after, from the `textInput` event Chromium sends as it types: Korean typed through an
 * input method sends composition events too, and a pasted address a paste). Then, in a task
 * of its own (outside the root's effect), the loader marks the document `data-live` and replays:
 * - text typed or autofilled, a select's choice (as it was made: hydration sets a controlled
 *   select back to React's value) and an attached file, as the input and change events React
 *   listens to, so its state holds what the fields show. React keeps a field's text
 *   when it hydrates but not its own state: the loader puts the default back through the
 *   element's value setter, which React watches, and the text again through the prototype's,
 *   which it does not, so the event is a change to React;
 * - a box ticked or a radio chosen, in the next task: the text's events make React draw the form
 *   again from its state, unticking the box on screen. The box is set to the other state through
 *   the setter React watches and clicked, so React hears the tick;
 * - a tap on a button (the menu button, say) or on a link within the page (a product's tabs): it
 *   is clicked again. The link does not jump before then: the router would take the jump for a
 *   navigation while parts of the page are still hydrating (React error 421);
 * - a form sent by its button or the Enter key, held until then (most of our forms send through
 *   JavaScript; sent by the browser, they would put a shopper's name and phone number in the
 *   address): it is sent again.
 */
export function afterPaintLoader(liveEvent: string, latestStartMs: number): void {
  const d = document;
  const nonce = (d.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  let started = false;
  let painted = false;
  let live = false;
  let tapped: HTMLElement | null = null;
  let sent: { form: HTMLFormElement; by: HTMLElement | null } | null = null;

  const boot = () => {
    const inert = d.querySelector("script[data-boot]");
    if (!inert) return;
    const script = d.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = inert.textContent;
    d.head.appendChild(script);
  };

  // Every module is preloaded at once; those the boot script does not import itself are evaluated
  // one per task, so no single long task holds the main thread.
  const start = () => {
    if (started) return;
    started = true;
    const bootText = d.querySelector("script[data-boot]")?.textContent ?? "";
    const early: string[] = [];
    for (const inert of d.querySelectorAll("link[data-module]")) {
      const href = inert.getAttribute("data-module") ?? "";
      const link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      d.head.appendChild(link);
      if (!bootText.includes(`import("${href}")`)) early.push(href);
    }
    const next = (i: number) => {
      if (i === early.length) return boot();
      import(/* @vite-ignore */ early[i] as string).then(() => setTimeout(next, 0, i + 1), boot);
    };
    next(0);
  };

  const heroes = d.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  const check = () => {
    if (painted && [...heroes].every((hero) => hero.complete)) start();
  };
  for (const hero of heroes) {
    hero.addEventListener("load", check);
    hero.addEventListener("error", check);
  }
  const paint = () => {
    painted = true;
    check();
  };
  const types = window.PerformanceObserver?.supportedEntryTypes ?? [];
  const type = types.includes("largest-contentful-paint")
    ? "largest-contentful-paint"
    : types.includes("paint")
      ? "paint"
      : null;
  if (type) {
    new PerformanceObserver((list) => {
      if (list.getEntries().length) paint();
    }).observe({ type, buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(paint));
  }
  for (const first of ["pointerdown", "keydown", "focusin"]) {
    addEventListener(first, start, { capture: true, once: true, passive: true });
  }

  addEventListener(
    "click",
    (event) => {
      const target = event.target as Element | null;
      const control = live ? null : target?.closest?.<HTMLElement>('button,input[type="submit"],a[href^="#"]');
      if (!control) return;
      if (control instanceof HTMLAnchorElement) {
        event.preventDefault();
        tapped = control;
      } else if ((control as HTMLButtonElement).type === "button") {
        tapped = control;
      } else {
        const form = (control as HTMLButtonElement).form;
        if (!form) return;
        event.preventDefault();
        sent = { form, by: control };
      }
    },
    true,
  );
  // Every event React 18 would handle as discrete (it hydrates the page synchronously for one, and
  // throws error 345 when a part of the page cannot be rendered yet), and the pointer events.
  for (const kind of [
    "click",
    "auxclick",
    "dblclick",
    "contextmenu",
    "input",
    "change",
    "beforeinput",
    "textInput",
    "compositionstart",
    "compositionupdate",
    "compositionend",
    "keydown",
    "keyup",
    "keypress",
    "copy",
    "cut",
    "paste",
    "reset",
    "selectionchange",
    "focusin",
    "focusout",
    "pointerdown",
    "pointerup",
    "pointercancel",
    "mousedown",
    "mouseup",
    "touchstart",
    "touchend",
    "touchcancel",
    "dragstart",
    "dragend",
    "drop",
  ]) {
    addEventListener(
      kind,
      (event) => {
        if (!live) event.stopPropagation();
      },
      true,
    );
  }
  // A select's choice is kept as it is made: hydrating a controlled select sets its options back to
  // React's value, so by the time the page is live the screen no longer shows it.
  const chosen = new Map<HTMLSelectElement, string>();
  addEventListener(
    "change",
    (event) => {
      if (!live && event.target instanceof HTMLSelectElement) chosen.set(event.target, event.target.value);
    },
    true,
  );
  addEventListener(
    "submit",
    (event) => {
      if (live) return;
      event.preventDefault();
      event.stopPropagation();
      sent = { form: event.target as HTMLFormElement, by: (event as SubmitEvent).submitter };
    },
    true,
  );

  /**
   * Announces the fields' text, choices and files to React. Returns the boxes the shopper ticked
   * (or unticked), read before the first event: React draws a controlled form again from its state
   * while it handles a field's input event, which unticks them on screen.
   */
  const replayFields = (): { box: HTMLInputElement; checked: boolean }[] => {
    const fields = [
      ...d.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input,textarea,select"),
    ];
    const ticks = fields.flatMap((field) =>
      field instanceof HTMLInputElement &&
      (field.type === "checkbox" || (field.type === "radio" && field.checked)) &&
      field.checked !== field.defaultChecked
        ? [{ box: field, checked: field.checked }]
        : [],
    );
    for (const field of fields) {
      if (field instanceof HTMLSelectElement) {
        const choice = chosen.get(field);
        if (choice !== undefined) field.value = choice;
        if (choice !== undefined || [...field.options].some((option) => option.selected !== option.defaultSelected)) {
          field.dispatchEvent(new Event("change", { bubbles: true }));
        }
        continue;
      }
      const kind = field.type;
      if (kind === "file") {
        if ((field as HTMLInputElement).files?.length) field.dispatchEvent(new Event("change", { bubbles: true }));
        continue;
      }
      if (kind === "checkbox" || kind === "radio" || kind === "hidden" || field.value === field.defaultValue) continue;
      const value = field.value;
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    return ticks;
  };

  addEventListener(liveEvent, () => {
    setTimeout(() => {
      live = true;
      d.documentElement.setAttribute("data-live", "");
      const ticks = replayFields();
      setTimeout(() => {
        for (const { box, checked } of ticks) {
          if (!box.isConnected) continue;
          box.checked = !checked;
          box.click();
        }
        if (tapped?.isConnected) tapped.click();
        tapped = null;
        const held = sent as { form: HTMLFormElement; by: HTMLElement | null } | null;
        sent = null;
        if (held?.form.isConnected) {
          const by = held.by as HTMLButtonElement | null;
          held.form.requestSubmit(by?.form === held.form ? by : undefined);
        }
      });
    });
  });
  setTimeout(start, latestStartMs);
}
