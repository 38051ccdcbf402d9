// Product page rules that are pure data (spec §2 "Product page", §9).
/** "Card-type sanitizer slugs a-card, a-card-5-pack, a-card-family-pack, a-card-gift-set-2021cal show a bulk-order tooltip." */
export const BULK_ORDER_SLUGS = ["a-card", "a-card-5-pack", "a-card-family-pack", "a-card-gift-set-2021cal"] as const;

/** "The bubble tooltip auto-hides after 3000 ms." */
export const TOOLTIP_HIDE_MS = 3000;

/** "The desktop menu switches between fixed and scrolling layout by whether it fits the window height (margin 88px)." */
export const DESKTOP_MENU_MARGIN = 88;

/** "Layout recalculation delay 500 ms." */
export const LAYOUT_RECALC_DELAY_MS = 500;

export function showsBulkOrderTooltip(slug: string): boolean {
  return (BULK_ORDER_SLUGS as readonly string[]).includes(slug);
}

export function desktopMenuFits(menuHeight: number, windowHeight: number): boolean {
  return menuHeight + DESKTOP_MENU_MARGIN <= windowHeight;
}

/** The 배송/교환/반품 section's id: not "shipping", which some products' own detail tabs use. */
export const SHIPPING_RETURNS_ID = "shipping-returns";

/** The id of that section's title, which names it. */
export const SHIPPING_RETURNS_TITLE_ID = "shipping-returns-title";

export type ProductTab = { id: string; label: string; target: string };

/**
 * Spec §2: 'event benefits' (only if an event exists), product information or the page's own
 * navigation tabs, 'reviews (count)', 'related products' (only if any). Issue 20: every product
 * has a 배송/교환/반품 tab at the end of its detail.
 */
export function productTabs(input: {
  hasEvent: boolean;
  navigation: { title: string; anchor: string }[];
  reviewCount: number;
  hasRelated: boolean;
  texts: { event: string; info: string; shippingReturns: string; reviews: (n: number) => string; related: string };
}): ProductTab[] {
  const tabs: ProductTab[] = [];
  if (input.hasEvent) tabs.push({ id: "event", label: input.texts.event, target: "event" });
  if (input.navigation.length > 0) {
    for (const tab of input.navigation) tabs.push({ id: `nav-${tab.anchor}`, label: tab.title, target: tab.anchor });
  } else {
    tabs.push({ id: "detail", label: input.texts.info, target: "detail" });
  }
  tabs.push({ id: "shipping-returns", label: input.texts.shippingReturns, target: SHIPPING_RETURNS_ID });
  tabs.push({ id: "review", label: input.texts.reviews(input.reviewCount), target: "review" });
  if (input.hasRelated) tabs.push({ id: "related", label: input.texts.related, target: "related" });
  return tabs;
}
