// The footer's external links (spec §2 Footer), in a module of their own: the footer renders on the
// server only, so the shop's first-load scripts (which carry core/links.ts) never need this.
import { links } from "./links";

/**
 * The footer's external links (spec §2 Footer) the operator sets in the console, and the type of the
 * inquiry form each one opens while it is unset.
 */
export const FOOTER_LINK_INQUIRY_TYPES = {
  partnership: "partnership",
  bulkPurchase: "bulk",
  wholesaleGlobal: "global",
} as const;

export type FooterLinkName = keyof typeof FOOTER_LINK_INQUIRY_TYPES;

/** Where a footer link goes: the operator's address, or the inquiry form of its type. */
export function footerLinkHref(name: FooterLinkName, address: string | null): string {
  return address ?? `${links.inquiry}?type=${FOOTER_LINK_INQUIRY_TYPES[name]}`;
}
