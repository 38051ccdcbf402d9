// Generates every demo image and the two home videos under public/media/ from code.
//
//   node_modules/.bin/tsx scripts/media/generate.ts            # images + videos
//   node_modules/.bin/tsx scripts/media/generate.ts --no-video # images only (videos kept if present)
//   node_modules/.bin/tsx scripts/media/generate.ts --video-only
//   node_modules/.bin/tsx scripts/media/generate.ts --sample   # contact sheet in /tmp/collins-media-sample
//     (--only=slug,slug  --cell=200: product pictures 1–3 per row, ray-traced at the cell size;
//      --extra: also page pictures, event banners, the mood background and the OG picture)
//   node_modules/.bin/tsx scripts/media/generate.ts --no-video --only=slug,slug # just those products
//
// Needs two Debian packages: povray and ffmpeg (`apt-get install -y povray ffmpeg`); the script
// stops with one line when one is missing.
//
// Nothing is fetched. The pictures are ray-traced by POV-Ray: every product kind is modelled
// (scripts/media/products3d.ts with the macros of scripts/media/pov/collins.inc: paper incense
// boxes and stick bundles, ceramic holders, glass bottles with liquid and labels, gift boxes
// with ribbons, folded fabric, soap, spray cards, lighters, dishes of scent ingredients, kraft
// boxes, shopping bags) and shot in a seamless studio with a soft area light (product, option and
// collection pictures) or on an oak table by a window (product page pictures, the shared page
// pictures, event banners, the home video still and the Open Graph picture, which gets the
// wordmark on top). Only the mood collection's background is an SVG colour field rasterised by
// the system ffmpeg (librsvg). The set of files is driven by the catalog: every image path the seed
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
import { P } from "./palette";
import {
  collectionScene,
  commonScene,
  eventKeys,
  eventScene,
  hasCollectionScene,
  hasCommonScene,
  hasEventScene,
  hasProductScene,
  homeScene,
  optionScene,
  pageScene,
  productScene,
  productSlugs,
} from "./products3d";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MEDIA = path.join(ROOT, "public", "media");

// ---------------------------------------------------------------------------------------------
// SVG document helper: collects <defs> (gradients) with unique ids.

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
  render(body: string): string {
    const blur = `<filter id="b110" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="110"/></filter>`;
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
// The mood background (a texture behind text) and the wordmark over the OG picture.

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

/**
 * The wordmark for the Open Graph picture: dark strokes on a soft light band across the top of
 * the ray-traced table scene (the plaster wall), so it reads at link-preview size.
 */
function ogWordmark(w: number, h: number): string {
  const d = new Doc(w, h);
  const band = d.lin([
    [0, "#F4EFE8", 0.85],
    [0.7, "#F4EFE8", 0.5],
    [1, "#F4EFE8", 0],
  ]);
  return d.render(
    `<rect width="${w}" height="${h * 0.36}" fill="${band}"/>${wordmark(w / 2, h * 0.14, h * 0.075, "#3A342E", 0.085)}<rect x="${w / 2 - 28}" y="${f(h * 0.23)}" width="56" height="2" fill="#3A342E" opacity="0.5"/>`,
  );
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
  if (dir === "pages" && a && b && parts.length === 3 && (a === "common" ? hasCommonScene(b) : hasProductScene(a))) {
    const scene = a === "common" ? () => commonScene(b) : () => pageScene(a, b);
    return { rel, w: 1000, h: 750, pov: { key: rel, scene, rw: PAGE_W, rh: PAGE_W * 0.75 } };
  }
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
  }
  if (dir === "events" && a && parts.length === 2 && hasEventScene(a))
    return { rel, w: 1200, h: 300, pov: { key: rel, scene: () => eventScene(a), rw: EVENT_W, rh: EVENT_W / 4 } };
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

function rasterise(svg: string, out: string, w: number, h: number, tmp: string, kind: "webp" | "png" = "webp"): void {
  const svgPath = path.join(tmp, `${path.basename(out)}.svg`);
  writeFileSync(svgPath, svg);
  mkdirSync(path.dirname(out), { recursive: true });
  const codec =
    kind === "webp" ? ["-c:v", "libwebp", "-quality", "80", "-compression_level", "6", "-preset", "photo"] : [];
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
/** Widths of the page pictures' (4:3) and event banners' (4:1) renders, resized the same way. */
const PAGE_W = 800;
const EVENT_W = 1200;

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

/** The Open Graph picture: the home still (wide) at the link-preview shape with the wordmark. */
async function openGraph(out: string, w: number, h: number, tmp: string): Promise<void> {
  const still = await renderPov(homeScene(true), `og-${w}`, w, h, tmp);
  await sharp(still)
    .composite([{ input: Buffer.from(ogWordmark(w, h)) }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(out);
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
      const slugs = only ? only.split(",") : productSlugs();
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
        // the other ray-traced pictures at half size: one product's page pictures, the shared
        // page pictures, the event banners and the Open Graph picture
        const extra = [
          ...["scene", "contents", "notes"].map((n) => ({
            name: `page-${n}`,
            scene: pageScene("collins-incense", n),
            w: 400,
            h: 300,
          })),
          ...["howto-incense", "howto-moodwater", "giftwrap", "shipping", "care"].map((n) => ({
            name: `page-${n}`,
            scene: commonScene(n),
            w: 400,
            h: 300,
          })),
          ...eventKeys().map((k) => ({ name: `ev-${k}`, scene: eventScene(k), w: 600, h: 150 })),
        ];
        await inPairs(extra.map((x) => () => renderPov(x.scene, x.name, x.w, x.h, tmp)));
        for (const x of extra) await sharp(path.join(tmp, `${x.name}.png`)).toFile(path.join(outDir, `${x.name}.png`));
        rasterise(moodBackground(1600, 1000), path.join(outDir, "mood-bg.png"), 800, 500, tmp, "png");
        await openGraph(path.join(outDir, "og.jpg"), 600, 315, tmp);
      }
      console.log(`sample written to ${outDir}`);
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
    await openGraph(path.join(MEDIA, "og-default.jpg"), 1200, 630, tmp);
    count += 2;
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
