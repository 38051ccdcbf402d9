// Scroll thresholds of the header and chat widget (spec §2 "Header", §9).
/** "The header background appears after 15px of scroll." */
export const HEADER_SOLID_AT = 15;
/** "In narrow views the header hides on scroll down (effect starts at 50px)." */
export const HEADER_HIDE_FROM = 50;
/** "The chat widget fades in with scroll: transparent at 0, opaque from 128px." */
export const CHAT_OPAQUE_AT = 128;

export function isPastThreshold(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}
