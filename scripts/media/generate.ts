// Generates every demo image and the two home videos under public/media/ from code.
//
//   node_modules/.bin/tsx scripts/media/generate.ts            # images + videos
//   node_modules/.bin/tsx scripts/media/generate.ts --no-video # images only (videos kept if present)
//   node_modules/.bin/tsx scripts/media/generate.ts --video-only
//   node_modules/.bin/tsx scripts/media/generate.ts --sample   # contact sheet in /tmp/collins-media-sample
//     (--only=slug,slug  --cell=200: product pictures 1–3 per row, ray-traced at the cell size)
//   node_modules/.bin/tsx scripts/media/generate.ts --no-video --only=slug,slug # just those products
//
// Needs two Debian packages: povray and ffmpeg (`apt-get install -y povray ffmpeg`); the script
// stops with one line when one is missing.
//
// Nothing is fetched. Product pictures are ray-traced by POV-Ray: every product kind is modelled
// (scripts/media/products3d.ts with the macros of scripts/media/pov/collins.inc: paper incense
// boxes and stick bundles, ceramic holders, glass bottles with liquid and labels, gift boxes
// with ribbons, folded fabric, soap, spray cards, lighters) in a seamless studio with a soft
// area light, and shot from three angles. The other pictures are SVG strings built here (calm
// colour fields, soft gradients), rasterised by the system ffmpeg (librsvg) into WebP. The set of files is driven by the catalog: every image path the seed
// data references is rendered, with the size the path convention prescribes, and the output
// directories are cleaned first so nothing stale stays behind. The output is deterministic.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp, { type OverlayOptions } from "sharp";
import type { SeedCatalog } from "../../server/db/seed/types";
import { mix, P, PAPER, type Pal, pal, WHITE } from "./palette";
import { POPUP_KEYS, POPUP_SIZE, popupScene, popupWords } from "./popups";
import {
  collectionScene,
  hasCollectionScene,
  hasProductScene,
  homeScene,
  optionScene,
  productScene,
} from "./products3d";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MEDIA = path.join(ROOT, "public", "media");

// ---------------------------------------------------------------------------------------------
// SVG document helper: collects <defs> (gradients, clips) with unique ids.

class Doc {
  private n = 0;
  readonly defs: string[] = [];
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}
  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  /** Linear gradient; direction 'h' (left→right), 'v' (top→bottom) or explicit vector. */
  lin(stops: [number, string, number?][], dir: "h" | "v" | [number, number, number, number] = "v"): string {
    const id = this.id("g");
    const [x1, y1, x2, y2] = dir === "h" ? [0, 0, 1, 0] : dir === "v" ? [0, 0, 0, 1] : dir;
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
      .join("");
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  rad(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("r");
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
      .join("");
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  render(body: string): string {
    const blur = [3, 8, 16, 30, 60, 110]
      .map(
        (s) =>
          `<filter id="b${s}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${s}"/></filter>`,
      )
      .join("");
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${blur}${this.defs.join("")}</defs>${body}</svg>`;
  }
}

const f = (n: number) => Number(n.toFixed(2));

// ---------------------------------------------------------------------------------------------
// Wordmark: "COLLINS" as monoline geometric strokes (no fonts needed). Drawn with its top-left
// at (0,0) and cap height 1; returns the group and its advance width.

function wordmarkPaths(): { d: string; width: number } {
  const track = 0.42;
  let x = 0;
  const parts: string[] = [];
  const c = (cx: number, cy: number, rx: number, ry: number, a: number): [number, number] => [
    cx + rx * Math.cos((a * Math.PI) / 180),
    cy + ry * Math.sin((a * Math.PI) / 180),
  ];
  // C
  {
    const [sx, sy] = c(x + 0.5, 0.5, 0.5, 0.5, -48);
    const [ex, ey] = c(x + 0.5, 0.5, 0.5, 0.5, 48);
    parts.push(`M${f(sx)} ${f(sy)}A0.5 0.5 0 1 0 ${f(ex)} ${f(ey)}`);
    x += 0.84 + track;
  }
  // O
  parts.push(`M${f(x)} 0.5A0.5 0.5 0 1 0 ${f(x + 1)} 0.5A0.5 0.5 0 1 0 ${f(x)} 0.5Z`);
  x += 1 + track;
  // L L
  for (let i = 0; i < 2; i++) {
    parts.push(`M${f(x)} 0V1H${f(x + 0.5)}`);
    x += 0.5 + track;
  }
  // I
  parts.push(`M${f(x)} 0V1`);
  x += track;
  // N
  parts.push(`M${f(x)} 1V0L${f(x + 0.74)} 1V0`);
  x += 0.74 + track;
  // S: two stacked bowls
  {
    const rx = 0.27;
    const ry = 0.25;
    const cx = x + rx;
    const [s0x, s0y] = c(cx, 0.25, rx, ry, -35);
    const [e1x, e1y] = c(cx, 0.75, rx, ry, 145);
    parts.push(`M${f(s0x)} ${f(s0y)}A${rx} ${ry} 0 1 0 ${f(cx)} 0.5A${rx} ${ry} 0 1 1 ${f(e1x)} ${f(e1y)}`);
    x += 2 * rx;
  }
  return { d: parts.join(""), width: x };
}
const WORDMARK = wordmarkPaths();

/** Wordmark centred at (cx, cy) with cap height h. */
function wordmark(cx: number, cy: number, h: number, color: string, weight = 0.1, opacity = 1): string {
  const w = WORDMARK.width * h;
  return `<g transform="translate(${f(cx - w / 2)} ${f(cy - h / 2)}) scale(${h})" opacity="${opacity}"><path d="${WORDMARK.d}" fill="none" stroke="${color}" stroke-width="${weight}" stroke-linecap="square" stroke-linejoin="miter" stroke-miterlimit="2"/></g>`;
}

// ---------------------------------------------------------------------------------------------
// Objects. Each returns an SVG fragment drawn around its bottom-centre at (0,0), growing upward
// (negative y), plus its width and height so compositions can place and scale it.

type Obj = { svg: string; w: number; h: number };

function shadowEllipse(w: number, color: string, opacity = 0.22): string {
  return `<ellipse cx="0" cy="4" rx="${f(w * 0.56)}" ry="${f(Math.max(10, w * 0.07))}" fill="${color}" opacity="${opacity}" filter="url(#b16)"/>`;
}

/** Label panel with the wordmark, a hairline and a scent dot. */
function label(x: number, y: number, w: number, h: number, p: Pal, dot: string | null = p.body): string {
  const cx = x + w / 2;
  const mark = wordmark(cx, y + h * 0.28, Math.min(h * 0.1, w * 0.075), p.ink, 0.1);
  const line = `<rect x="${f(cx - w * 0.18)}" y="${f(y + h * 0.45)}" width="${f(w * 0.36)}" height="1.6" fill="${p.ink}" opacity="0.45"/>`;
  const dotSvg = dot
    ? `<circle cx="${f(cx)}" cy="${f(y + h * 0.66)}" r="${f(Math.min(w, h) * 0.075)}" fill="${dot}"/>`
    : "";
  const bars = `<rect x="${f(cx - w * 0.22)}" y="${f(y + h * 0.84)}" width="${f(w * 0.44)}" height="2" fill="${p.ink}" opacity="0.25"/>`;
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${p.label}"/>${mark}${line}${dotSvg}${bars}`;
}

/** Tall incense box with a slight 3/4 turn. */
function incenseBox(d: Doc, p: Pal, opts: { w?: number; h?: number; dot?: string | null; band?: string } = {}): Obj {
  const w = opts.w ?? 200;
  const h = opts.h ?? 430;
  const depth = w * 0.16;
  const front = d.lin(
    [
      [0, mix(p.body, WHITE, 0.12)],
      [0.7, p.body],
      [1, mix(p.body, p.deep, 0.25)],
    ],
    "h",
  );
  const side = `<path d="M${w / 2} 0L${w / 2 + depth} ${-depth * 0.55}V${-h - depth * 0.55}L${w / 2} ${-h}Z" fill="${mix(p.body, p.deep, 0.55)}"/>`;
  const top = `<path d="M${-w / 2} ${-h}L${w / 2} ${-h}L${w / 2 + depth} ${-h - depth * 0.55}L${-w / 2 + depth} ${-h - depth * 0.55}Z" fill="${mix(p.body, WHITE, 0.3)}"/>`;
  const body = `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="${front}"/>`;
  const band = opts.band
    ? `<rect x="${-w / 2}" y="${f(-h * 0.16)}" width="${w}" height="${f(h * 0.05)}" fill="${opts.band}" opacity="0.9"/>`
    : "";
  const lab = label(-w * 0.38, -h * 0.72, w * 0.76, h * 0.42, p, opts.dot === undefined ? p.body : opts.dot);
  return { svg: side + top + body + band + lab, w: w + depth, h: h + depth * 0.55 };
}

/** A soft wisp of smoke rising from (0,0). */
function smoke(height: number, seed: number, color = "#9C968E", opacity = 0.6): string {
  const s = seed % 3;
  const sway = [38, -30, 26][s] ?? 30;
  const d1 = `M0 0C${sway} ${-height * 0.2} ${-sway} ${-height * 0.38} ${sway * 0.4} ${-height * 0.55}S${sway * 1.3} ${-height * 0.85} ${-sway * 0.3} ${-height}`;
  return `<path d="${d1}" fill="none" stroke="${color}" stroke-width="14" opacity="${opacity * 0.35}" filter="url(#b8)"/><path d="${d1}" fill="none" stroke="${color}" stroke-width="3" opacity="${opacity}" filter="url(#b3)"/>`;
}

/** Incense sticks standing in a small stone dish, the first one lit. */
function incenseSticks(
  _d: Doc,
  p: Pal,
  opts: { count?: number; colors?: string[]; lit?: boolean; dish?: string } = {},
): Obj {
  const n = opts.count ?? 3;
  const colors = opts.colors ?? [p.deep];
  const dish = opts.dish ?? mix(p.bg, "#8D877E", 0.35);
  const len = 430;
  let sticks = "";
  for (let i = 0; i < n; i++) {
    const ang = (i - (n - 1) / 2) * 7;
    const c = colors[i % colors.length] ?? p.deep;
    const bare = 110;
    const lit = (opts.lit ?? true) && i === Math.floor((n - 1) / 2);
    const tipLen = lit ? 40 : 0;
    sticks += `<g transform="rotate(${ang} 0 -30)"><rect x="-2.5" y="${-30 - len}" width="5" height="${len}" fill="#C9AE84"/><rect x="-4" y="${-30 - len}" width="8" height="${len - bare}" rx="3" fill="${c}"/>`;
    if (lit) {
      sticks += `<rect x="-4" y="${-30 - len}" width="8" height="${tipLen}" rx="3" fill="#B7B1A8"/><circle cx="0" cy="${-30 - len + tipLen}" r="5" fill="#E08A4C" opacity="0.85" filter="url(#b3)"/>`;
      sticks += `<g transform="translate(0 ${-30 - len})">${smoke(330, i + n)}</g>`;
    }
    sticks += "</g>";
  }
  const dishSvg = `<ellipse cx="0" cy="-12" rx="120" ry="24" fill="${mix(dish, p.deep, 0.25)}"/><ellipse cx="0" cy="-26" rx="120" ry="24" fill="${dish}"/><ellipse cx="0" cy="-28" rx="18" ry="5" fill="${mix(dish, p.deep, 0.4)}"/>`;
  return { svg: dishSvg + sticks, w: 240, h: len + 360 };
}

/** Glass bottle of mood water; size 'l' (100 ml), 'm' (60 ml) or 's' (vial). */
function bottle(d: Doc, p: Pal, size: "l" | "m" | "s" = "l", opts: { cap?: string } = {}): Obj {
  const dims = { l: [210, 330, 0.76], m: [170, 250, 0.72], s: [82, 210, 0.8] } as const;
  const [w, h, fill] = dims[size];
  const r = size === "s" ? 16 : 30;
  const neckW = size === "s" ? 30 : w * 0.36;
  const neckH = size === "s" ? 16 : 26;
  const capW = size === "s" ? 40 : w * 0.48;
  const capH = size === "s" ? 64 : h * 0.36;
  const cap = opts.cap ?? mix("#6B5442", p.deep, 0.2);
  const liquidTop = -h * fill;
  const clip = d.clip(`<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="${r}"/>`);
  const liquid = d.lin(
    [
      [0, mix(p.body, WHITE, 0.2)],
      [1, mix(p.body, p.deep, 0.25)],
    ],
    "v",
  );
  const glass = d.lin(
    [
      [0, WHITE, 0.55],
      [0.35, WHITE, 0.18],
      [1, WHITE, 0.4],
    ],
    "h",
  );
  const capGrad = d.lin(
    [
      [0, mix(cap, WHITE, 0.18)],
      [0.6, cap],
      [1, mix(cap, "#000000", 0.25)],
    ],
    "h",
  );
  let s = "";
  s += `<g clip-path="${clip}"><rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="${glass}"/><rect x="${-w / 2}" y="${f(liquidTop)}" width="${w}" height="${f(-liquidTop)}" fill="${liquid}" opacity="0.82"/><ellipse cx="0" cy="${f(liquidTop)}" rx="${w / 2}" ry="6" fill="${mix(p.body, WHITE, 0.55)}" opacity="0.8"/></g>`;
  s += `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="${r}" fill="none" stroke="${WHITE}" stroke-opacity="0.75" stroke-width="3"/>`;
  s += `<rect x="${f(-w / 2 + w * 0.1)}" y="${f(-h + r * 0.8)}" width="${f(w * 0.07)}" height="${f(h * 0.78)}" rx="${f(w * 0.035)}" fill="${WHITE}" opacity="0.45"/>`;
  s += `<rect x="${f(-neckW / 2)}" y="${-h - neckH}" width="${f(neckW)}" height="${neckH + 2}" fill="${WHITE}" opacity="0.55"/>`;
  s += `<rect x="${f(-capW / 2)}" y="${f(-h - neckH - capH)}" width="${f(capW)}" height="${f(capH)}" rx="${size === "s" ? 5 : 8}" fill="${capGrad}"/>`;
  if (size !== "s") {
    s += label(-w * 0.3, -h * 0.62, w * 0.6, h * 0.36, p, p.body);
  } else {
    s += `<rect x="${-w * 0.34}" y="${-h * 0.55}" width="${w * 0.68}" height="${h * 0.3}" fill="${p.label}"/><circle cx="0" cy="${-h * 0.4}" r="8" fill="${p.body}"/>`;
  }
  return { svg: s, w, h: h + neckH + capH };
}

/** A bar of soap seen slightly from above. */
function soap(d: Doc, p: Pal, w = 300): Obj {
  const h = w * 0.42;
  const side = d.lin(
    [
      [0, mix(p.body, p.deep, 0.1)],
      [1, mix(p.body, p.deep, 0.35)],
    ],
    "v",
  );
  const top = d.lin(
    [
      [0, mix(p.body, WHITE, 0.35)],
      [1, mix(p.body, WHITE, 0.1)],
    ],
    "v",
  );
  let s = `<rect x="${-w / 2}" y="${f(-h)}" width="${w}" height="${f(h)}" rx="${f(w * 0.16)}" fill="${side}"/>`;
  s += `<rect x="${-w / 2}" y="${f(-h - w * 0.18)}" width="${w}" height="${f(w * 0.36)}" rx="${f(w * 0.16)}" ry="${f(w * 0.13)}" fill="${top}"/>`;
  s += wordmark(0, -h, w * 0.055, p.deep, 0.12, 0.35);
  return { svg: s, w, h: h + w * 0.18 };
}

/** Card-type sanitizer (A-Card): a slim vertical card with a small spray head. */
function aCard(d: Doc, p: Pal, tone = 0): Obj {
  const w = 210;
  const h = 330;
  const body = mix(p.body, tone < 0 ? p.deep : WHITE, Math.abs(tone));
  const g = d.lin(
    [
      [0, mix(body, WHITE, 0.35)],
      [1, body],
    ],
    [0, 0, 1, 1],
  );
  let s = `<rect x="-20" y="${-h - 22}" width="40" height="26" rx="6" fill="${mix(p.deep, WHITE, 0.15)}"/><rect x="-6" y="${-h - 32}" width="12" height="12" rx="3" fill="${p.deep}"/>`;
  s += `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="22" fill="${g}"/>`;
  s += `<rect x="${-w / 2 + 14}" y="${-h + 14}" width="${w - 28}" height="${h - 28}" rx="14" fill="none" stroke="${WHITE}" stroke-opacity="0.6" stroke-width="2"/>`;
  s += wordmark(0, -h * 0.62, 15, p.ink, 0.11, 0.85);
  s += `<path d="M-26 ${-h * 0.36}L0 ${-h * 0.46}L26 ${-h * 0.36}M-15 ${-h * 0.39}H15" fill="none" stroke="${p.ink}" stroke-width="3" opacity="0.55"/>`;
  return { svg: s, w, h: h + 32 };
}

/** Several cards fanned out. */
function cardFan(d: Doc, p: Pal, n: number): Obj {
  let s = "";
  for (let i = 0; i < n; i++) {
    const ang = (i - (n - 1) / 2) * (n > 5 ? 6 : 9);
    const c = aCard(d, p, (i % 3) * 0.22 - 0.1);
    s += `<g transform="rotate(${f(ang)} 0 80)">${c.svg}</g>`;
  }
  return { svg: s, w: 320 + n * 34, h: 380 };
}

/** Gift box with lid and a paper band. */
function giftBox(d: Doc, p: Pal, opts: { w?: number; h?: number; band?: string; ribbon?: boolean } = {}): Obj {
  const w = opts.w ?? 420;
  const h = opts.h ?? 230;
  const lidH = h * 0.28;
  const depth = w * 0.1;
  const body = d.lin(
    [
      [0, mix(p.body, WHITE, 0.1)],
      [1, mix(p.body, p.deep, 0.2)],
    ],
    "h",
  );
  const band = opts.band ?? p.label;
  let s = `<path d="M${w / 2 + 8} 0L${w / 2 + depth} ${-depth * 0.5}V${-h - depth * 0.5}L${w / 2 + 8} ${-h}Z" fill="${mix(p.body, p.deep, 0.5)}"/>`;
  s += `<rect x="${-w / 2}" y="${-h + lidH - 6}" width="${w}" height="${h - lidH + 6}" fill="${body}"/>`;
  s += `<rect x="${-w / 2 - 8}" y="${-h}" width="${w + 16}" height="${lidH}" fill="${mix(p.body, WHITE, 0.08)}"/>`;
  s += `<path d="M${-w / 2 - 8} ${-h}L${-w / 2 - 8 + depth} ${-h - depth * 0.5}H${w / 2 + 8 + depth}L${w / 2 + 8} ${-h}Z" fill="${mix(p.body, WHITE, 0.3)}"/>`;
  s += `<rect x="${-w / 2}" y="${-h + lidH}" width="${w}" height="4" fill="${p.deep}" opacity="0.12"/>`;
  if (opts.ribbon) {
    s += `<rect x="-18" y="${-h}" width="36" height="${h}" fill="${band}"/>`;
    s += `<path d="M0 ${-h - 4}C-50 ${-h - 60} -95 ${-h - 20} -60 ${-h - 4}Z M0 ${-h - 4}C50 ${-h - 60} 95 ${-h - 20} 60 ${-h - 4}Z" fill="${band}"/>`;
  } else {
    s += `<rect x="${-w * 0.16}" y="${-h}" width="${w * 0.32}" height="${h}" fill="${band}"/>`;
    s += wordmark(0, -h * 0.45, Math.min(12, w * 0.03), p.ink, 0.11);
    s += `<circle cx="0" cy="${-h * 0.25}" r="${Math.min(14, w * 0.035)}" fill="${p.body}"/>`;
  }
  return { svg: s, w: w + depth + 16, h: h + depth * 0.5 };
}

/** A stack of folded fabric with a small tag. */
function fabricStack(d: Doc, tones: string[], p: Pal): Obj {
  const w = 400;
  let y = 0;
  let s = "";
  tones.forEach((tone, i) => {
    const h = 74 - i * 4;
    const wi = w - i * 22;
    const g = d.lin(
      [
        [0, mix(tone, WHITE, 0.25)],
        [0.55, tone],
        [1, mix(tone, p.deep, 0.22)],
      ],
      "v",
    );
    s += `<rect x="${-wi / 2}" y="${y - h}" width="${wi}" height="${h}" rx="30" fill="${g}"/>`;
    s += `<path d="M${-wi / 2 + 40} ${y - h * 0.45}Q0 ${y - h * 0.3} ${wi / 2 - 40} ${y - h * 0.48}" fill="none" stroke="${mix(tone, p.deep, 0.3)}" stroke-width="2" opacity="0.5"/>`;
    y -= h - 6;
  });
  s += `<path d="M120 ${y + 20}L150 ${y - 30}" stroke="${p.deep}" stroke-width="1.5" opacity="0.6"/><rect x="138" y="${y - 80}" width="44" height="62" rx="4" fill="${p.label}" transform="rotate(14 160 ${y - 50})"/>`;
  return { svg: s, w, h: -y + 80 };
}

/** A robe on a wooden hanger. */
function robe(d: Doc, p: Pal): Obj {
  const g = d.lin(
    [
      [0, mix(p.body, WHITE, 0.2)],
      [0.5, p.body],
      [1, mix(p.body, p.deep, 0.2)],
    ],
    "h",
  );
  let s = `<path d="M0 -640Q0 -676 20 -676Q36 -676 36 -660" fill="none" stroke="#8A8178" stroke-width="5"/>`;
  s += `<path d="M-170 -570L0 -640L170 -570" fill="none" stroke="#A98B68" stroke-width="12" stroke-linecap="round"/>`;
  s += `<path d="M-150 -585L-240 -330L-190 -300L-145 -430L-150 0H150L145 -430L190 -300L240 -330L150 -585L60 -600L0 -420L-60 -600Z" fill="${g}"/>`;
  s += `<path d="M-60 -600L0 -420L40 -470" fill="none" stroke="${mix(p.body, p.deep, 0.35)}" stroke-width="3" opacity="0.5"/>`;
  s += `<rect x="-148" y="-330" width="296" height="26" fill="${mix(p.body, p.deep, 0.18)}"/>`;
  s += `<path d="M20 -304L0 -190M36 -304L50 -200" stroke="${mix(p.body, p.deep, 0.18)}" stroke-width="18" stroke-linecap="round"/>`;
  s += `<path d="M-60 -600L-20 0" stroke="${mix(p.body, p.deep, 0.25)}" stroke-width="2" opacity="0.4"/>`;
  return { svg: s, w: 480, h: 680 };
}

/** A pair of room socks. */
function socks(_d: Doc, p: Pal): Obj {
  let s = "";
  [0, 1].forEach((i) => {
    const dx = i === 0 ? -70 : 60;
    const tone = i === 0 ? p.body : mix(p.body, WHITE, 0.25);
    s += `<g transform="translate(${dx} ${i * -10})"><path d="M0 -330V-110Q0 -60 50 -60H130" fill="none" stroke="${mix(tone, p.deep, 0.12)}" stroke-width="104" stroke-linecap="round" stroke-linejoin="round"/><path d="M0 -330V-110Q0 -60 50 -60H130" fill="none" stroke="${tone}" stroke-width="92" stroke-linecap="round" stroke-linejoin="round"/><rect x="-52" y="-392" width="104" height="64" rx="14" fill="${mix(tone, p.deep, 0.15)}"/>`;
    for (let k = 0; k < 5; k++)
      s += `<rect x="${-40 + k * 19}" y="-384" width="4" height="48" fill="${mix(tone, p.deep, 0.3)}" opacity="0.35"/>`;
    s += "</g>";
  });
  return { svg: s, w: 420, h: 420 };
}

/** Canvas tote bag. */
function tote(d: Doc, p: Pal): Obj {
  const g = d.lin(
    [
      [0, mix(p.body, WHITE, 0.2)],
      [1, mix(p.body, p.deep, 0.12)],
    ],
    "h",
  );
  let s = `<path d="M-90 -380C-90 -560 90 -560 90 -380" fill="none" stroke="${mix(p.body, p.deep, 0.2)}" stroke-width="18"/>`;
  s += `<path d="M-170 -400H170L185 0H-185Z" fill="${g}"/>`;
  s += `<path d="M-170 -400H170L172 -380H-172Z" fill="${mix(p.body, p.deep, 0.15)}"/>`;
  s += wordmark(0, -210, 20, p.ink, 0.1, 0.8);
  s += `<circle cx="0" cy="-150" r="10" fill="${p.deep}" opacity="0.6"/>`;
  return { svg: s, w: 370, h: 560 };
}

/** The honey badger incense chamber: a ceramic dome with ears and the badger's pale back stripe. */
function chamber(d: Doc, p: Pal, stripe?: string, scale = 1): Obj {
  const r = 150 * scale;
  const hb = 120 * scale;
  const stripeCol = stripe ?? mix(p.body, WHITE, 0.65);
  const clip = d.clip(`<path d="M${-r} 0V${-hb}A${r} ${r} 0 0 1 ${r} ${-hb}V0Z"/>`);
  const g = d.lin(
    [
      [0, mix(p.body, WHITE, 0.15)],
      [0.65, p.body],
      [1, mix(p.body, "#000000", 0.18)],
    ],
    "h",
  );
  let s = `<circle cx="${-r * 0.62}" cy="${-hb - r * 0.8}" r="${r * 0.2}" fill="${mix(p.body, "#000000", 0.1)}"/><circle cx="${r * 0.62}" cy="${-hb - r * 0.8}" r="${r * 0.2}" fill="${mix(p.body, "#000000", 0.1)}"/>`;
  s += `<g clip-path="${clip}"><rect x="${-r}" y="${-hb - r}" width="${2 * r}" height="${hb + r}" fill="${g}"/><ellipse cx="0" cy="${-hb - r * 0.85}" rx="${r * 1.05}" ry="${r * 0.55}" fill="${stripeCol}"/></g>`;
  s += `<circle cx="${-r * 0.3}" cy="${-hb - r * 0.05}" r="${7 * scale}" fill="#1E1C1A"/><circle cx="${r * 0.3}" cy="${-hb - r * 0.05}" r="${7 * scale}" fill="#1E1C1A"/><ellipse cx="0" cy="${-hb + r * 0.12}" rx="${12 * scale}" ry="${8 * scale}" fill="#1E1C1A"/>`;
  s += `<path d="M${-40 * scale} 0V${-55 * scale}A${40 * scale} ${40 * scale} 0 0 1 ${40 * scale} ${-55 * scale}V0Z" fill="${mix(p.body, "#000000", 0.45)}" opacity="0.75"/>`;
  return { svg: s, w: 2 * r, h: hb + r * 1.05 };
}

function keyring(d: Doc, p: Pal): Obj {
  const ch = chamber(d, p, undefined, 0.5);
  let s = `<g transform="rotate(14 0 ${-ch.h})">`;
  for (let i = 0; i < 4; i++)
    s += `<ellipse cx="0" cy="${f(-ch.h - 12 - i * 20)}" rx="6" ry="11" fill="none" stroke="#A7AAAD" stroke-width="4"/>`;
  const cy = -ch.h - 80 - 48;
  s += `<circle cx="0" cy="${f(cy)}" r="48" fill="none" stroke="#B9BCBE" stroke-width="9"/><circle cx="0" cy="${f(cy)}" r="48" fill="none" stroke="#FFFFFF" stroke-width="2" opacity="0.6"/></g>`;
  s += ch.svg;
  return { svg: s, w: ch.w, h: ch.h + 180 };
}

/** Slim mini lighter; 'metal' gets a brushed steel body. */
function lighter(d: Doc, p: Pal, metal: boolean): Obj {
  const w = 74;
  const h = 300;
  const bodyCol = metal
    ? d.lin(
        [
          [0, "#8E9296"],
          [0.3, "#E6E8EA"],
          [0.55, "#B6BABD"],
          [1, "#6F7377"],
        ],
        "h",
      )
    : d.lin(
        [
          [0, mix(p.body, WHITE, 0.3)],
          [1, p.body],
        ],
        "h",
      );
  const steel = d.lin(
    [
      [0, "#9A9EA2"],
      [0.4, "#F1F2F3"],
      [1, "#7D8185"],
    ],
    "h",
  );
  let s = `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h - 60}" rx="10" fill="${steel}"/>`;
  s += `<rect x="${-w / 2}" y="${-h + 56}" width="${w}" height="${h - 56}" rx="14" fill="${bodyCol}"/>`;
  s += `<rect x="${-w / 2 + 10}" y="${-h - 14}" width="26" height="20" rx="4" fill="#5F6367"/>`;
  for (let i = 0; i < 3; i++) s += `<circle cx="${-18 + i * 18}" cy="${-h + 24}" r="4" fill="#6F7377"/>`;
  if (!metal) s += wordmark(0, -h * 0.4, 7, p.ink, 0.12, 0.8);
  return { svg: s, w, h: h + 14 };
}

/** Scented sachet: a soft linen pouch tied with string, with a tag. */
function sachet(d: Doc, p: Pal, w = 250): Obj {
  const h = w * 1.24;
  const g = d.lin(
    [
      [0, mix(p.body, WHITE, 0.5)],
      [1, mix(p.body, WHITE, 0.1)],
    ],
    [0, 0, 1, 1],
  );
  let s = `<path d="M${-w / 2} ${-h * 0.72}Q${-w * 0.56} ${-h * 0.3} ${-w / 2} -20Q${-w / 2} 0 ${-w / 2 + 24} 0H${w / 2 - 24}Q${w / 2} 0 ${w / 2} -20Q${w * 0.56} ${-h * 0.3} ${w / 2} ${-h * 0.72}Z" fill="${g}"/>`;
  s += `<path d="M${-w / 2 + 6} ${-h * 0.72}L${-w * 0.42} ${-h * 0.95}L${-w * 0.25} ${-h * 0.82}L${-w * 0.1} ${-h * 0.98}L${w * 0.06} ${-h * 0.83}L${w * 0.22} ${-h * 0.97}L${w * 0.38} ${-h * 0.84}L${w / 2 - 6} ${-h * 0.72}Z" fill="${mix(p.body, WHITE, 0.35)}"/>`;
  s += `<path d="M${-w / 2} ${-h * 0.72}Q0 ${-h * 0.68} ${w / 2} ${-h * 0.72}" fill="none" stroke="${p.deep}" stroke-width="4"/>`;
  s += `<path d="M${w * 0.3} ${-h * 0.71}Q${w * 0.4} ${-h * 0.5} ${w * 0.3} ${-h * 0.36}" fill="none" stroke="${p.deep}" stroke-width="2"/>`;
  s += `<rect x="${w * 0.18}" y="${-h * 0.37}" width="${w * 0.24}" height="${w * 0.32}" rx="4" fill="${p.label}" transform="rotate(-8 ${w * 0.3} ${-h * 0.2})"/>`;
  s += `<circle cx="${w * 0.3}" cy="${-h * 0.27}" r="${w * 0.03}" fill="${p.body}"/>`;
  for (let i = 1; i < 6; i++)
    s += `<path d="M${-w / 2 + i * (w / 6)} ${-h * 0.66}V-14" stroke="${WHITE}" stroke-width="1.2" opacity="0.35"/>`;
  return { svg: s, w: w * 1.12, h };
}

/** Small kit box with three mini bundles in three scent colours. */
function kitBox(d: Doc, p: Pal, colors: string[]): Obj {
  const w = 300;
  const h = 120;
  let s = "";
  colors.forEach((c, i) => {
    const x = -70 + i * 70;
    for (let k = 0; k < 3; k++)
      s += `<rect x="${x - 12 + k * 9}" y="-300" width="6" height="220" rx="3" fill="${c}"/><rect x="${x - 11 + k * 9}" y="-120" width="4" height="60" fill="#C9AE84"/>`;
  });
  const g = d.lin(
    [
      [0, mix(p.body, WHITE, 0.12)],
      [1, mix(p.body, p.deep, 0.2)],
    ],
    "h",
  );
  s += `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="${g}"/>`;
  s += `<rect x="${-w / 2 + 40}" y="${-h + 30}" width="${w - 80}" height="${h - 60}" fill="${p.label}"/>`;
  s += wordmark(0, -h / 2, 11, p.ink, 0.11);
  return { svg: s, w, h: 300 };
}

/** Desk calendar (A-Card gift set 2021). */
function calendar(_d: Doc, p: Pal): Obj {
  const w = 330;
  const h = 250;
  let s = `<path d="M${-w / 2} 0L${-w / 2 + 20} ${-h}H${w / 2 - 20}L${w / 2} 0Z" fill="${mix(p.body, p.deep, 0.25)}"/>`;
  s += `<rect x="${-w / 2 + 16}" y="${-h + 16}" width="${w - 32}" height="${h - 20}" fill="${PAPER}"/>`;
  for (let i = 0; i < 9; i++)
    s += `<circle cx="${-w / 2 + 40 + i * 31}" cy="${-h + 16}" r="6" fill="none" stroke="#8D9093" stroke-width="3"/>`;
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 7; c++) {
      const on = (r * 7 + c) % 9 === 4;
      s += `<rect x="${-w / 2 + 46 + c * 35}" y="${-h + 90 + r * 32}" width="18" height="10" rx="2" fill="${on ? p.body : p.deep}" opacity="${on ? 0.9 : 0.18}"/>`;
    }
  s += `<rect x="${-w / 2 + 46}" y="${-h + 46}" width="90" height="14" fill="${p.deep}" opacity="0.55"/>`;
  return { svg: s, w, h };
}

/** Ceramic incense holder with one stick. */
function holder(_d: Doc, p: Pal, withStick = true): Obj {
  const c = mix(p.body, WHITE, 0.2);
  let s = "";
  if (withStick) {
    s += `<g transform="rotate(18 0 -40)"><rect x="-2.5" y="-470" width="5" height="430" fill="#C9AE84"/><rect x="-4" y="-470" width="8" height="320" rx="3" fill="${mix(p.deep, "#3A2E25", 0.4)}"/><rect x="-4" y="-470" width="8" height="40" rx="3" fill="#B7B1A8"/><circle cx="0" cy="-430" r="5" fill="#E08A4C" filter="url(#b3)"/></g>`;
    s += `<g transform="translate(138 -448)">${smoke(300, 1)}</g>`;
  }
  s += `<path d="M-170 -30Q-170 0 -120 0H120Q170 0 170 -30Z" fill="${mix(c, p.deep, 0.3)}"/><ellipse cx="0" cy="-30" rx="170" ry="30" fill="${c}"/><ellipse cx="0" cy="-32" rx="130" ry="20" fill="${mix(c, p.deep, 0.08)}"/>`;
  s += `<ellipse cx="0" cy="-44" rx="22" ry="14" fill="${mix(c, p.deep, 0.2)}"/><ellipse cx="0" cy="-50" rx="22" ry="12" fill="${c}"/><circle cx="0" cy="-52" r="5" fill="${p.deep}"/>`;
  return { svg: s, w: 340, h: withStick ? 760 : 80 };
}

/** Small river stone and sphere props. */
function sphere(d: Doc, color: string, r = 60): Obj {
  const g = d.rad(
    [
      [0, mix(color, WHITE, 0.4)],
      [1, mix(color, "#000000", 0.12)],
    ],
    0.38,
    0.35,
    0.7,
  );
  return { svg: `<circle cx="0" cy="${-r}" r="${r}" fill="${g}"/>`, w: 2 * r, h: 2 * r };
}
function sprig(color: string, h = 380): Obj {
  let s = `<path d="M0 0C10 ${-h * 0.4} -10 ${-h * 0.7} 20 ${-h}" fill="none" stroke="${color}" stroke-width="4"/>`;
  for (let i = 1; i < 7; i++) {
    const y = (-h * i) / 7;
    const side = i % 2 ? 1 : -1;
    s += `<path d="M${f(i * 2)} ${f(y)}q${side * 40} -10 ${side * 60} -50q${-side * 45} 5 ${-side * 60} 50Z" fill="${color}" opacity="0.85"/>`;
  }
  return { svg: s, w: 140, h };
}

/** A group of objects standing side by side (bottom-aligned), centred. */
function row(objs: Obj[], gap = 30, scales?: number[]): Obj {
  const ws = objs.map((o, i) => o.w * (scales?.[i] ?? 1));
  const total = ws.reduce((a, b) => a + b, 0) + gap * (objs.length - 1);
  let x = -total / 2;
  let s = "";
  let h = 0;
  objs.forEach((o, i) => {
    const sc = scales?.[i] ?? 1;
    const wi = ws[i] ?? 0;
    s += `<g transform="translate(${f(x + wi / 2)} 0) scale(${sc})">${o.svg}</g>`;
    h = Math.max(h, o.h * sc);
    x += wi + gap;
  });
  return { svg: s, w: total, h };
}

// ---------------------------------------------------------------------------------------------
// Compositions. A "stage" is a background (field, floor, backdrop shape) plus objects placed on
// the floor line with soft shadows.

type Placed = { obj: Obj; x: number; base: number; scale: number; shadow?: string };

function place(pl: Placed): string {
  const sh = pl.shadow === "none" ? "" : shadowEllipse(pl.obj.w, pl.shadow ?? "#3A2E25", 0.2);
  return `<g transform="translate(${f(pl.x)} ${f(pl.base)}) scale(${f(pl.scale)})">${sh}${pl.obj.svg}</g>`;
}

type Backdrop = "arch" | "window" | "disc" | "plain" | "plinth";

function stage(d: Doc, p: Pal, kind: Backdrop, floorY: number): string {
  const { w, h } = d;
  const field = d.lin(
    [
      [0, p.bgTop],
      [1, p.bg],
    ],
    "v",
  );
  let s = `<rect width="${w}" height="${h}" fill="${field}"/>`;
  const u = Math.min(w, h);
  if (kind === "arch") {
    const aw = u * 0.46;
    const top = floorY - u * 0.56;
    const ag = d.lin(
      [
        [0, mix(p.accent, WHITE, 0.25)],
        [1, p.accent],
      ],
      "v",
    );
    s += `<path d="M${f(w / 2 - aw / 2)} ${f(floorY)}V${f(top + aw / 2)}A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(w / 2 + aw / 2)} ${f(top + aw / 2)}V${f(floorY)}Z" fill="${ag}"/>`;
  } else if (kind === "disc") {
    s += `<circle cx="${f(w * 0.62)}" cy="${f(floorY - u * 0.36)}" r="${f(u * 0.27)}" fill="${p.accent}" opacity="0.8"/>`;
  } else if (kind === "window") {
    const lg = d.lin(
      [
        [0, WHITE, 0.55],
        [1, WHITE, 0],
      ],
      [0, 0, 1, 1],
    );
    s += `<g filter="url(#b16)" opacity="0.9"><path d="M${f(w * 0.05)} 0H${f(w * 0.3)}L${f(w * 0.72)} ${f(floorY)}H${f(w * 0.47)}Z" fill="${lg}"/><path d="M${f(w * 0.36)} 0H${f(w * 0.5)}L${f(w * 0.92)} ${f(floorY)}H${f(w * 0.78)}Z" fill="${lg}"/></g>`;
  }
  const fg = d.lin(
    [
      [0, p.floor],
      [1, mix(p.floor, p.bg, 0.5)],
    ],
    "v",
  );
  s += `<rect x="0" y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${fg}"/>`;
  s += `<rect x="0" y="${f(floorY)}" width="${w}" height="2" fill="${WHITE}" opacity="0.35"/>`;
  // soft top-left light
  s += `<circle cx="${f(w * 0.18)}" cy="${f(h * 0.05)}" r="${f(u * 0.6)}" fill="${WHITE}" opacity="0.18" filter="url(#b110)"/>`;
  return s;
}

/** Fit an object into a box of max width/height; returns the scale. */
function fitScale(o: Obj, maxW: number, maxH: number): number {
  return Math.min(maxW / o.w, maxH / o.h);
}

// ---------------------------------------------------------------------------------------------
// Product visuals: what each product looks like.

type Visual = {
  pal: string;
  /** The product itself. */
  main: (d: Doc, p: Pal) => Obj;
  /** A smaller companion for the second composition (defaults to a small vase with a sprig). */
  companion?: (d: Doc, p: Pal) => Obj;
};

const VISUALS: Record<string, Visual> = {
  "collins-incense": {
    pal: "woody",
    main: (d, p) => incenseBox(d, p),
    companion: (d, p) => incenseSticks(d, p),
  },
  "collins-incense-giftset": {
    pal: "sand",
    main: (d, p) => giftSet(d, p, ["woody", "violet"]),
    companion: (d) =>
      incenseSticks(d, P("juniper"), { colors: [P("woody").deep, P("juniper").deep, P("violet").deep] }),
  },
  "incense-woody-pr2404": {
    pal: "woody",
    main: (d, p) => incenseBox(d, p, { band: P("woody").deep }),
    companion: (d, p) => incenseSticks(d, p),
  },
  "incense-yuja-pr2404": {
    pal: "yuja",
    main: (d, p) => incenseBox(d, p, { band: P("yuja").deep }),
    companion: (d, p) => incenseSticks(d, p),
  },
  "incense-violet-pr2404": {
    pal: "violet",
    main: (d, p) => incenseBox(d, p, { band: P("violet").deep }),
    companion: (d, p) => incenseSticks(d, p),
  },
  "collins-incense-mix": {
    pal: "sand",
    main: (d, p) => incenseBox(d, p, { dot: null, band: P("amber").body }),
    companion: (d, p) =>
      incenseSticks(d, p, { count: 5, colors: ["woody", "yuja", "violet", "juniper", "rose"].map((k) => P(k).deep) }),
  },
  "collins-incense-mindxmood": {
    pal: "sage",
    main: (d) => row([incenseBox(d, P("hinoki")), incenseBox(d, P("violet"))], 30),
    companion: (d) => incenseSticks(d, P("sage"), { colors: [P("hinoki").deep, P("violet").deep] }),
  },
  "collins-incense-edition-goodtimes": {
    pal: "sunset",
    main: (d) => row([incenseBox(d, P("sunset")), incenseBox(d, P("midnight"))], 30),
    companion: (d) => incenseSticks(d, P("sunset"), { colors: [P("sunset").deep, P("midnight").deep] }),
  },
  "incense-goodtimes-sunset": {
    pal: "sunset",
    main: (d, p) => incenseBox(d, p),
    companion: (d, p) => incenseSticks(d, p),
  },
  "incense-goodtimes-midnight": {
    pal: "midnight",
    main: (d, p) => incenseBox(d, p),
    companion: (d, p) => incenseSticks(d, p),
  },
  "incense-chamber-honeybadger": {
    pal: "honey",
    main: (d, p) => chamber(d, p),
    companion: (d) => incenseSticks(d, P("woody"), { count: 1 }),
  },
  "keyring-honeybadger": {
    pal: "honey",
    main: (d, p) => keyring(d, p),
    companion: (d) => chamber(d, P("honey"), undefined, 0.6),
  },
  "lighter-mini": {
    pal: "cream",
    main: (d, p) => row([lighter(d, p, false), lighter(d, p, true)], 40),
    companion: (d) => incenseSticks(d, P("woody"), { count: 1 }),
  },
  "incense-3-kit": {
    pal: "sand",
    main: (d, p) =>
      kitBox(
        d,
        p,
        ["woody", "yuja", "violet"].map((k) => P(k).deep),
      ),
    companion: (d) => incenseSticks(d, P("woody"), { count: 1 }),
  },
  "collins-sachets": {
    pal: "juniper",
    main: (d) => row([sachet(d, P("woody")), sachet(d, P("juniper"))], 10, [0.9, 1]),
  },
  "sachet-sample": { pal: "hinoki", main: (d, p) => sachet(d, p, 180) },
  "secret-wish-set": {
    pal: "midnight",
    main: (d, p) =>
      row([giftBox(d, p, { ribbon: true, band: P("yuja").light }), bottle(d, P("violet"), "m")], 20, [1, 0.7]),
    companion: (d) => sachet(d, P("violet"), 200),
  },
  "moodwater-discovery-3": {
    pal: "brand",
    main: (d) => vialTray(d, P("sand"), ["yuja", "violet", "juniper"]),
    companion: linenMist,
  },
  "moodwater-yuja": { pal: "yuja", main: (d, p) => bottle(d, p, "l"), companion: linenMist },
  "moodwater-violet": { pal: "violet", main: (d, p) => bottle(d, p, "l"), companion: linenMist },
  "moodwater-juniper": { pal: "juniper", main: (d, p) => bottle(d, p, "l"), companion: linenMist },
  "moodwater-variety-3": {
    pal: "sand",
    main: (d) => row([bottle(d, P("yuja"), "l"), bottle(d, P("violet"), "l"), bottle(d, P("juniper"), "l")], 26),
    companion: linenMist,
  },
  "moodwater-60-yuja": { pal: "yuja", main: (d, p) => bottle(d, p, "m"), companion: linenMist },
  "moodwater-60-violet": { pal: "violet", main: (d, p) => bottle(d, p, "m"), companion: linenMist },
  "moodwater-60-juniper": { pal: "juniper", main: (d, p) => bottle(d, p, "m"), companion: linenMist },
  "mood-soap-3scents": {
    pal: "seasalt",
    main: (d) => soapStack(d, ["yuja", "violet", "juniper"]),
  },
  "a-card": { pal: "mint", main: (d, p) => aCard(d, p) },
  "a-card-5-pack": { pal: "mint", main: (d, p) => cardFan(d, p, 5) },
  "a-card-family-pack": {
    pal: "seasalt",
    main: (d, p) => row([giftBox(d, p, { w: 360, h: 200 }), cardFan(d, P("mint"), 4)], -20, [1, 0.85]),
  },
  "a-card-gift-set-2021cal": { pal: "rose", main: (d, p) => row([calendar(d, p), aCard(d, P("mint"))], 10, [1, 0.7]) },
  "7f3a9c2e": {
    pal: "ink",
    main: (d, p) => incenseBox(d, p, { band: p.deep }),
    companion: (d, p) => incenseSticks(d, p, { colors: ["#1A1917"], dish: "#55504A" }),
  },
  "lounge-set": {
    pal: "oat",
    main: (d, p) => fabricStack(d, [mix(p.body, p.deep, 0.2), mix(p.body, WHITE, 0.35), p.body], p),
    companion: (d) => socks(d, P("oat")),
  },
  "linen-robe": {
    pal: "sage",
    main: (d, p) => robe(d, p),
    companion: (d) => fabricStack(d, [P("sage").body], P("sage")),
  },
  "room-socks": {
    pal: "sand",
    main: (d, p) => socks(d, p),
    companion: (d) => fabricStack(d, [P("oat").body], P("oat")),
  },
  "incense-holder": { pal: "brand", main: (d, p) => holder(d, p), companion: (d, p) => sphere(d, p.body, 50) },
  "collins-tote-bag": { pal: "cream", main: (d, p) => tote(d, p), companion: (d) => incenseBox(d, P("woody")) },
};

/** Folded linen with a soft cloud of mist above it (mood water is a room & fabric mist). */
function linenMist(d: Doc, p: Pal): Obj {
  const st = fabricStack(d, [mix(p.body, WHITE, 0.3), mix(p.body, WHITE, 0.6)], p);
  let s = `<g transform="scale(0.62)">${st.svg}</g>`;
  s += `<g filter="url(#b16)">${[0, 1, 2, 3].map((i) => `<circle cx="${-40 + i * 30}" cy="${-190 - i * 34}" r="${26 + i * 9}" fill="${WHITE}" opacity="${0.55 - i * 0.1}"/>`).join("")}</g>`;
  return { svg: s, w: 250, h: 330 };
}

/** A gift box with incense boxes of the given scents standing in front of it. */
function giftSet(d: Doc, p: Pal, keys: string[]): Obj {
  const box = giftBox(d, p, { w: 440, h: 260 });
  const sc = keys.length > 3 ? 0.4 : 0.52;
  const step = keys.length > 3 ? 86 : 120;
  let s = `<g transform="translate(0 -40)">${box.svg}</g>`;
  keys.forEach((k, i) => {
    const o = incenseBox(d, P(k));
    s += `<g transform="translate(${f((i - (keys.length - 1) / 2) * step)} 0) scale(${sc})">${shadowEllipse(o.w, P(k).deep, 0.25)}${o.svg}</g>`;
  });
  return { svg: s, w: box.w, h: box.h + 40 };
}

/** Three sample vials standing in a low tray. */
function vialTray(d: Doc, p: Pal, keys: string[]): Obj {
  const vials = row(
    keys.map((k) => bottle(d, P(k), "s")),
    34,
  );
  const w = vials.w + 70;
  const g = d.lin(
    [
      [0, mix(p.body, WHITE, 0.2)],
      [1, mix(p.body, p.deep, 0.2)],
    ],
    "h",
  );
  let s = `<rect x="${-w / 2 + 10}" y="-96" width="${w - 20}" height="20" fill="${mix(p.body, p.deep, 0.35)}"/>`;
  s += `<g transform="translate(0 -30)">${vials.svg}</g>`;
  s += `<rect x="${-w / 2}" y="-80" width="${w}" height="80" fill="${g}"/>`;
  s += wordmark(0, -40, 10, p.ink, 0.11, 0.8);
  return { svg: s, w, h: vials.h + 30 };
}

function soapStack(d: Doc, keys: string[]): Obj {
  let s = "";
  keys.forEach((k, i) => {
    const o = soap(d, P(k), 300 - i * 20);
    s += `<g transform="translate(${i * 14 - 14} ${-i * 128})">${o.svg}</g>`;
  });
  return { svg: s, w: 320, h: 128 * keys.length + 60 };
}

function visual(slug: string): Visual {
  const v = VISUALS[slug];
  if (!v) throw new Error(`no visual for product ${slug}`);
  return v;
}

// ---------------------------------------------------------------------------------------------
// Content images of product pages (1000×750) and shared ones.

function detailImage(slug: string, name: string): string {
  const W = 1000;
  const H = 750;
  const d = new Doc(W, H);
  const v = slug === "common" ? null : visual(slug);
  const p = v ? P(v.pal) : P("brand");
  let s = "";
  if (name === "notes") {
    // three translucent circles: top, middle and base notes, with a sprig
    s += `<rect width="${W}" height="${H}" fill="${d.lin([
      [0, p.bgTop],
      [1, p.bg],
    ])}"/>`;
    const cs = [mix(p.body, WHITE, 0.5), p.body, p.deep];
    [
      [390, 300, 190],
      [600, 330, 170],
      [490, 480, 160],
    ].forEach(([x, y, r], i) => {
      s += `<circle cx="${x}" cy="${y}" r="${r}" fill="${cs[i]}" opacity="${[0.55, 0.45, 0.35][i]}"/>`;
    });
    s += place({ obj: sprig(p.deep, 420), x: 800, base: 700, scale: 1, shadow: "none" });
    s += place({ obj: sprig(mix(p.deep, WHITE, 0.3), 300), x: 170, base: 720, scale: 1, shadow: "none" });
  } else if (name === "scene") {
    // a quiet room: wall, window light, side table with the product
    s += stage(d, p, "window", 560);
    s += `<rect x="120" y="120" width="220" height="300" fill="${mix(p.bg, WHITE, 0.45)}" opacity="0.7"/><path d="M230 120V420M120 270H340" stroke="${p.floor}" stroke-width="6"/>`;
    const tbl = mix(P("woody").body, p.bg, 0.2);
    s += `<rect x="480" y="500" width="420" height="22" fill="${tbl}"/><rect x="510" y="522" width="16" height="200" fill="${mix(tbl, "#000000", 0.15)}"/><rect x="854" y="522" width="16" height="200" fill="${mix(tbl, "#000000", 0.15)}"/>`;
    const main = v ? v.main(d, p) : giftBox(d, p);
    s += place({ obj: sprig(P("juniper").deep, 240), x: 530, base: 500, scale: 1, shadow: "none" });
    s += place({ obj: main, x: 720, base: 500, scale: fitScale(main, 300, 300), shadow: p.deep });
  } else if (name === "contents") {
    s += stage(d, p, "plain", 560);
    const main = v ? v.main(d, p) : giftBox(d, p);
    const extra = v?.companion ? v.companion(d, p) : holder(d, P("brand"), false);
    const r = row([main, extra], 70, [fitScale(main, 420, 420), fitScale(extra, 260, 300)]);
    s += place({ obj: r, x: 500, base: 640, scale: Math.min(1, 860 / r.w), shadow: p.deep });
  } else if (name === "howto-incense") {
    s += `<rect width="${W}" height="${H}" fill="${p.bg}"/>`;
    const steps = [
      () => row([incenseBox(d, P("woody")), holder(d, P("brand"), false)], -60, [0.7, 0.8]),
      () => row([incenseSticks(d, P("woody"), { count: 1, lit: false }), lighter(d, P("cream"), true)], 10, [1, 0.7]),
      () => incenseSticks(d, P("woody"), { count: 1 }),
    ];
    steps.forEach((mk, i) => {
      const x = 180 + i * 320;
      s += `<rect x="${x - 140}" y="90" width="280" height="570" rx="140" fill="${mix(p.bg, WHITE, 0.5)}"/>`;
      for (let k = 0; k <= i; k++) s += `<circle cx="${x - (i * 14) / 2 + k * 14}" cy="130" r="4" fill="${p.deep}"/>`;
      const o = mk();
      s += place({ obj: o, x, base: 620, scale: fitScale(o, 220, 430), shadow: p.deep });
    });
  } else if (name === "howto-moodwater") {
    s += `<rect width="${W}" height="${H}" fill="${P("violet").bg}"/>`;
    const pv = P("violet");
    for (let i = 0; i < 3; i++) {
      const x = 180 + i * 320;
      s += `<rect x="${x - 140}" y="90" width="280" height="570" rx="140" fill="${mix(pv.bg, WHITE, 0.5)}"/>`;
      for (let k = 0; k <= i; k++) s += `<circle cx="${x - (i * 14) / 2 + k * 14}" cy="130" r="4" fill="${pv.deep}"/>`;
    }
    const b = bottle(d, pv, "m");
    s += place({ obj: b, x: 180, base: 620, scale: fitScale(b, 200, 400), shadow: pv.deep });
    s += place({ obj: b, x: 500, base: 620, scale: fitScale(b, 200, 400) * 0.9, shadow: pv.deep });
    s += `<g filter="url(#b16)" opacity="0.85">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${560 + i * 18}" cy="${330 - i * 6}" r="${18 + i * 6}" fill="${WHITE}" opacity="${0.5 - i * 0.07}"/>`).join("")}</g>`;
    const fab = fabricStack(d, [pv.light, mix(pv.light, WHITE, 0.4)], pv);
    s += place({ obj: fab, x: 820, base: 600, scale: 0.55, shadow: pv.deep });
    s += `<g filter="url(#b30)" opacity="0.7"><circle cx="820" cy="430" r="80" fill="${pv.light}"/></g>`;
  } else if (name === "giftwrap") {
    const pg = P("sand");
    s += stage(d, pg, "arch", 560);
    const bag: Obj = {
      svg: `<path d="M-60 -300C-60 -390 60 -390 60 -300" fill="none" stroke="${pg.deep}" stroke-width="6"/><path d="M-140 -310H140L150 0H-150Z" fill="${mix(pg.body, WHITE, 0.25)}"/>${wordmark(0, -160, 14, pg.ink, 0.1, 0.8)}`,
      w: 300,
      h: 380,
    };
    const card: Obj = {
      svg: `<rect x="-70" y="-190" width="140" height="190" fill="${PAPER}" transform="rotate(-6 0 -95)"/><circle cx="0" cy="-100" r="10" fill="${P("rose").body}"/>`,
      w: 140,
      h: 190,
    };
    s += place({
      obj: row([bag, giftBox(d, P("sand"), { ribbon: true, band: P("rose").light, w: 320, h: 180 }), card], 30),
      x: 500,
      base: 640,
      scale: 1,
      shadow: pg.deep,
    });
  } else if (name === "shipping") {
    const pg = P("sand");
    s += stage(d, pg, "plain", 560);
    const kraft = pal("#F1EBE2", "#C9A97E", "#7A5C3A");
    const box = giftBox(d, kraft, { w: 460, h: 260, band: "#E9DCC6" });
    s += place({ obj: box, x: 430, base: 650, scale: 1, shadow: kraft.deep });
    s += place({ obj: sachet(d, P("hinoki"), 150), x: 790, base: 650, scale: 1, shadow: kraft.deep });
  } else if (name === "care") {
    const po = P("oat");
    s += stage(d, po, "disc", 560);
    const st = fabricStack(d, [po.body, P("sage").body, mix(po.body, WHITE, 0.3)], po);
    s += place({ obj: st, x: 430, base: 650, scale: 1, shadow: po.deep });
    s += place({ obj: sachet(d, P("seasalt"), 140), x: 800, base: 650, scale: 1, shadow: po.deep });
  } else {
    throw new Error(`unknown detail image ${slug}/${name}`);
  }
  return d.render(s);
}

// ---------------------------------------------------------------------------------------------
// Collection banners, event banners, the mood background and the OG image.

const COLLECTION_SCENES: Record<string, { pal: string; objs: (d: Doc) => Obj[] }> = {
  mood: {
    pal: "violet",
    objs: (d) => [bottle(d, P("yuja"), "l"), bottle(d, P("violet"), "l"), bottle(d, P("juniper"), "m")],
  },
  fragrance: {
    pal: "woody",
    objs: (d) => [
      incenseBox(d, P("woody")),
      incenseSticks(d, P("woody")),
      incenseBox(d, P("yuja")),
      chamber(d, P("honey")),
    ],
  },
  gift: {
    pal: "rose",
    objs: (d) => [
      giftBox(d, P("sand"), { ribbon: true, band: P("rose").light }),
      incenseBox(d, P("violet")),
      bottle(d, P("yuja"), "m"),
    ],
  },
  homewear: {
    pal: "oat",
    objs: (d) => [
      robe(d, P("oat")),
      fabricStack(d, [P("oat").body, P("sage").body, P("sand").body], P("oat")),
      socks(d, P("sand")),
    ],
  },
  hygiene: { pal: "mint", objs: (d) => [cardFan(d, P("mint"), 3), soapStack(d, ["yuja", "violet", "juniper"])] },
  goods: { pal: "cream", objs: (d) => [tote(d, P("cream")), holder(d, P("brand")), keyring(d, P("honey"))] },
  all: {
    pal: "brand",
    objs: (d) => [
      bottle(d, P("juniper"), "l"),
      incenseBox(d, P("woody")),
      incenseSticks(d, P("woody")),
      soap(d, P("yuja")),
    ],
  },
  "holiday-2025": {
    pal: "midnight",
    objs: (d) => [
      giftBox(d, P("midnight"), { ribbon: true, band: P("yuja").light }),
      incenseBox(d, P("amber")),
      bottle(d, P("violet"), "m"),
    ],
  },
  sachet: { pal: "juniper", objs: (d) => [sachet(d, P("woody")), sachet(d, P("juniper")), sachet(d, P("violet"))] },
};

function collectionBanner(key: string, w: number, h: number): string {
  const sc = COLLECTION_SCENES[key];
  if (!sc) throw new Error(`no collection scene ${key}`);
  const d = new Doc(w, h);
  const p = P(sc.pal);
  const floorY = h * 0.74;
  let s = stage(d, p, w > h ? "disc" : "arch", floorY);
  const objs = sc.objs(d);
  // one common scale so the objects keep their natural proportions to each other
  const r = row(objs, 40);
  const sc2 = Math.min((h * (w > h ? 0.56 : 0.46)) / r.h, (w * (w > h ? 0.56 : 0.84)) / r.w);
  s += place({ obj: r, x: w > h ? w * 0.62 : w / 2, base: floorY + h * 0.04, scale: sc2, shadow: p.deep });
  return d.render(s);
}

const EVENT_SCENES: Record<string, { pal: string; objs: (d: Doc) => Obj[] }> = {
  "april-incense": {
    pal: "yuja",
    objs: (d) => [
      incenseBox(d, P("woody")),
      incenseBox(d, P("yuja")),
      incenseBox(d, P("violet")),
      incenseSticks(d, P("yuja")),
    ],
  },
  "incense-bundle": {
    pal: "woody",
    objs: (d) => [
      incenseBox(d, P("woody")),
      kitBox(
        d,
        P("sand"),
        ["woody", "yuja", "violet"].map((k) => P(k).deep),
      ),
      lighter(d, P("cream"), false),
      lighter(d, P("cream"), true),
    ],
  },
  goodtimes: { pal: "sunset", objs: (d) => [incenseBox(d, P("sunset")), incenseBox(d, P("midnight"))] },
  "moodwater-launch": {
    pal: "violet",
    objs: (d) => [bottle(d, P("yuja"), "l"), bottle(d, P("violet"), "l"), bottle(d, P("juniper"), "l")],
  },
  honeybadger: {
    pal: "honey",
    objs: (d) => [chamber(d, P("honey")), chamber(d, P("charcoal"), "#CFCAC2"), keyring(d, P("honey"))],
  },
  "gift-wrap": {
    pal: "rose",
    objs: (d) => [
      giftBox(d, P("brand"), { ribbon: true, band: P("rose").light }),
      giftBox(d, P("sand"), { w: 300, h: 180 }),
    ],
  },
};

function eventBanner(key: string): string {
  const sc = EVENT_SCENES[key];
  if (!sc) throw new Error(`no event scene ${key}`);
  const w = 1200;
  const h = 300;
  const d = new Doc(w, h);
  const p = P(sc.pal);
  let s = `<rect width="${w}" height="${h}" fill="${d.lin(
    [
      [0, p.bgTop],
      [1, p.accent],
    ],
    "h",
  )}"/>`;
  s += `<circle cx="${w * 0.78}" cy="${h * 0.55}" r="${h * 0.62}" fill="${WHITE}" opacity="0.28"/>`;
  s += `<rect x="0" y="${h * 0.84}" width="${w}" height="${h * 0.16}" fill="${p.floor}" opacity="0.6"/>`;
  const objs = sc.objs(d);
  const scales = objs.map((o) => fitScale(o, 200, h * 0.7));
  s += place({ obj: row(objs, 28, scales), x: w * 0.76, base: h * 0.9, scale: 1, shadow: p.deep });
  s += wordmark(120, h * 0.5, 14, p.ink, 0.1, 0.7).replace("translate(", "translate(");
  s += `<rect x="${w * 0.06}" y="${h * 0.62}" width="120" height="2" fill="${p.ink}" opacity="0.4"/>`;
  return d.render(s);
}

/** Wide, quiet background for the mood collection: drifting blurred colour fields. */
function moodBackground(w: number, h: number): string {
  const d = new Doc(w, h);
  let s = `<rect width="${w}" height="${h}" fill="${d.lin(
    [
      [0, "#F2EFEA"],
      [1, "#E6E1EA"],
    ],
    [0, 0, 1, 1],
  )}"/>`;
  const blobs: [number, number, number, string, number][] = [
    [0.18, 0.22, 0.34, P("yuja").body, 0.45],
    [0.72, 0.3, 0.4, P("violet").body, 0.4],
    [0.45, 0.85, 0.42, P("juniper").body, 0.32],
    [0.95, 0.9, 0.3, P("violet").light, 0.4],
  ];
  s += `<g filter="url(#b110)">${blobs.map(([x, y, r, c, o]) => `<circle cx="${f(x * w)}" cy="${f(y * h)}" r="${f(r * h)}" fill="${c}" opacity="${o}"/>`).join("")}</g>`;
  return d.render(s);
}

function brandField(w: number, h: number, markH: number): string {
  const d = new Doc(w, h);
  let s = `<rect width="${w}" height="${h}" fill="${d.lin(
    [
      [0, "#F1EDE7"],
      [1, "#E2DBD1"],
    ],
    [0, 0, 1, 1],
  )}"/>`;
  s += `<g filter="url(#b110)"><circle cx="${w * 0.2}" cy="${h * 0.2}" r="${h * 0.5}" fill="#FFFFFF" opacity="0.5"/><circle cx="${w * 0.85}" cy="${h * 0.9}" r="${h * 0.55}" fill="#C9BBA8" opacity="0.45"/></g>`;
  s += wordmark(w / 2, h / 2, markH, "#4A443E", 0.085);
  s += `<rect x="${w / 2 - 24}" y="${h / 2 + markH * 1.6}" width="48" height="1.5" fill="#4A443E" opacity="0.5"/>`;
  return d.render(s);
}

function markSvg(): string {
  const h = 40;
  const pad = 8;
  const w = Math.ceil(WORDMARK.width * h + pad * 2 + 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h + pad * 2}" viewBox="0 0 ${w} ${h + pad * 2}" role="img" aria-label="COLLINS"><title>COLLINS</title><g transform="translate(${pad + 2} ${pad}) scale(${h})"><path d="${WORDMARK.d}" fill="none" stroke="currentColor" stroke-width="0.1" stroke-linecap="square" stroke-linejoin="miter" stroke-miterlimit="2"/></g></svg>\n`;
}

// ---------------------------------------------------------------------------------------------
// Path conventions → renderer and size.

type Job = {
  rel: string;
  w: number;
  h: number;
  svg?: () => string;
  /** A ray-traced scene, rendered once per key at rw×rh and resized to w×h. */
  pov?: { key: string; scene: () => string; rw: number; rh: number };
};

function jobFor(src: string): Job {
  const m = src.match(/^\/media\/(.+)\.webp$/);
  if (!m) throw new Error(`unsupported media path ${src}`);
  const rel = m[1] ?? "";
  const parts = rel.split("/");
  const [dir, a, b] = parts;
  if (dir === "products" && a && b && parts.length === 3 && hasProductScene(a)) {
    // The thumbnail is picture 1 made smaller, so both share one render.
    if (b === "thumb" || b === "1")
      return {
        rel,
        w: b === "thumb" ? 400 : 1000,
        h: b === "thumb" ? 400 : 1000,
        pov: { key: `${a}/1`, scene: () => productScene(a, 1), rw: POV_SIZE, rh: POV_SIZE },
      };
    if (/^[23]$/.test(b))
      return {
        rel,
        w: 1000,
        h: 1000,
        pov: { key: `${a}/${b}`, scene: () => productScene(a, Number(b)), rw: POV_SIZE, rh: POV_SIZE },
      };
    const opt = b.match(/^opt-(.+)$/);
    if (opt?.[1]) {
      const key = opt[1];
      return {
        rel,
        w: 1000,
        h: 1000,
        pov: { key: `${a}/opt-${key}`, scene: () => optionScene(a, key), rw: POV_SIZE, rh: POV_SIZE },
      };
    }
  }
  if (dir === "pages" && a && b && parts.length === 3) return { rel, w: 1000, h: 750, svg: () => detailImage(a, b) };
  if (dir === "collections" && a && parts.length === 2) {
    if (a === "mood-bg") return { rel, w: 1600, h: 1000, svg: () => moodBackground(1600, 1000) };
    const mob = a.match(/^(.+)-mobile$/);
    const key = mob?.[1] ?? a;
    if (hasCollectionScene(key)) {
      const wide = !mob;
      const [rw, rh] = wide ? [POV_SIZE * 1.4, POV_SIZE * 0.7] : [POV_SIZE, POV_SIZE];
      return {
        rel,
        w: wide ? 1200 : 750,
        h: wide ? 600 : 750,
        pov: { key: rel, scene: () => collectionScene(key, wide), rw, rh },
      };
    }
    if (mob) return { rel, w: 750, h: 750, svg: () => collectionBanner(key, 750, 750) };
    return { rel, w: 1200, h: 600, svg: () => collectionBanner(a, 1200, 600) };
  }
  if (dir === "events" && a && parts.length === 2) return { rel, w: 1200, h: 300, svg: () => eventBanner(a) };
  throw new Error(`no renderer for ${src}`);
}

/** Every image path the catalog references, with the declared size where there is one. */
function referencedImages(catalog: SeedCatalog): Map<string, { w?: number; h?: number }> {
  const out = new Map<string, { w?: number; h?: number }>();
  const add = (src: string, w?: number, h?: number) => {
    const prev = out.get(src);
    if (prev?.w && w && (prev.w !== w || prev.h !== h)) throw new Error(`${src} declared with two sizes`);
    out.set(src, { w: w ?? prev?.w, h: h ?? prev?.h });
  };
  for (const c of catalog.collections) {
    if (c.backgroundImage) add(c.backgroundImage);
    for (const b of c.blocks) {
      if (b.blockType === "banner") {
        add(b.imgUrl, b.width, b.height);
        if (b.imgUrlMobile) add(b.imgUrlMobile);
      }
    }
  }
  for (const p of catalog.products) {
    for (const i of p.images) add(i.src, i.width, i.height);
    add(p.thumbnail);
    for (const v of p.variations ?? []) if (v.image) add(v.image.src, v.image.width, v.image.height);
    for (const u of p.upSales ?? []) add(u.add_product_thumbnail);
    for (const x of p.crossSales ?? []) add(x.bro_product_thumbnail);
    if (p.event) add(p.event.bannerImage.src, p.event.bannerImage.width, p.event.bannerImage.height);
    for (const blk of p.page?.mobile_content ?? []) if (blk.type === "image") add(blk.src, blk.width, blk.height);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Rasterising and videos.

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: ["ignore", "inherit", "inherit"],
  });
}

function rasterise(
  svg: string,
  out: string,
  w: number,
  h: number,
  tmp: string,
  kind: "webp" | "jpg" | "png" = "webp",
): void {
  const svgPath = path.join(tmp, `${path.basename(out)}.svg`);
  writeFileSync(svgPath, svg);
  mkdirSync(path.dirname(out), { recursive: true });
  const codec =
    kind === "webp"
      ? ["-c:v", "libwebp", "-quality", "80", "-compression_level", "6", "-preset", "photo"]
      : kind === "jpg"
        ? ["-c:v", "mjpeg", "-q:v", "3", "-pix_fmt", "yuvj420p"]
        : [];
  ffmpeg([
    "-i",
    svgPath,
    "-vf",
    `scale=${w}:${h}`,
    "-frames:v",
    "1",
    ...codec,
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    out,
  ]);
}

const POV_LIB = path.join(ROOT, "scripts", "media", "pov");
/** Side of the square ray-traced render; the WebP is resized from it (soft studio light keeps well). */
const POV_SIZE = 520;

/** Ray-traces a scene to a PNG of w×h (POV-Ray, antialiased, area-lit); returns its path. */
async function renderPov(scene: string, name: string, w: number, h: number, tmp: string): Promise<string> {
  const base = path.join(tmp, name.replaceAll("/", "--"));
  writeFileSync(`${base}.pov`, scene);
  await promisify(execFile)("povray", [
    `+I${base}.pov`,
    `+O${base}.png`,
    `+W${Math.round(w)}`,
    `+H${Math.round(h)}`,
    "+A0.25",
    "+R2",
    "+Q9",
    `+L${POV_LIB}`,
    "-D",
    "-V",
    "-GA",
    "+FN",
  ]);
  return `${base}.png`;
}

/** Runs the tasks two at a time (POV-Ray's own threads share the remaining cores). */
async function inPairs<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      const task = tasks[i];
      if (task) out[i] = await task();
    }
  };
  await Promise.all([worker(), worker()]);
  return out;
}

async function writeWebp(png: string, out: string, w: number, h: number, quality = 74): Promise<void> {
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp(png).resize(w, h, { kernel: "lanczos3" }).webp({ quality, effort: 6, smartSubsample: true }).toFile(out);
}

/**
 * The home hero videos: one ray-traced still of the products on a table by a window (wide for
 * laptops, tall for phones), rendered 12 % larger than the frame, and a slow camera move over it
 * (a gentle push-in while drifting sideways and back) with a faint light breathing. Every motion is
 * a function of sin/cos of 2πt/T, so frame T equals frame 0 and the loop repeats exactly. The
 * poster is the first frame.
 */
async function videos(tmp: string): Promise<void> {
  const T = 7;
  const FPS = 24;
  const OVER = 1.12;
  const POSTER_QUALITY = 40;
  const sizes = [
    ["hero-mobile", 720, 1280, false],
    ["hero-desktop", 1280, 720, true],
  ] as const;
  const stills = await inPairs(
    sizes.map(
      ([name, w, h, wide]) =>
        () =>
          renderPov(homeScene(wide), `${name}-still`, Math.round(w * OVER), Math.round(h * OVER), tmp),
    ),
  );
  const posters: Promise<unknown>[] = [];
  sizes.forEach(([name, w, h], i) => {
    const still = stills[i] ?? "";
    // the source window: 88–92 % of the still (never less than the output size), its centre
    // drifting sideways and a little up; `in` is the frame number, φ the phase of the loop
    const ph = `(2*PI*in/${T * FPS})`;
    const k = `(0.92-0.02*(1-cos(${ph})))`;
    const cx = `(W/2+W*(1-${k})/2*0.85*sin(${ph}))`;
    const cy = `(H/2-H*(1-${k})/2*0.4*(1-cos(${ph})))`;
    const [l, r, t, b] = [`(${cx}-W*${k}/2)`, `(${cx}+W*${k}/2)`, `(${cy}-H*${k}/2)`, `(${cy}+H*${k}/2)`];
    const filter = [
      `perspective=x0='${l}':y0='${t}':x1='${r}':y1='${t}':x2='${l}':y2='${b}':x3='${r}':y3='${b}':interpolation=cubic:eval=frame`,
      `scale=${w}:${h}:flags=lanczos`,
      `eq=brightness='0.012*sin(2*PI*t/${T})':eval=frame`,
      "format=yuv420p",
    ].join(",");
    const out = path.join(MEDIA, "home", `${name}.mp4`);
    mkdirSync(path.dirname(out), { recursive: true });
    ffmpeg([
      "-loop",
      "1",
      "-framerate",
      String(FPS),
      "-t",
      String(T),
      "-i",
      still,
      "-vf",
      filter,
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "26",
      "-threads",
      "1",
      "-profile:v",
      "high",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-map_metadata",
      "-1",
      "-fflags",
      "+bitexact",
      "-t",
      String(T),
      out,
    ]);
    // Poster: the first frame, which is also the last (the loop is seamless). It is the page's
    // largest paint and what a shopper who prefers reduced motion keeps seeing, so it is sharp
    // (labels legible) at ≈ 9–12 KB; the softened 5–6 KB poster it replaces saved 17–28 ms on a
    // 1.6 Mbit/s phone line and showed blocky, unreadable bottles.
    const first = path.join(tmp, `${name}-first.png`);
    ffmpeg(["-i", out, "-frames:v", "1", first]);
    posters.push(
      sharp(first)
        .webp({ quality: POSTER_QUALITY, effort: 6, smartSubsample: true })
        .toFile(path.join(MEDIA, "home", `${name}.webp`)),
    );
  });
  await Promise.all(posters);
}

/** The demo site popups: one picture each, for phones and laptops alike (seed: engagement.ts). */
async function popups(tmp: string): Promise<number> {
  rmSync(path.join(MEDIA, "popups"), { recursive: true, force: true });
  mkdirSync(path.join(MEDIA, "popups"), { recursive: true });
  const renders = await inPairs(
    POPUP_KEYS.map((key) => () => renderPov(popupScene(key), `popup-${key}`, POPUP_SIZE.w, POPUP_SIZE.h, tmp)),
  );
  await Promise.all(
    POPUP_KEYS.map((key, i) =>
      sharp(renders[i])
        .composite([{ input: Buffer.from(popupWords(key)) }])
        .webp({ quality: 74, effort: 6, smartSubsample: true })
        .toFile(path.join(MEDIA, "popups", `${key}.webp`)),
    ),
  );
  return POPUP_KEYS.length;
}

// ---------------------------------------------------------------------------------------------
// Main

function sizeOf(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? sizeOf(p) : statSync(p).size;
  }
  return total;
}

/** Stops with one line when a needed system tool is missing. */
function requireTools(): void {
  for (const [tool, pkg] of [
    ["povray", "povray"],
    ["ffmpeg", "ffmpeg"],
  ] as const) {
    try {
      execFileSync(tool, tool === "povray" ? ["--version"] : ["-version"], { stdio: "ignore" });
    } catch {
      console.error(`npm run media needs ${tool}: install it with \`apt-get install -y ${pkg}\``);
      process.exit(1);
    }
  }
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  requireTools();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "collins-media-"));
  try {
    if (args.has("--sample")) {
      const outDir = "/tmp/collins-media-sample";
      mkdirSync(outDir, { recursive: true });
      const only = [...args].find((a) => a.startsWith("--only="))?.slice(7);
      const slugs = only ? only.split(",") : Object.keys(VISUALS);
      const cell = Number([...args].find((a) => a.startsWith("--cell="))?.slice(7) ?? 300);
      const cells = slugs.flatMap((slug, i) => [1, 2, 3].map((n, j) => ({ slug, n, left: j * cell, top: i * cell })));
      const pngs = await inPairs(
        cells.map((c) => () => renderPov(productScene(c.slug, c.n), `${c.slug}-${c.n}`, cell, cell, tmp)),
      );
      const tiles: OverlayOptions[] = cells.map((c, i) => ({ input: pngs[i] ?? "", left: c.left, top: c.top }));
      await sharp({ create: { width: cell * 3, height: cell * slugs.length, channels: 3, background: "#FFFFFF" } })
        .composite(tiles)
        .png()
        .toFile(path.join(outDir, "products.png"));
      if (args.has("--extra")) {
        for (const k of Object.keys(COLLECTION_SCENES)) {
          rasterise(collectionBanner(k, 1200, 600), path.join(outDir, `col-${k}.png`), 600, 300, tmp, "png");
          rasterise(collectionBanner(k, 750, 750), path.join(outDir, `col-${k}-mobile.png`), 375, 375, tmp, "png");
        }
        for (const k of Object.keys(EVENT_SCENES))
          rasterise(eventBanner(k), path.join(outDir, `ev-${k}.png`), 600, 150, tmp, "png");
        for (const n of ["howto-incense", "howto-moodwater", "giftwrap", "shipping", "care"])
          rasterise(detailImage("common", n), path.join(outDir, `page-${n}.png`), 500, 375, tmp, "png");
        for (const n of ["notes", "scene", "contents"])
          rasterise(detailImage("collins-incense", n), path.join(outDir, `page-${n}.png`), 500, 375, tmp, "png");
        rasterise(moodBackground(1600, 1000), path.join(outDir, "mood-bg.png"), 800, 500, tmp, "png");
        rasterise(brandField(1200, 630, 34), path.join(outDir, "og.png"), 600, 315, tmp, "png");
      }
      console.log(`sample written to ${outDir}`);
      return;
    }
    if (args.has("--popups-only")) {
      console.log(`wrote ${await popups(tmp)} popups`);
      return;
    }
    if (args.has("--video-only")) {
      await videos(tmp);
      console.log("videos written");
      return;
    }
    const { catalog } = await import("../../server/db/seed/catalog");
    const refs = referencedImages(catalog);
    // The makers notes' and stores' pictures are drawn too: a full run would otherwise delete them.
    const { seedMakersNotes, seedPlaces } = await import("../../server/db/seed/editorial");
    for (const note of seedMakersNotes(new Date(0))) {
      if (note.coverImage && !refs.has(note.coverImage)) refs.set(note.coverImage, {});
      for (const block of note.blocks) if (block.type === "image" && !refs.has(block.src)) refs.set(block.src, {});
    }
    for (const place of seedPlaces) if (place.image && !refs.has(place.image)) refs.set(place.image, {});
    // --only=slug,slug redoes just those products' pictures (or --only=collections/ a folder) and
    // leaves every other file alone
    const only = [...args]
      .find((a) => a.startsWith("--only="))
      ?.slice(7)
      .split(",");
    if (!only)
      for (const d of ["products", "pages", "collections", "events"])
        rmSync(path.join(MEDIA, d), { recursive: true, force: true });
    let count = 0;
    const jobs = [...refs.entries()]
      .filter(
        ([src]) => !only || only.some((o) => src.startsWith(`/media/products/${o}/`) || src.startsWith(`/media/${o}`)),
      )
      .sort(([x], [y]) => x.localeCompare(y));
    // ray-trace every distinct scene first (two at a time), then write the files in order
    const scenes = new Map<string, NonNullable<Job["pov"]>>();
    for (const [src] of jobs) {
      const pov = jobFor(src).pov;
      if (pov) scenes.set(pov.key, pov);
    }
    const started = Date.now();
    const pngs = await inPairs(
      [...scenes.values()].map((sc, i) => async () => {
        const png = await renderPov(sc.scene(), sc.key, sc.rw, sc.rh, tmp);
        console.log(`[${i + 1}/${scenes.size}] ${sc.key} (${Math.round((Date.now() - started) / 1000)} s)`);
        return png;
      }),
    );
    const rendered = new Map([...scenes.keys()].map((k, i) => [k, pngs[i] ?? ""]));
    for (const [src, decl] of jobs) {
      const job = jobFor(src);
      if (decl.w !== undefined && (decl.w !== job.w || decl.h !== job.h)) {
        throw new Error(`${src}: catalog says ${decl.w}x${decl.h}, convention is ${job.w}x${job.h}`);
      }
      const out = path.join(MEDIA, `${job.rel}.webp`);
      if (job.pov) {
        const png = rendered.get(job.pov.key);
        if (!png) throw new Error(`${src}: no render`);
        await writeWebp(png, out, job.w, job.h);
      } else if (job.svg) rasterise(job.svg(), out, job.w, job.h, tmp);
      count += 1;
    }
    if (only) {
      console.log(`wrote ${count} files`);
      return;
    }
    mkdirSync(path.join(MEDIA, "brand"), { recursive: true });
    writeFileSync(path.join(MEDIA, "brand", "mark.svg"), markSvg());
    rasterise(brandField(1200, 630, 34), path.join(MEDIA, "og-default.jpg"), 1200, 630, tmp, "jpg");
    count += 2;
    count += await popups(tmp);
    if (!args.has("--no-video") || !existsSync(path.join(MEDIA, "home", "hero-mobile.mp4"))) {
      await videos(tmp);
      count += 4;
    }
    console.log(`wrote ${count} files; public/media is ${(sizeOf(MEDIA) / 1024 / 1024).toFixed(2)} MB`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
