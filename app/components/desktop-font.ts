// Pretendard for wide screens only (decision 11): a head script links its stylesheet once the
// window is at least the narrow breakpoint wide, so a phone never downloads it.
import { BREAKPOINTS } from "../../core/device";

/**
 * The script for the end of <head>: the link it adds follows every element React renders there,
 * and React leaves extra nodes at the end of <head> alone when it hydrates.
 */
export function desktopFontScript(href: string): string {
  return `(function(){var q=matchMedia("(min-width: ${BREAKPOINTS.narrow}px)");function a(){if(!q.matches)return;q.removeEventListener("change",a);var l=document.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(href)};document.head.appendChild(l)}q.addEventListener("change",a);a()})()`;
}
