// The top banner's life (spec §4 "Top banner"): the countdown text ticks every second and the
// close button hides the banner for the browser session. The banner's markup is the server's
// (app/components/top-banner.tsx); this runs with the engagement chunk after hydration.
import { bannerTitle, COUNTDOWN_PLACEHOLDER, COUNTDOWN_TICK_MS } from "../../../core/countdown";

export function startTopBanner(): () => void {
  const tick = () => {
    for (const title of document.querySelectorAll<HTMLElement>(".top-banner__title")) {
      const template = title.dataset.template ?? "";
      if (!template.includes(COUNTDOWN_PLACEHOLDER)) continue;
      const text = bannerTitle(template, title.dataset.end || null, Date.now());
      // The text node React rendered keeps its place; only its value changes.
      if (title.firstChild) title.firstChild.nodeValue = text;
      else title.textContent = text;
    }
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest(".top-banner__close");
    const banner = button?.closest<HTMLElement>(".top-banner");
    if (!banner) return;
    try {
      sessionStorage.setItem(banner.dataset.closedKey ?? "", banner.dataset.closedValue ?? "");
    } catch {
      // Private mode without storage: it stays closed until the next page load.
    }
    document.documentElement.setAttribute("data-top-banner-closed", "");
  };
  tick();
  const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
  document.addEventListener("click", onClick);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener("click", onClick);
  };
}
