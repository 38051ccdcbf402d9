// Ray-traced product pictures: each product kind is modelled with the macros of
// scripts/media/pov/collins.inc (boxes of paper, glass bottles with liquid, ceramic holders,
// fabric, soap, metal) and placed in a seamless studio; generate.ts renders the scene with
// POV-Ray. Sizes are centimetres, so a 60 ml bottle stands smaller than a 100 ml one.
import { mix, P, PAPER, type Pal, rgb } from "./palette";

/** A modelled group: POV-Ray source standing on y = 0 around x = z = 0, its width and height. */
export type Group = { pov: string; w: number; h: number };

/** A hex colour as a linear POV-Ray colour vector (the scenes use assumed_gamma 1). */
export function v(hex: string): string {
  return `<${rgb(hex)
    .map((c) => ((c / 255) ** 2.2).toFixed(4))
    .join(", ")}>`;
}
const NONE = "<-1, 0, 0>";
const INK = "#2B2723";
const STICK = "#5B4535";

const NAMES: Record<string, string> = {
  woody: "WOODY",
  yuja: "YUJA",
  violet: "VIOLET",
  juniper: "JUNIPER",
  hinoki: "HINOKI",
  rose: "ROSE",
  earlgrey: "EARL GREY",
  amber: "AMBER",
  seasalt: "SEA SALT",
  sunset: "SUNSET",
  midnight: "MIDNIGHT",
  honey: "HONEY",
  charcoal: "CHARCOAL",
  milk: "MILK",
  sand: "MIX",
};

const at = (g: Group, x: number, z = 0, ry = 0): string =>
  `object { ${g.pov} rotate <0, ${ry}, 0> translate <${x}, 0, ${z}> }`;

function incenseBox(key: string, opts: { band?: string; sub?: string; title?: string } = {}): Group {
  const p = P(key);
  const dark = key === "ink";
  return {
    pov: `IncenseBox(5.2, 15, 2.6, ${v(p.body)}, ${v(dark ? "#1E1C1A" : PAPER)}, ${v(dark ? "#C7A66A" : INK)}, "${opts.title ?? NAMES[key] ?? ""}", "${opts.sub ?? "INCENSE STICKS"}", ${opts.band ? v(opts.band) : NONE})`,
    w: 5.8,
    h: 15,
  };
}
function bundle(color: string, seed: number, n = 22): Group {
  return { pov: `StickBundle(17, ${n}, ${v(color)}, ${seed})`, w: 17, h: 1.5 };
}
function holder(col = "#E6E1D9", stick: string | null = STICK, smoke = true): Group {
  return { pov: `Holder(4.2, ${v(col)}, ${stick ? v(stick) : NONE}, ${smoke ? 1 : 0})`, w: 9, h: stick ? 22 : 2 };
}
function bottle(key: string, size: "l" | "m"): Group {
  const p = P(key);
  const [r, h] = size === "l" ? [3.3, 10.5] : [2.8, 8.2];
  const cap = `T_Wood(${v(mix("#8A6A4F", p.deep, 0.15))})`;
  return {
    pov: `Bottle(${r}, ${h}, ${v(mix(p.body, "#FFFFFF", 0.15))}, 0.82, ${v(PAPER)}, ${v(INK)}, ${cap}, "${NAMES[key] ?? ""}")`,
    w: r * 2,
    h: h + 1 + r * 1.05,
  };
}
function giftBox(key: string, ribbon: string, w = 22, h = 8, d = 16): Group {
  return { pov: `GiftBox(${w}, ${h}, ${d}, ${v(P(key).body)}, ${v(ribbon)})`, w, h: h + 2 };
}
function folded(colors: string[], w = 24, d = 18): Group {
  let s = "union {";
  let y = 0;
  colors.forEach((c, i) => {
    const h = 2.4;
    s += `object { Folded(${w - i * 0.8}, ${h}, ${d - i * 0.6}, ${v(c)}, ${i}) rotate <0, ${(i % 2) * 3 - 1.5}, 0> translate <${i * 0.3}, ${y}, 0> }`;
    y += h - 0.15;
  });
  return { pov: `${s}}`, w, h: y };
}
function sachet(key: string, w = 9, h = 12): Group {
  const p = P(key);
  return {
    pov: `Sachet(${w}, ${h}, ${v(mix(p.body, "#FFFFFF", 0.25))}, ${v(PAPER)}, ${v(INK)}, "${NAMES[key] ?? ""}")`,
    w,
    h,
  };
}
function soap(key: string): Group {
  return { pov: `Soap(8.5, 2.8, 5.8, ${v(mix(P(key).body, "#FFFFFF", 0.35))})`, w: 8.5, h: 2.8 };
}
function aCard(key: string): Group {
  const p = P(key);
  return {
    pov: `ACard(${v(mix(p.body, "#FFFFFF", 0.2))}, ${v(PAPER)}, ${v(INK)}, "${NAMES[key] ?? "FRESH"}")`,
    w: 5.4,
    h: 9.3,
  };
}
function chamber(key: string, stripe?: string): Group {
  const p = P(key);
  return { pov: `Chamber(${v(p.body)}, ${v(stripe ?? p.deep)})`, w: 6.6, h: 10.6 };
}
function lighter(metal: boolean): Group {
  return {
    pov: `Lighter(${v(metal ? "#B9BCBE" : "#EDE5D6")}, ${v(metal ? "#8E9296" : "#C9B48A")})`,
    w: 2.2,
    h: 7.5,
  };
}

/** Side by side on a row, centred, with a gap in cm and optional turns. */
function row(gs: Group[], gap: number, turns: number[] = [], depth: number[] = []): Group {
  const total = gs.reduce((a, g) => a + g.w, 0) + gap * (gs.length - 1);
  let x = -total / 2;
  let s = "union {";
  gs.forEach((g, i) => {
    s += at(g, x + g.w / 2, depth[i] ?? 0, turns[i] ?? 0);
    x += g.w + gap;
  });
  return { pov: `${s}}`, w: total, h: Math.max(...gs.map((g) => g.h)) };
}
function front(back: Group, fore: Group, dz = -7, dx = 0): Group {
  return {
    pov: `union { ${at(back, 0, 4)} ${at(fore, dx, dz)} }`,
    w: Math.max(back.w, fore.w + Math.abs(dx) * 2),
    h: Math.max(back.h, fore.h),
  };
}

function giftSet(keys: string[]): Group {
  const box = giftBox("sand", P("rose").light, 24, 7, 17);
  const boxes = row(
    keys.map((k) => incenseBox(k)),
    0.6,
  );
  const lean = `object { ${boxes.pov} rotate <-14, 0, 0> translate <0, 0, -2> }`;
  return { pov: `union { ${at(box, 0, 6)} object { ${lean} translate <0, 0, -8> } }`, w: Math.max(24, boxes.w), h: 15 };
}
function kit(keys: string[]): Group {
  const tray = `difference { object { Round_Box_Union(<-10, 0, -7>, <10, 3.2, 7>, 0.3) } box { <-9.4, 0.5, -6.4>, <9.4, 4, 6.4> } T_Wood(${v("#C8A77C")}) }`;
  const sticks = keys
    .map((k, i) => `object { ${bundle(P(k).deep, i + 4, 14).pov} scale 1.02 translate <0, 0.2, ${(i - 1) * 3.6}> }`)
    .join(" ");
  return {
    pov: `union { ${tray} object { union { ${sticks} } scale <1.05, 1, 1> translate <0, 0.3, 0> } }`,
    w: 20,
    h: 4,
  };
}
function vialTray(keys: string[]): Group {
  const tray = `object { Round_Box_Union(<-7, 0, -2.4>, <7, 1.6, 2.4>, 0.3) T_Wood(${v("#B8946B")}) }`;
  const vials = keys
    .map(
      (k, i) =>
        `object { Vial(${v(mix(P(k).body, P(k).deep, 0.2))}, ${v(PAPER)}, ${v(INK)}, T_Wood(${v("#6F5641")})) translate <${(i - 1) * 4}, 1.0, 0> }`,
    )
    .join(" ");
  return { pov: `union { ${tray} ${vials} }`, w: 14, h: 10.2 };
}
function soapStack(keys: string[]): Group {
  const s = keys
    .map((k, i) => `object { ${soap(k).pov} rotate <0, ${i * 9 - 9}, 0> translate <${i * 0.4}, ${i * 2.75}, 0> }`)
    .join(" ");
  return { pov: `union { ${s} }`, w: 9, h: 8.4 };
}
function cardFan(key: string, n: number): Group {
  const s = Array.from(
    { length: n },
    (_, i) =>
      `object { ${aCard(key).pov} rotate <0, 0, ${(i - (n - 1) / 2) * -9}> translate <${(i - (n - 1) / 2) * 1.6}, 0, ${i * 0.8}> }`,
  ).join(" ");
  return { pov: `union { ${s} }`, w: 5.4 + n * 2, h: 9.4 };
}

type Kind = {
  pal: string;
  hero: (p: Pal) => Group;
  companion?: (p: Pal) => Group;
  option?: (key: string) => { g: Group; pal: string };
};

const box = (k: string, band?: string): Kind => ({
  pal: k,
  hero: () => front(incenseBox(k, { band }), bundle(P(k).deep, k.length), -7, 2),
  companion: () => holder(),
});
const water = (k: string, size: "l" | "m"): Kind => ({
  pal: k,
  hero: () => bottle(k, size),
  companion: (p) => folded([mix(p.body, "#FFFFFF", 0.55), mix(p.body, "#FFFFFF", 0.75)], 18, 13),
});
const CHAMBER: Record<string, [string, string?]> = {
  honey: ["honey"],
  charcoal: ["charcoal", "#CFCAC2"],
  milk: ["milk", "#C9BBA5"],
};
const SETS: Record<string, string[]> = {
  classic: ["woody", "yuja", "juniper"],
  floral: ["violet", "rose", "hinoki"],
  signature: ["woody", "yuja", "violet", "juniper"],
};

const KINDS: Record<string, Kind> = {
  "collins-incense": {
    ...box("woody"),
    option: (k) => ({ g: front(incenseBox(k), bundle(P(k).deep, 3), -7, 2), pal: k }),
  },
  "collins-incense-giftset": {
    pal: "sand",
    hero: () => giftSet(["woody", "violet"]),
    companion: () => holder(),
    option: (k) => ({ g: giftSet(SETS[k] ?? ["woody"]), pal: "sand" }),
  },
  "incense-woody-pr2404": box("woody", P("woody").deep),
  "incense-yuja-pr2404": box("yuja", P("yuja").deep),
  "incense-violet-pr2404": box("violet", P("violet").deep),
  "collins-incense-mix": {
    pal: "sand",
    hero: () =>
      front(
        incenseBox("sand", { band: P("amber").body, title: "MIX" }),
        row(
          ["woody", "yuja", "violet"].map((k, i) => bundle(P(k).deep, i + 7, 8)),
          -16.2,
          [],
          [0, -1.6, -3.2],
        ),
        -8,
        2,
      ),
    companion: () => holder(),
  },
  "collins-incense-mindxmood": {
    pal: "sage",
    hero: () => row([incenseBox("hinoki"), incenseBox("violet")], 1.2, [12, -12]),
    companion: () => holder(),
  },
  "collins-incense-edition-goodtimes": {
    pal: "sunset",
    hero: () => row([incenseBox("sunset"), incenseBox("midnight")], 1.2, [12, -12]),
    companion: () => holder(),
    option: (k) =>
      k === "duo"
        ? { g: row([incenseBox("sunset"), incenseBox("midnight")], 1.2, [12, -12]), pal: "sunset" }
        : { g: front(incenseBox(k), bundle(P(k).deep, 5), -7, 2), pal: k },
  },
  "incense-goodtimes-sunset": box("sunset"),
  "incense-goodtimes-midnight": box("midnight"),
  "incense-chamber-honeybadger": {
    pal: "honey",
    hero: () => chamber("honey"),
    companion: () => bundle(STICK, 9, 12),
    option: (k) => {
      const [key = "honey", stripe] = CHAMBER[k.split("-")[0] ?? "honey"] ?? ["honey"];
      const ch = chamber(key, stripe);
      return { g: k.endsWith("-five") ? row([ch, kit(["woody", "yuja", "violet"])], 2, [0, -20]) : ch, pal: key };
    },
  },
  "keyring-honeybadger": {
    pal: "honey",
    hero: () => ({
      pov: `object { Keyring(${v(P("honey").body)}, ${v("#C9B48A")}) rotate <0, -15, 0> }`,
      w: 3.4,
      h: 9,
    }),
    companion: () => chamber("honey"),
  },
  "lighter-mini": {
    pal: "cream",
    hero: () => row([lighter(false), lighter(true)], 1.4, [-15, 20]),
    companion: () => bundle(STICK, 11, 10),
    option: (k) => ({ g: lighter(k === "metal"), pal: k === "metal" ? "silver" : "cream" }),
  },
  "incense-3-kit": { pal: "sand", hero: () => kit(["woody", "yuja", "violet"]), companion: () => holder() },
  "collins-sachets": {
    pal: "juniper",
    hero: () => row([sachet("woody"), sachet("juniper")], 1, [14, -10], [2, -1]),
    companion: () => folded([P("sand").body, "#F3EEE6"], 18, 13),
    option: (k) => ({ g: sachet(k), pal: k }),
  },
  "sachet-sample": { pal: "hinoki", hero: () => sachet("hinoki", 6.5, 8.5) },
  "secret-wish-set": {
    pal: "midnight",
    hero: () => row([giftBox("midnight", P("yuja").light, 16, 8, 12), bottle("violet", "m")], 2, [-10, 0], [2, -3]),
    companion: () => sachet("violet"),
  },
  "moodwater-discovery-3": {
    pal: "brand",
    hero: () => vialTray(["yuja", "violet", "juniper"]),
    companion: () => folded([mix(P("sand").body, "#FFFFFF", 0.5)], 18, 13),
  },
  "moodwater-yuja": water("yuja", "l"),
  "moodwater-violet": water("violet", "l"),
  "moodwater-juniper": water("juniper", "l"),
  "moodwater-variety-3": {
    pal: "sand",
    hero: () => row([bottle("yuja", "l"), bottle("violet", "l"), bottle("juniper", "l")], 1.2, [], [0, -2, 0]),
    companion: () => folded(["#F3EEE6"], 18, 13),
  },
  "moodwater-60-yuja": water("yuja", "m"),
  "moodwater-60-violet": water("violet", "m"),
  "moodwater-60-juniper": water("juniper", "m"),
  "mood-soap-3scents": {
    pal: "seasalt",
    hero: () => soapStack(["yuja", "violet", "juniper"]),
    companion: () => folded(["#F3EEE6"], 14, 10),
    option: (k) =>
      k === "set" ? { g: soapStack(["yuja", "violet", "juniper"]), pal: "seasalt" } : { g: soap(k), pal: k },
  },
  "a-card": { pal: "mint", hero: () => aCard("mint"), companion: () => folded(["#F3EEE6"], 14, 10) },
  "a-card-5-pack": { pal: "mint", hero: () => cardFan("mint", 5) },
  "a-card-family-pack": {
    pal: "seasalt",
    hero: () => front(giftBox("seasalt", "#F3EEE6", 18, 4, 12), cardFan("mint", 4), -6),
  },
  "a-card-gift-set-2021cal": {
    pal: "rose",
    hero: () =>
      row(
        [{ pov: `Calendar(${v(P("rose").body)}, ${v(PAPER)}, ${v(INK)})`, w: 13, h: 11 }, aCard("mint")],
        1.5,
        [10, -15],
        [0, -4],
      ),
  },
  "7f3a9c2e": {
    pal: "ink",
    hero: () => front(incenseBox("ink", { band: "#C7A66A", title: "NOIR" }), bundle("#1A1917", 2), -7, 2),
    companion: () => holder("#55504A", "#1A1917"),
  },
  "lounge-set": {
    pal: "oat",
    hero: (p) => folded([mix(p.body, p.deep, 0.2), mix(p.body, "#FFFFFF", 0.35), p.body]),
    companion: (p) => ({ pov: `Socks(${v(p.body)})`, w: 9, h: 4.2 }),
  },
  "linen-robe": {
    pal: "sage",
    hero: (p) => folded([p.body, mix(p.body, "#FFFFFF", 0.2)], 26, 19),
    companion: () => folded([P("oat").body], 14, 10),
  },
  "room-socks": {
    pal: "sand",
    hero: (p) => ({ pov: `Socks(${v(p.body)})`, w: 9, h: 4.2 }),
    companion: () => folded([P("oat").body], 14, 10),
  },
  "incense-holder": {
    pal: "brand",
    hero: () => holder("#E6E1D9"),
    companion: () => ({ pov: `Cones(5, ${v(STICK)}, ${v("#D8D2C8")})`, w: 8.4, h: 2.1 }),
  },
  "collins-tote-bag": {
    pal: "cream",
    hero: () => ({ pov: `Tote(${v("#EDE5D6")}, ${v(INK)})`, w: 28, h: 38 }),
    companion: () => incenseBox("woody"),
  },
};

export function productSlugs(): string[] {
  return Object.keys(KINDS);
}

export function hasProductScene(slug: string): boolean {
  return slug in KINDS;
}

function kind(slug: string): Kind {
  const k = KINDS[slug];
  if (!k) throw new Error(`no 3D scene for product ${slug}`);
  return k;
}

/** Studio header: palette field, camera orbit (azimuth, elevation), framing of a group. */
function studio(
  p: Pal,
  g: Group,
  cam: { az: number; el: number; lens: number; fill: number; window: boolean; dist?: number },
): string {
  const size = Math.max(g.w, g.h * 1.15, 6);
  const dist = cam.dist ?? size / (cam.fill * 2 * Math.tan((cam.lens * Math.PI) / 360));
  const floor = mix(p.bg, p.body, 0.1);
  return `#version 3.7;\n#include "collins.inc"\nStudio(${v(p.bg)}, ${v(floor)}, ${cam.az}, ${cam.el}, ${dist.toFixed(2)}, <0, ${(g.h * 0.45).toFixed(2)}, 0>, ${cam.lens}, ${cam.window ? 1 : 0})\n`;
}

/** Product picture n: 1 hero at a 3/4 turn, 2 with a companion in window light, 3 closer from above. */
export function productScene(slug: string, n: number): string {
  const k = kind(slug);
  const p = P(k.pal);
  const hero = k.hero(p);
  if (n === 1) return studio(p, hero, { az: -16, el: 12, lens: 26, fill: 0.8, window: false }) + at(hero, 0);
  if (n === 2) {
    const comp = k.companion?.(p) ?? holder("#E6E1D9", null, false);
    const both = row([hero, comp], Math.max(2, hero.w * 0.15), [0, -20], [0, 5]);
    return studio(p, both, { az: 18, el: 18, lens: 26, fill: 0.86, window: true }) + at(both, 0);
  }
  return studio(p, hero, { az: -38, el: 34, lens: 22, fill: 0.74, window: true }) + at(hero, 0, 0, 18);
}

export function optionScene(slug: string, key: string): string {
  const k = kind(slug);
  if (!k.option) throw new Error(`product ${slug} has no option scenes`);
  const o = k.option(key);
  return studio(P(o.pal), o.g, { az: -16, el: 12, lens: 26, fill: 0.8, window: false }) + at(o.g, 0);
}

/** Collection banners: a few of the collection's products together, on the right of a wide frame. */
const COLLECTIONS: Record<string, { pal: string; group: () => Group }> = {
  mood: {
    pal: "violet",
    group: () => row([bottle("yuja", "l"), bottle("violet", "l"), bottle("juniper", "m")], 1.4, [], [2, -2, 1]),
  },
  fragrance: {
    pal: "woody",
    group: () =>
      row([incenseBox("woody"), holder(), incenseBox("yuja"), chamber("honey")], 2, [10, 0, -12, 0], [2, -3, 3, -1]),
  },
  gift: {
    pal: "rose",
    group: () =>
      row(
        [giftBox("sand", P("rose").light, 18, 7, 13), incenseBox("violet"), bottle("yuja", "m")],
        2,
        [-8, 10, 0],
        [3, 0, -3],
      ),
  },
  homewear: {
    pal: "oat",
    group: () =>
      row(
        [folded([P("oat").body, P("sage").body, P("sand").body]), { pov: `Socks(${v(P("sand").body)})`, w: 9, h: 4.2 }],
        3,
        [6, -20],
        [2, -4],
      ),
  },
  hygiene: {
    pal: "mint",
    group: () => row([cardFan("mint", 3), soapStack(["yuja", "violet", "juniper"])], 3, [10, -12], [0, -2]),
  },
  goods: {
    pal: "cream",
    group: () =>
      row(
        [{ pov: `Tote(${v("#EDE5D6")}, ${v(INK)})`, w: 28, h: 38 }, holder(), lighter(true)],
        3,
        [-12, 0, 20],
        [4, -4, -8],
      ),
  },
  all: {
    pal: "brand",
    group: () =>
      row([bottle("juniper", "l"), incenseBox("woody"), holder(), soap("yuja")], 2, [0, 12, 0, -15], [0, 3, -2, -5]),
  },
  "holiday-2025": {
    pal: "midnight",
    group: () =>
      row(
        [giftBox("midnight", P("yuja").light, 16, 8, 12), incenseBox("amber"), bottle("violet", "m")],
        2,
        [-10, 8, 0],
        [3, 0, -3],
      ),
  },
  sachet: {
    pal: "juniper",
    group: () => row([sachet("woody"), sachet("juniper"), sachet("violet")], 1, [14, 0, -14], [2, -1, 2]),
  },
};

export function hasCollectionScene(key: string): boolean {
  return key in COLLECTIONS;
}

export function collectionScene(key: string, wide: boolean): string {
  const c = COLLECTIONS[key];
  if (!c) throw new Error(`no 3D scene for collection ${key}`);
  const p = P(c.pal);
  const g = c.group();
  if (!wide) return studio(p, g, { az: -12, el: 14, lens: 30, fill: 0.78, window: false }) + at(g, 0);
  // a 2:1 banner: the products take the right half (the title sits on the left) and 60 % of the height
  const lens = 34;
  const seen = Math.max(g.w / 0.46, (g.h * 2) / 0.6);
  const dist = seen / (2 * Math.tan((lens * Math.PI) / 360));
  return studio(p, g, { az: -12, el: 14, lens, fill: 0.5, window: false, dist }) + at(g, seen * 0.22);
}

/** Where a room scene's camera stands: orbit (azimuth, elevation) at dist cm round target. */
type Shot = { az: number; el: number; lens: number; dist: number; target: [number, number, number] };

/** Fits a group of width w and height h into a frame of the given aspect at a fill fraction. */
function fitDist(g: { w: number; h: number }, aspect: number, fill: number, lens: number): number {
  const seen = Math.max(g.w / fill, (g.h * aspect) / fill);
  return seen / (2 * Math.tan((lens * Math.PI) / 360));
}

/**
 * A room: a plaster wall 42 cm behind the table's centre line, an oiled-oak table top (its front
 * edge at `front`, far out of frame unless set; `half` its half width), soft window light from the left and behind, a cool
 * fill from the room and a faint top light. `window` draws a window on the wall (x0, y0, x1, y1).
 */
function room(
  shot: Shot,
  o: {
    wall?: string;
    table?: string;
    sky?: string;
    front?: number;
    half?: number;
    grain?: boolean;
    window?: [number, number, number, number];
  } = {},
): string {
  const { az, el, lens, dist, target } = shot;
  const t = `<${target.join(", ")}>`;
  const front = o.front ?? -400;
  const half = o.half ?? 400;
  const table = v(o.table ?? "#8A6B4E");
  const win = o.window ? `Window(${o.window.join(", ")}, 42)\n` : "";
  return `#version 3.7;
#include "collins.inc"
global_settings { assumed_gamma 1.0 max_trace_level 14 adc_bailout 0.01 }
background { rgb ${v(o.sky ?? "#E2D9CC")} }
camera {
  perspective angle ${lens}
  location ${t} + vrotate(<0, 0, -${dist}>, <${el}, ${az}, 0>)
  look_at ${t}
  right x * image_width / image_height
}
plane { -z, -42 texture { pigment { rgb ${v(o.wall ?? "#E6DDD0")} } finish { diffuse 0.85 ambient 0 } } }
${o.grain ? `#declare TableWood = T_Wood(${table});\n` : ""}${win}box {
  <-${half}, -4, ${front}>, <${half}, 0, 42>
  ${o.grain ? "texture { TableWood scale <6, 1, 6> }" : `texture { pigment { rgb ${table} } finish { diffuse 0.8 specular 0.12 roughness 0.05 ambient 0 } }`}
}
box { <-${half}, -80, ${front + 1}>, <${half}, -4, 42> texture { pigment { rgb ${v("#4A3A2C")} } finish { diffuse 0.7 ambient 0 } } }
light_source {
  <-120, 90, -25>
  color rgb <1.0, 0.95, 0.86> * 1.35
  area_light <0, 0, 50>, <0, 50, 0>, 5, 5 adaptive 0 circular orient
}
light_source { <80, 60, -140> color rgb <0.9, 0.94, 1.0> * 0.32 shadowless }
light_source { <0, 140, -10> color rgb 0.1 shadowless }
`;
}

/**
 * The home video's still: a calm oak table by a window — mood-water bottles, an incense box, a
 * holder with a lit stick and its smoke, folded linen — against a plaster wall. The products sit
 * in the upper middle of the frame; the lower middle (where the hero's white title and button sit
 * on a dark shade) is the table's quiet front edge. Wide (16:9) for laptops, tall (9:16) for phones.
 * A plain oiled-oak top without grain keeps it calm behind the title and light to encode.
 */
export function homeScene(wide: boolean): string {
  const linen = folded([P("oat").body, mix(P("sand").body, "#FFFFFF", 0.45), P("sage").body], 22, 16);
  const bottles = row(
    [bottle("yuja", "l"), bottle("violet", "l"), bottle("juniper", "m")],
    1.2,
    [8, -6, 10],
    [0, 3, -3],
  );
  const items = wide
    ? [
        at(linen, -25, 6, 8),
        at(bottles, -6, 0),
        at(incenseBox("woody"), 8, 4, -18),
        at(holder("#E6E1D9"), 17, -4),
        at(soap("yuja"), 26, 2, -20),
      ]
    : [at(linen, -4, 18, 6), at(bottles, -4, -2), at(incenseBox("woody"), 11, 8, -18), at(holder("#E6E1D9"), 11, -9)];
  const shot: Shot = wide
    ? { az: -8, el: 12, lens: 34, dist: 118, target: [1, 5, 0] }
    : { az: -6, el: 14, lens: 30, dist: 88, target: [-1.5, 2, 2] };
  return `${room(shot, { front: -38, half: 160 })}${items.join("\n")}\n`;
}

// ---------------------------------------------------------------- product page pictures

/** A scent's notes as ingredients: [kind, colour] for three dishes (kinds as Heap in collins.inc). */
type Note = [number, string];
const CHIPS = 0;
const SLICES = 1;
const PETALS = 2;
const BERRIES = 3;
const LEAVES = 4;
const CRYSTALS = 5;
const NOTES: Record<string, Note[]> = {
  woody: [
    [CHIPS, "#B48A62"],
    [CHIPS, "#7A5538"],
    [LEAVES, "#7F8F62"],
  ],
  yuja: [
    [SLICES, "#E5BD4F"],
    [LEAVES, "#6F8F56"],
    [CHIPS, "#C9A27A"],
  ],
  violet: [
    [PETALS, "#9F8CC4"],
    [PETALS, "#D9CFE8"],
    [CHIPS, "#9C7556"],
  ],
  juniper: [
    [BERRIES, "#3C4A68"],
    [LEAVES, "#5E7F62"],
    [CHIPS, "#B08B66"],
  ],
  sage: [
    [CHIPS, "#D3C28F"],
    [PETALS, "#A594C1"],
    [LEAVES, "#8FA07F"],
  ],
  sunset: [
    [SLICES, "#E58E52"],
    [CRYSTALS, "#D39555"],
    [PETALS, "#E7A9A0"],
  ],
  midnight: [
    [CRYSTALS, "#6B4A2E"],
    [PETALS, "#5C6389"],
    [BERRIES, "#2D3152"],
  ],
  ink: [
    [CRYSTALS, "#C7A66A"],
    [CHIPS, "#4A3A2E"],
    [BERRIES, "#1E1C1A"],
  ],
  seasalt: [
    [CRYSTALS, "#F3F4F2"],
    [SLICES, "#E5BD4F"],
    [PETALS, "#A594C1"],
  ],
  brand: [
    [SLICES, "#E5BD4F"],
    [PETALS, "#A594C1"],
    [BERRIES, "#3C4A68"],
  ],
};

function dishes(notes: Note[], seed: number): Group {
  const one = ([k, c]: Note, i: number): Group => ({
    pov: `union { Dish(5.2, 1.5, ${v("#EDE8E0")}) Heap(${k}, ${k === SLICES ? 7 : k === CHIPS ? 26 : 34}, 5.2, ${v(c)}, ${seed + i}) }`,
    w: 10.4,
    h: 3,
  });
  return row(notes.map(one), 1.6, [0, 20, -15], [0, -5, 3]);
}

const linen = (p: Pal): Group => folded([mix(p.body, "#FFFFFF", 0.6), mix(P("oat").body, "#FFFFFF", 0.3)], 22, 16);

/** Product page picture: `scene` in a room by a window, `contents` from above, `notes` as ingredients. */
export function pageScene(slug: string, name: string): string {
  const k = kind(slug);
  const p = P(k.pal);
  const hero = k.hero(p);
  const comp = k.companion?.(p) ?? holder("#E6E1D9", null, false);
  if (name === "scene") {
    const both = row([hero, comp], Math.max(3, hero.w * 0.2), [-12, 15], [0, 6]);
    const lens = 32;
    const dist = fitDist(both, 4 / 3, 0.78, lens);
    const seen = 2 * (dist + 42) * Math.tan((lens * Math.PI) / 360);
    const x0 = -seen * 0.42;
    const win: [number, number, number, number] = [x0, both.h * 0.45, x0 + seen * 0.3, both.h * 0.45 + seen * 0.34];
    const shot: Shot = { az: -8, el: 12, lens, dist, target: [0, both.h * 0.48, 0] };
    return `${room(shot, { window: win, grain: true })}${at(both, 4)}\n${at(linen(p), -both.w / 2 - 8, 10, 10)}\n`;
  }
  if (name === "contents") {
    const both = row([hero, comp], Math.max(2.5, hero.w * 0.15), [-8, 20], [0, 3]);
    const lens = 30;
    const shot: Shot = { az: -10, el: 38, lens, dist: fitDist(both, 4 / 3, 0.6, lens), target: [0, both.h * 0.38, 0] };
    const cloth = `box { <-${both.w * 0.75}, 0, -${both.w * 0.4}>, <${both.w * 0.75}, 0.08, ${both.w * 0.5}> T_Fabric(${v(mix(p.bg, "#FFFFFF", 0.3))}) }`;
    return `${room(shot, { table: "#9A7A5A" })}${cloth}\nobject { ${both.pov} translate <0, 0.08, 0> }\n`;
  }
  if (name === "notes") {
    const notes = NOTES[k.pal] ?? NOTES.woody ?? [];
    const ds = dishes(notes, slug.length);
    const g = { w: Math.max(ds.w, hero.w) + 6, h: hero.h };
    const lens = 30;
    const shot: Shot = {
      az: -6,
      el: 26,
      lens,
      dist: fitDist({ w: g.w, h: g.h + 4 }, 4 / 3, 0.86, lens),
      target: [0, hero.h * 0.32, 2],
    };
    return `${room(shot, { grain: true })}${at(hero, ds.w * 0.22, 10, -10)}\n${at(ds, -2, -6)}\n`;
  }
  throw new Error(`unknown product page picture ${slug}/${name}`);
}

/** The shared page pictures (how-tos, gift wrapping, shipping, care), used by makers notes too. */
const COMMON: Record<string, () => { g: Group; el: number; az: number; window?: boolean }> = {
  "howto-incense": () => ({
    g: row(
      [
        incenseBox("woody"),
        lighter(false),
        { pov: `union { ${holder("#E6E1D9", STICK, false).pov} Wisp() }`, w: 9, h: 25 },
      ],
      3,
      [14, -25, 0],
      [4, -4, 0],
    ),
    el: 12,
    az: -6,
  }),
  "howto-moodwater": () => ({
    g: row(
      [folded([P("violet").light, mix(P("violet").light, "#FFFFFF", 0.5), "#F3EEE6"], 22, 16), bottle("violet", "l")],
      3,
      [8, -12],
      [3, -3],
    ),
    el: 14,
    az: -8,
    window: true,
  }),
  giftwrap: () => ({
    g: row(
      [
        { pov: `ShopBag(16, 20, 8, ${v("#D9C6A7")}, ${v(INK)})`, w: 16, h: 22 },
        giftBox("sand", P("rose").light, 20, 8, 14),
        { pov: `Card(8, 11, ${v(PAPER)}, ${v(INK)}, "FOR YOU")`, w: 8, h: 0.1 },
      ],
      3,
      [10, -12, -20],
      [4, -2, -8],
    ),
    el: 18,
    az: -8,
  }),
  shipping: () => {
    const inside = row([incenseBox("woody"), bottle("yuja", "m")], 1.5, [0, 0], [0, 0]);
    return {
      g: {
        pov: `union { KraftBox(26, 11, 19, ${v("#C49A6C")}) object { ${inside.pov} rotate <-6, 0, 0> translate <0, 4, 1> } }`,
        w: 36,
        h: 19,
      },
      el: 30,
      az: -10,
    };
  },
  care: () => ({
    g: row(
      [
        folded([P("oat").body, P("sage").body, mix(P("oat").body, "#FFFFFF", 0.4)], 24, 18),
        sachet("woody"),
        bottle("juniper", "m"),
      ],
      3,
      [6, -14, 0],
      [2, -5, 3],
    ),
    el: 16,
    az: -8,
    window: true,
  }),
};

export function hasCommonScene(name: string): boolean {
  return name in COMMON;
}

export function commonScene(name: string): string {
  const c = COMMON[name];
  if (!c) throw new Error(`no 3D scene for page picture common/${name}`);
  const { g, el, az, window } = c();
  const lens = 32;
  const dist = fitDist(g, 4 / 3, 0.74, lens);
  const seen = 2 * (dist + 42) * Math.tan((lens * Math.PI) / 360);
  const x0 = -seen * 0.44;
  const win: [number, number, number, number] | undefined = window
    ? [x0, g.h * 0.5, x0 + seen * 0.3, g.h * 0.5 + seen * 0.34]
    : undefined;
  return `${room({ az, el, lens, dist, target: [0, g.h * 0.42, 0] }, { window: win, grain: true })}${at(g, 0)}\n`;
}

// ---------------------------------------------------------------- event banners and the OG image

/** Event banners (4:1): the products on the right, a light and quiet wall on the left for the title. */
const EVENTS: Record<string, () => Group> = {
  "year-end-incense": () =>
    row(
      [
        giftBox("sand", P("amber").body, 12, 6, 10),
        incenseBox("woody"),
        incenseBox("yuja"),
        incenseBox("violet"),
        bundle(P("yuja").deep, 4, 14),
      ],
      1.5,
      [-15, 12, 0, -12, -30],
      [4, 0, -2, 0, -6],
    ),
  "incense-bundle": () =>
    row(
      [lighter(false), incenseBox("woody"), kit(["woody", "yuja", "violet"]), lighter(true)],
      2,
      [-20, 10, -10, 15],
      [-4, 2, -2, -6],
    ),
  goodtimes: () => row([incenseBox("sunset"), incenseBox("midnight"), holder("#E6E1D9")], 2, [12, -12, 0], [0, 2, -2]),
  "moodwater-launch": () =>
    row([bottle("yuja", "l"), bottle("violet", "l"), bottle("juniper", "l")], 1.5, [8, -6, 10], [0, 3, -2]),
  honeybadger: () =>
    row(
      [
        chamber("honey"),
        chamber("charcoal", "#CFCAC2"),
        { pov: `object { Keyring(${v(P("honey").body)}, ${v("#C9B48A")}) }`, w: 3.4, h: 9 },
      ],
      2,
      [0, 20, -20],
      [0, 3, -4],
    ),
  "gift-wrap": () =>
    row(
      [
        giftBox("brand", P("rose").light, 16, 8, 12),
        giftBox("sand", "#F3EEE6", 12, 6, 10),
        { pov: `Card(7, 10, ${v(PAPER)}, ${v(INK)}, "THANK YOU")`, w: 7, h: 0.1 },
      ],
      2,
      [-10, 12, -15],
      [2, -3, -6],
    ),
};

export function eventKeys(): string[] {
  return Object.keys(EVENTS);
}

export function hasEventScene(key: string): boolean {
  return key in EVENTS;
}

export function eventScene(key: string): string {
  const make = EVENTS[key];
  if (!make) throw new Error(`no 3D scene for event ${key}`);
  const g = make();
  const lens = 36;
  const seen = Math.max(g.w / 0.4, (g.h * 4) / 0.62);
  const dist = seen / (2 * Math.tan((lens * Math.PI) / 360));
  const shot: Shot = { az: -4, el: 12, lens, dist, target: [0, g.h * 0.42, 0] };
  return `${room(shot, { wall: "#EFEAE2", table: "#D9C4A4", sky: "#EFEAE2" })}${at(g, seen * 0.25)}\n`;
}
