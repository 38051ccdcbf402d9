// Colour palettes shared by the SVG pictures and the ray-traced product scenes.

export function rgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
export function toHex(c: number[]): string {
  return `#${c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")
    .toUpperCase()}`;
}
/** Linear mix of two hex colours, t = 0 → a, t = 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex(x.map((v, i) => v + ((y[i] ?? 0) - v) * t));
}
export const WHITE = "#FFFFFF";
export const PAPER = "#F8F5EF";

export type Pal = {
  /** Page field, lighter top of the field, floor plane, arch/disc accent. */
  bg: string;
  bgTop: string;
  floor: string;
  accent: string;
  /** Object colours: main body, light face, dark face / ink. */
  body: string;
  light: string;
  deep: string;
  /** Label paper and label ink. */
  label: string;
  ink: string;
};

export function pal(bg: string, body: string, deep: string, over: Partial<Pal> = {}): Pal {
  return {
    bg,
    bgTop: mix(bg, WHITE, 0.5),
    floor: mix(bg, body, 0.2),
    accent: mix(bg, body, 0.32),
    body,
    light: mix(body, WHITE, 0.42),
    deep,
    label: PAPER,
    ink: mix(deep, "#2A2622", 0.35),
    ...over,
  };
}

/** One colour family per scent / material. Keys are used in image paths (opt-{key}.webp). */
export const PAL: Record<string, Pal> = {
  woody: pal("#EDE3D6", "#A9825F", "#5E4330"),
  yuja: pal("#F6EED5", "#E5BD4F", "#A47716"),
  violet: pal("#EDE8F2", "#A594C1", "#5E4D80"),
  juniper: pal("#E4EBE3", "#7E9B82", "#3E5946"),
  hinoki: pal("#EFEEE3", "#C5BB8F", "#726B44"),
  rose: pal("#F4E7E4", "#CF9D99", "#8C5451"),
  earlgrey: pal("#E6E9EC", "#8D9AA8", "#485465"),
  amber: pal("#F5E8DA", "#D39555", "#92541F"),
  seasalt: pal("#E4EEF1", "#89AFBE", "#426878"),
  brand: pal("#ECE8E2", "#B9AFA2", "#57514A"),
  sand: pal("#F1EBE2", "#D8C9B4", "#7D6E5A"),
  ink: pal("#2F2D2B", "#24221F", "#C7A66A", {
    bgTop: "#45413C",
    floor: "#3A3733",
    accent: "#4A4540",
    light: "#4E4A45",
    label: "#1E1C1A",
    ink: "#C7A66A",
  }),
  honey: pal("#F5EAD3", "#E0A83E", "#7A5316"),
  charcoal: pal("#E7E4E0", "#3D3A37", "#1E1C1A", { light: "#67625C" }),
  milk: pal("#ECE6DC", "#F2EDE4", "#8E8375", { light: "#FFFFFF", accent: "#DCD3C5" }),
  oat: pal("#F0EAE1", "#CDB595", "#7E6A52"),
  sage: pal("#E7EAE2", "#A9B59E", "#5F6B55"),
  mint: pal("#E7F0EE", "#9FC8C0", "#3F746C"),
  sunset: pal("#F7E7DB", "#E39A72", "#A35437"),
  midnight: pal("#E2E3EC", "#5C6389", "#2D3152"),
  silver: pal("#E9E9E7", "#B9BCBE", "#5B5F63", { light: "#F2F3F3" }),
  cream: pal("#F1ECE3", "#EDE5D6", "#8B7E6C", { light: "#FFFFFF" }),
};
export function P(key: string): Pal {
  const p = PAL[key];
  if (!p) throw new Error(`unknown palette ${key}`);
  return p;
}
