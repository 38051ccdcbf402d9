// The web-vitals report (spec §7, loaded lazily): each metric of the visit goes to /api/vitals by
// sendBeacon with the page type, for the console's p75.
import type { Metric } from "web-vitals";

export function pageTypeOf(pathname: string): string {
  if (pathname === "/") return "home";
  const [first] = pathname.split("/").filter(Boolean);
  switch (first) {
    case "collection":
      return "collection";
    case "product":
      return "product";
    case "cart":
      return "cart";
    case "checkout":
    case "order":
      return "checkout";
    case "account":
    case "login":
    case "signup":
      return "account";
    case "brandstory":
    case "makersnote":
    case "places":
    case "music":
      return "content";
    default:
      return "other";
  }
}

export async function reportWebVitals(): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const send = (metric: Metric) => {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      page_type: pageTypeOf(window.location.pathname),
      path: window.location.pathname.slice(0, 300),
    });
    if (!navigator.sendBeacon?.("/api/vitals", body)) {
      void fetch("/api/vitals", { method: "POST", body, keepalive: true, credentials: "include" });
    }
  };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(send);
}
