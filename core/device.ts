// Layout breakpoints and the device class (spec §3 "Client state", §9).
/** "Narrow layout is under 900px. Other breakpoints: 1200 and 768 pixels." */
export const BREAKPOINTS = { tablet: 768, narrow: 900, desktop: 1200 } as const;

export type DeviceClass = "MB" | "TB" | "DT";

/** MB under 768 px, TB from 768 up to 1200 px, DT from 1200 px (used for behaviour; layout is CSS). */
export function deviceClassOf(width: number): DeviceClass {
  if (width < BREAKPOINTS.tablet) return "MB";
  if (width < BREAKPOINTS.desktop) return "TB";
  return "DT";
}

/** "Narrow layout is under 900px." */
export function isNarrow(width: number): boolean {
  return width < BREAKPOINTS.narrow;
}
