// Issue 21: collection grids without holes. Spec §2 "Collection page": the list holds product
// cards, banner blocks and blank blocks. At every width (two columns on a phone, three on a
// tablet, four on a desktop) every row of the grid is full or holds one banner across the whole
// row, only the list's last row may end early, and the products keep the operator's order (or the
// sort's). The lists are read as the server renders them (scripts off), and once more live. Cards
// show their review count (spec §3 Product: rating_count) from the list itself.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { GRID_COLUMNS } from "../../core/collection-grid";
import { SORT_OPTIONS } from "../../core/sort";
import {
  backgroundAlpha,
  screenshot,
  sharedBrowser,
  type ViewportName,
  whenHydrated,
  withPage,
} from "./support/browser";

const baseUrl = inject("baseUrl");
const browser = sharedBrowser();

type Collection = {
  id: number;
  url: string;
  title: string;
  isExpose: boolean;
  subCategories: { slug: string; term_id: number }[];
};
type ListedProduct = { blockType: "product"; data: { slug: string; name: string; rating_count: number } };
type ListPage = { data: { list: ({ blockType: "banner" | "blank" } | ListedProduct)[] } };

const collections = ((await (await fetch(`${baseUrl}/api/v2/collection/all`)).json()) as Collection[]).filter(
  (collection) => collection.isExpose,
);

/** The tablet's width sits between the phone's two columns and the desktop's four. */
const widths = [
  { name: "phone", viewport: "phone", width: 390, columns: GRID_COLUMNS.phone },
  { name: "tablet", viewport: "desktop", width: 1024, columns: GRID_COLUMNS.tablet },
  { name: "desktop", viewport: "desktop", width: 1440, columns: GRID_COLUMNS.desktop },
] as const;

type GridItem = { kind: "product" | "banner" | "other"; slug: string; left: number; top: number; width: number };

/** The list's visible items as the grid lays them out (offsets: the cards' rise animation moves boxes). */
async function readGrid(page: Page): Promise<{ columns: number; width: number; items: GridItem[] }> {
  return page.evaluate(() => {
    const grid = document.querySelector<HTMLElement>("main h2 ~ ul");
    if (!grid) throw new Error("no collection grid");
    const columns = getComputedStyle(grid).gridTemplateColumns.split(" ").length;
    const items = [...grid.children]
      .filter((child): child is HTMLElement => child instanceof HTMLElement && child.offsetWidth > 0)
      .map((item) => {
        const product = item.querySelector<HTMLAnchorElement>("a[href^='/product/'] h3");
        const link = item.querySelector<HTMLAnchorElement>("a");
        const kind = product ? "product" : item.querySelector("a img") ? "banner" : "other";
        return {
          kind,
          slug: (product?.closest("a")?.getAttribute("href") ?? link?.getAttribute("href") ?? "").replace(
            "/product/",
            "",
          ),
          left: item.offsetLeft,
          top: item.offsetTop,
          width: item.offsetWidth,
        } as const;
      });
    return { columns, width: grid.clientWidth, items };
  });
}

/** The items by row (same top), each row left to right. */
function rowsOf(items: GridItem[]): GridItem[][] {
  const rows = new Map<number, GridItem[]>();
  for (const item of items) rows.set(item.top, [...(rows.get(item.top) ?? []), item]);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row.sort((a, b) => a.left - b.left));
}

async function listedSlugs(collection: Collection, sort: string, subId: number): Promise<string[]> {
  const answer = (await (
    await fetch(`${baseUrl}/api/v2/collection/list?id=${collection.id}&type=${sort}&sub_id=${subId}&per_page=100`)
  ).json()) as ListPage;
  return answer.data.list.flatMap((block) =>
    block.blockType === "product" ? [(block as ListedProduct).data.slug] : [],
  );
}

function subIds(collection: Collection): { slug: string; id: number }[] {
  return [{ slug: "", id: 0 }, ...collection.subCategories.map((sub) => ({ slug: sub.slug, id: sub.term_id }))];
}

describe.each(widths)("collection grids on a $name ($width px)", ({ viewport, width, columns: expectedColumns }) => {
  it.each(collections.map((collection) => [collection.title, collection] as const))(
    "%s: every row is full or one whole-row banner, in every sub-collection and sort",
    async (_title, collection) => {
      await withPage(
        browser(),
        baseUrl,
        viewport as ViewportName,
        async ({ page }) => {
          await page.setViewportSize({ width, height: viewport === "phone" ? 844 : 900 });
          const wrong: string[] = [];
          for (const sub of subIds(collection)) {
            for (const { type } of SORT_OPTIONS) {
              const query = new URLSearchParams({ subcollection: sub.slug, sort: type === "regular" ? "" : type });
              for (const [key, value] of [...query.entries()]) if (!value) query.delete(key);
              const path = `/collection/${collection.url}${query.size ? `?${query}` : ""}`;
              await page.goto(path);
              const { columns, width: gridWidth, items } = await readGrid(page);
              if (columns !== expectedColumns) wrong.push(`${path}: ${columns} columns`);
              const rows = rowsOf(items);
              rows.forEach((row, index) => {
                const kinds = row.map((item) => item.kind).join(" ");
                if (row.some((item) => item.kind === "other"))
                  wrong.push(`${path} row ${index}: an empty block (${kinds})`);
                if (row.some((item) => item.kind === "banner")) {
                  if (row.length !== 1 || Math.abs((row[0]?.width ?? 0) - gridWidth) > 1) {
                    wrong.push(`${path} row ${index}: a banner not across the whole row (${kinds})`);
                  }
                } else if (row.length < columns && index < rows.length - 1) {
                  wrong.push(`${path} row ${index}: ${row.length} of ${columns} cells, then more blocks`);
                }
              });
              const shownProducts = rows.flat().flatMap((item) => (item.kind === "product" ? [item.slug] : []));
              const expected = await listedSlugs(collection, type, sub.id);
              if (shownProducts.join() !== expected.join()) {
                wrong.push(`${path}: products shown as ${shownProducts.join()} instead of ${expected.join()}`);
              }
            }
          }
          expect(wrong).toEqual([]);
        },
        [],
        { scripts: false },
      );
    },
  );

  it("keeps the server-rendered places once the page is live (no layout shift)", async () => {
    const places = async (scripts: boolean) => {
      const seen: string[] = [];
      await withPage(
        browser(),
        baseUrl,
        viewport as ViewportName,
        async ({ page }) => {
          await page.setViewportSize({ width, height: viewport === "phone" ? 844 : 900 });
          for (const collection of collections) {
            await page.goto(`/collection/${collection.url}`);
            if (scripts) await whenHydrated(page);
            const { items } = await readGrid(page);
            // Rows and columns, not pixels: a card's height changes as its picture loads.
            const rows = rowsOf(items).map((row) => row.map((item) => `${item.slug}@${item.left}`).join(" "));
            seen.push(`${collection.url}: ${rows.join(" | ")}`);
          }
        },
        [],
        { scripts },
      );
      return seen;
    };
    expect(await places(true)).toEqual(await places(false));
  });
});

describe.each<ViewportName>(["phone", "desktop"])("collection pages on a %s", (viewport) => {
  it("keep a blank block's anchor where the operator put it (spec §2: scroll to a named hash section)", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/collection/mood#soap");
      const anchor = page.locator("#soap");
      await expect
        .poll(() => anchor.evaluate((element) => element.closest("li")?.textContent ?? ""))
        .toContain("무드 솝");
      // The named section is scrolled to: the soap card ends up on the screen.
      await expect
        .poll(() =>
          page.locator("a[href='/product/mood-soap-3scents']").evaluate((card) => card.getBoundingClientRect().top),
        )
        .toBeLessThan(page.viewportSize()?.height ?? 0);
    });
  });

  it("show each card's review count from the list, and none at 0 (spec §3 Product: rating_count)", async () => {
    const all = collections.find((collection) => collection.url === "all");
    if (!all) throw new Error("no 'all' collection");
    const answer = (await (
      await fetch(`${baseUrl}/api/v2/collection/list?id=${all.id}&per_page=100`)
    ).json()) as ListPage;
    const products = answer.data.list.flatMap((block) =>
      block.blockType === "product" ? [(block as ListedProduct).data] : [],
    );
    const reviewed = products.filter((product) => product.rating_count > 0);
    const unreviewed = products.filter((product) => product.rating_count === 0);
    expect(reviewed.length).toBeGreaterThan(0);
    expect(unreviewed.length).toBeGreaterThan(0);
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/collection/all");
      for (const product of reviewed) {
        const card = page.locator(`main li a[href='/product/${product.slug}']`);
        expect(await card.textContent(), product.slug).toContain(`리뷰 ${product.rating_count}`);
      }
      for (const product of unreviewed) {
        const card = page.locator(`main li a[href='/product/${product.slug}']`);
        expect(await card.textContent(), product.slug).not.toContain("리뷰");
      }
    });
  });

  it("runs the mood theme on to the footer, its picture fading into the theme (spec §2: 'mood' has its own theme)", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      await page.goto("/collection/mood");
      const theme = await page.evaluate(() => {
        const element = document.querySelector("main > div");
        const footer = document.querySelector("body footer");
        if (!element || !footer) throw new Error("no theme or footer");
        const picture = getComputedStyle(element, "::before");
        return {
          gap: footer.getBoundingClientRect().top - element.getBoundingClientRect().bottom,
          colour: getComputedStyle(element).backgroundColor,
          mask: picture.maskImage || picture.getPropertyValue("-webkit-mask-image"),
          pictureBottom: element.getBoundingClientRect().top + Number.parseFloat(picture.height),
          themeBottom: element.getBoundingClientRect().bottom,
        };
      });
      expect(theme.gap).toBe(0);
      expect(theme.colour).toBe("rgb(230, 224, 214)");
      // The picture ends transparent, inside the theme: no edge where it stops.
      expect(theme.mask).toMatch(/linear-gradient\(.*transparent\)|rgba\(0, 0, 0, 0\)\)$/);
      expect(theme.pictureBottom).toBeLessThanOrEqual(theme.themeBottom);
    });
  });

  it("shows 홈웨어, 굿즈, 인센스 and 무드워터 (screenshots)", async () => {
    await withPage(browser(), baseUrl, viewport, async ({ page }) => {
      for (const url of ["homewear", "goods", "fragrance", "mood"]) {
        await page.goto(`/collection/${url}`);
        await page.locator("main h2 ~ ul li").first().waitFor();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(600);
        await screenshot(page, `collection-grid-${url}-${viewport}-end`);
        await page.evaluate(() => window.scrollTo(0, 0));
      }
    });
  });
});

// The control bar (count, selector, sort) sticks to the top while the list scrolls beneath it:
// opaque on every collection, the mood collection's own theme too (its 96 % let the cards' names
// and prices show through its text on a phone).
describe("the collection's sticky control bar", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`stays opaque over the list scrolling beneath it (${viewport})`, async () => {
      await withPage(browser(), baseUrl, viewport, async ({ page }) => {
        for (const url of ["mood", "all"]) {
          await page.goto(`/collection/${url}`);
          await whenHydrated(page);
          await page.mouse.wheel(0, 1000);
          const bar = page.locator("div:has(> .container select)");
          await expect.poll(async () => (await bar.boundingBox())?.y ?? 999).toBeLessThanOrEqual(120);
          expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
          expect(await backgroundAlpha(bar), url).toBe(1);
          await screenshot(page, `collection-bar-${url}-${viewport}`);
        }
      });
    });
  }
});
