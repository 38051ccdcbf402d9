// Sanity check of the demo catalog and its generated media.
//   node_modules/.bin/tsx scripts/media/check-catalog.ts
// Exits non-zero when a referenced slug, variation, image file or page section is missing.
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { catalog } from "../../server/db/seed/catalog";
import type { SeedProduct } from "../../server/db/seed/types";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PUBLIC = path.join(ROOT, "public");
const problems: string[] = [];
const fail = (msg: string): void => {
  problems.push(msg);
};

/** Slugs with an in-page tab bar (spec §2, product page). */
const TAB_BAR_SLUGS = [
  "collins-incense-giftset",
  "collins-incense",
  "incense-woody-pr2404",
  "incense-yuja-pr2404",
  "incense-violet-pr2404",
  "lighter-mini",
  "7f3a9c2e",
  "collins-incense-edition-goodtimes",
  "incense-goodtimes-sunset",
  "incense-goodtimes-midnight",
  "incense-chamber-honeybadger",
  "keyring-honeybadger",
  "secret-wish-set",
  "moodwater-discovery-3",
  "moodwater-yuja",
  "moodwater-violet",
  "moodwater-juniper",
  "moodwater-variety-3",
  "moodwater-60-yuja",
  "moodwater-60-violet",
  "moodwater-60-juniper",
  "mood-soap-3scents",
  "collins-incense-mix",
  "collins-incense-mindxmood",
  "collins-sachets",
];

// ---------------------------------------------------------------------------------------------
// Image files: existence and pixel size (WebP / JPEG headers are read directly).

function readHead(file: string, n: number): Buffer {
  const fd = openSync(file, "r");
  try {
    const buf = Buffer.alloc(n);
    readSync(fd, buf, 0, n, 0);
    return buf;
  } finally {
    closeSync(fd);
  }
}

function webpSize(file: string): { w: number; h: number } | null {
  const b = readHead(file, 40);
  if (b.toString("ascii", 0, 4) !== "RIFF" || b.toString("ascii", 8, 12) !== "WEBP") return null;
  const chunk = b.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { w: 1 + b.readUIntLE(24, 3), h: 1 + b.readUIntLE(27, 3) };
  if (chunk === "VP8 ") return { w: b.readUInt16LE(26) & 0x3fff, h: b.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { w: (bits & 0x3fff) + 1, h: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

const checkedImages = new Map<string, string>();
function checkImage(src: string, where: string, w?: number, h?: number): void {
  if (!src.startsWith("/media/")) {
    fail(`${where}: image path must start with /media/: ${src}`);
    return;
  }
  const file = path.join(PUBLIC, src);
  if (!existsSync(file)) {
    fail(`${where}: missing image file ${src}`);
    return;
  }
  if (!src.endsWith(".webp")) return;
  const size = webpSize(file);
  if (!size) {
    fail(`${where}: ${src} is not a readable WebP`);
    return;
  }
  if (w !== undefined && (size.w !== w || size.h !== h))
    fail(`${where}: ${src} is ${size.w}×${size.h}, declared ${w}×${h}`);
  if (/\/thumb\.webp$/.test(src) && (size.w !== 400 || size.h !== 400))
    fail(`${where}: thumbnail ${src} is not 400×400`);
  const kb = statSync(file).size / 1024;
  if (kb > 90) fail(`${where}: ${src} is ${kb.toFixed(0)} KB (aim < 60 KB)`);
  checkedImages.set(src, where);
}

// ---------------------------------------------------------------------------------------------

const productBySlug = new Map<string, SeedProduct>();
for (const p of catalog.products) {
  if (productBySlug.has(p.slug)) fail(`duplicate product slug ${p.slug}`);
  productBySlug.set(p.slug, p);
}
const collectionByUrl = new Map(catalog.collections.map((c) => [c.url, c]));
if (collectionByUrl.size !== catalog.collections.length) fail("duplicate collection url");
const needSlug = (slug: string, where: string) => {
  if (!productBySlug.has(slug)) fail(`${where}: unknown product slug ${slug}`);
};

// Collections
for (const c of catalog.collections) {
  const where = `collection ${c.url}`;
  if (!c.title || !c.titleDescription || !c.promoText)
    fail(`${where}: title, titleDescription and promoText are required`);
  if (!c.blocks.some((b) => b.blockType === "banner")) fail(`${where}: needs a banner block`);
  if (!c.blocks.some((b) => b.blockType === "blank")) fail(`${where}: needs a blank block`);
  if (c.backgroundImage) checkImage(c.backgroundImage, where, 1600, 1000);
  const listedHere = new Set<string>();
  for (const b of c.blocks) {
    if (b.blockType === "product") {
      needSlug(b.productSlug, where);
      if (listedHere.has(b.productSlug)) fail(`${where}: ${b.productSlug} listed twice`);
      listedHere.add(b.productSlug);
      const p = productBySlug.get(b.productSlug);
      if (p && !p.listed) fail(`${where}: unlisted product ${p.slug} appears in the list`);
      if (p && !p.paths.some((x) => x.collection === c.url)) fail(`${where}: ${p.slug} has no path to this collection`);
    } else if (b.blockType === "banner") {
      checkImage(b.imgUrl, where, b.width, b.height);
      if (b.imgUrlMobile) checkImage(b.imgUrlMobile, where, 750, 750);
      if (!b.alt || !b.link) fail(`${where}: banner needs alt and link`);
    }
  }
  for (const p of catalog.products) {
    if (p.listed && p.paths.some((x) => x.collection === c.url) && !listedHere.has(p.slug)) {
      fail(`${where}: listed product ${p.slug} has a path here but no card`);
    }
  }
}
const mood = collectionByUrl.get("mood");
if (mood?.theme !== "mood" || !mood.backgroundImage) fail("collection mood needs theme 'mood' and a backgroundImage");
if (!catalog.collections.some((c) => !c.isExpose)) fail("one collection must have isExpose=false");
for (const url of ["mood", "fragrance", "gift", "homewear", "hygiene", "goods", "all"]) {
  if (!collectionByUrl.get(url)?.isExpose) fail(`collection ${url} missing or not exposed`);
}
const all = collectionByUrl.get("all");
for (const p of catalog.products) {
  if (p.listed && !all?.blocks.some((b) => b.blockType === "product" && b.productSlug === p.slug))
    fail(`collection all: missing ${p.slug}`);
}

// Products
const stockOk = (n: number) => n === 0 || (n >= 5 && n <= 200);
for (const p of catalog.products) {
  const where = `product ${p.slug}`;
  for (const i of p.images) checkImage(i.src, where, i.width, i.height);
  if (p.images.length < 1 || p.images.length > 3) fail(`${where}: 1-3 images expected`);
  checkImage(p.thumbnail, where, 400, 400);
  for (const x of p.paths) {
    const c = collectionByUrl.get(x.collection);
    if (!c) fail(`${where}: unknown collection ${x.collection}`);
    else if (x.subCategory && !c.subCategories.some((s) => s.slug === x.subCategory))
      fail(`${where}: unknown sub-category ${x.collection}/${x.subCategory}`);
  }
  if (p.paths.length === 0) fail(`${where}: needs at least one path`);
  for (const s of p.related ?? []) needSlug(s, `${where} related`);
  for (const u of p.upSales ?? []) {
    needSlug(u.productSlug, `${where} upSales`);
    checkImage(u.add_product_thumbnail, `${where} upSales`);
    if (!u.add_product_wording) fail(`${where}: up-sale wording missing`);
  }
  for (const x of p.crossSales ?? []) {
    needSlug(x.productSlug, `${where} crossSales`);
    checkImage(x.bro_product_thumbnail, `${where} crossSales`);
    if (!x.bro_product_title || !x.bro_product_wording) fail(`${where}: cross-sale title/wording missing`);
  }
  if (p.event) checkImage(p.event.bannerImage.src, `${where} event`, 1200, 300);
  if (p.salePrice !== undefined && p.salePrice > p.regularPrice) fail(`${where}: sale price above regular price`);

  if (p.type === "simple") {
    if (p.attributes?.length || p.variations?.length) fail(`${where}: simple product with attributes/variations`);
    if (p.stock === undefined) fail(`${where}: simple product without stock`);
    else if (!stockOk(p.stock)) fail(`${where}: stock ${p.stock} outside 0 or 5-200`);
  } else {
    const attrs = p.attributes ?? [];
    const vars = p.variations ?? [];
    if (!attrs.length || !vars.length) fail(`${where}: variable product needs attributes and variations`);
    if (p.stock !== undefined) fail(`${where}: variable product keeps stock on variations`);
    const seen = new Set<string>();
    for (const v of vars) {
      const key = v.attributes.map((a) => `${a.name}=${a.option}`).join("|");
      if (seen.has(key)) fail(`${where}: duplicate variation ${key}`);
      seen.add(key);
      if (v.attributes.length !== attrs.length) fail(`${where}: variation ${key} does not name every attribute`);
      v.attributes.forEach((a, i) => {
        const attr = attrs[i];
        if (!attr || attr.name !== a.name)
          fail(`${where}: variation ${key} attribute order differs from product attributes`);
        else if (!attr.options.includes(a.option))
          fail(`${where}: variation option ${a.option} not among ${attr.name} options`);
      });
      if (!stockOk(v.stock)) fail(`${where}: variation ${key} stock ${v.stock} outside 0 or 5-200`);
      if (v.salePrice !== undefined && v.salePrice > v.regularPrice)
        fail(`${where}: variation ${key} sale above regular`);
      if (v.image) checkImage(v.image.src, `${where} variation`, v.image.width, v.image.height);
    }
    const combos = attrs.reduce((n, a) => n * a.options.length, 1);
    if (seen.size !== combos) fail(`${where}: ${seen.size} variations for ${combos} attribute combinations`);
  }

  const reviews = p.reviews ?? [];
  if (reviews.length > 8) fail(`${where}: more than 8 reviews`);
  for (const r of reviews) if (r.rating < 1 || r.rating > 5) fail(`${where}: rating out of range`);

  if (p.page) {
    const nav = p.page.navigation;
    if (nav.length < 2 || nav.length > 9) fail(`${where}: ${nav.length} tabs (2-9 expected)`);
    const content = p.page.mobile_content;
    for (const tab of nav) {
      const i = content.findIndex((b) => b.type === "heading" && b.anchor === tab.anchor);
      if (i < 0) fail(`${where}: tab ${tab.title} has no heading with anchor ${tab.anchor}`);
      else if (!content[i + 1] || content[i + 1]?.type === "heading") fail(`${where}: section ${tab.anchor} is empty`);
    }
    if (new Set(nav.map((t) => t.anchor)).size !== nav.length) fail(`${where}: duplicate tab anchors`);
    for (const b of content) if (b.type === "image") checkImage(b.src, `${where} page`, b.width, b.height);
  }
}
for (const slug of TAB_BAR_SLUGS) {
  if (!productBySlug.get(slug)?.page) fail(`product ${slug} needs a page with tabs (spec tab-bar list)`);
}

// Promotions
for (const pr of catalog.promotions) {
  const where = `promotion ${pr.name}`;
  const variationExists = (slug: string, attrs?: { name: string; option: string }[]) => {
    if (!attrs) return;
    const p = productBySlug.get(slug);
    const key = attrs.map((a) => `${a.name}=${a.option}`).join("|");
    if (!p?.variations?.some((v) => v.attributes.map((a) => `${a.name}=${a.option}`).join("|") === key))
      fail(`${where}: no variation ${key} on ${slug}`);
  };
  if (pr.kind === "addon_price") {
    for (const s of pr.triggerProductSlugs) needSlug(s, where);
    needSlug(pr.addonProductSlug, where);
    variationExists(pr.addonProductSlug, pr.addonVariation);
  } else if (pr.kind === "bundle_deduction") {
    for (const s of pr.triggerProductSlugs) needSlug(s, where);
    needSlug(pr.productSlug, where);
    variationExists(pr.productSlug, pr.variation);
  } else {
    needSlug(pr.giftProductSlug, where);
    for (const u of pr.collectionUrls) if (!collectionByUrl.has(u)) fail(`${where}: unknown collection ${u}`);
  }
}

// The catalog brief's specific flags
const get = (slug: string) => productBySlug.get(slug);
const expect = (ok: boolean, msg: string) => {
  if (!ok) fail(msg);
};
const incense = get("collins-incense");
expect((incense?.attributes?.[0]?.options.length ?? 0) >= 8, "collins-incense needs at least 8 scents");
expect(
  incense?.variations?.filter((v) => v.stock === 0).length === 1,
  "collins-incense needs exactly one sold-out scent",
);
const chamber = get("incense-chamber-honeybadger");
expect(chamber?.attributes?.length === 2, "incense-chamber-honeybadger must be two-level");
expect(
  (chamber?.attributes?.[0]?.options ?? []).some((o) =>
    (chamber?.variations ?? []).filter((v) => v.attributes[0]?.option === o).every((v) => v.stock === 0),
  ),
  "incense-chamber-honeybadger needs one colour whose variations are all sold out",
);
expect(get("keyring-honeybadger")?.stock === 0, "keyring-honeybadger must be out of stock");
expect(get("moodwater-violet")?.stock === 0, "moodwater-violet must be out of stock");
expect(get("secret-wish-set")?.additional_info?.login_required === true, "secret-wish-set must be login_required");
expect(
  get("a-card-gift-set-2021cal")?.additional_info?.one_purchased === true,
  "a-card-gift-set-2021cal must be one_purchased",
);
expect(
  /^https:\/\/gift\.kakao\.com\/product\//.test(get("collins-incense-giftset")?.gift_shop_url ?? ""),
  "giftset needs gift_shop_url",
);
expect(get("7f3a9c2e")?.listed === false, "7f3a9c2e must be unlisted");
expect(
  catalog.products.some((p) => p.salePrice === 0),
  "one product needs salePrice 0 (FREE badge)",
);

// Media budget
function dirSize(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? dirSize(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size),
    0,
  );
}
for (const f of [
  "og-default.jpg",
  "brand/mark.svg",
  "home/hero-mobile.mp4",
  "home/hero-desktop.mp4",
  "home/hero-mobile.webp",
  "home/hero-desktop.webp",
]) {
  if (!existsSync(path.join(PUBLIC, "media", f))) fail(`missing /media/${f}`);
}
const mb = dirSize(path.join(PUBLIC, "media")) / 1024 / 1024;
if (mb > 15) fail(`public/media is ${mb.toFixed(1)} MB (budget ~15 MB)`);

// Report
const halfStar = (avg: number) => Math.round(avg * 2) / 2;
const rated = catalog.products.filter((p) => p.reviews?.length);
console.log(
  `${catalog.products.length} products (${catalog.products.filter((p) => p.listed).length} listed), ${catalog.collections.length} collections, ${catalog.promotions.length} promotions, ${checkedImages.size} images, media ${mb.toFixed(2)} MB`,
);
console.log(
  `ratings: ${rated
    .map((p) => {
      const r = p.reviews ?? [];
      const avg = r.reduce((n, x) => n + x.rating, 0) / r.length;
      return `${p.slug} ${avg.toFixed(2)}→${halfStar(avg)}`;
    })
    .join(", ")}`,
);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log("catalog OK");
