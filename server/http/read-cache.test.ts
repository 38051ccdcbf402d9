// Issue #10 "query count per page": the catalog reads kept between catalog changes.
import { describe, expect, it } from "vitest";
import type { CacheTag } from "../../core/page-cache";
import type { ProductStock } from "../domain/catalog/product-cards";
import { setLogLevel } from "../log";
import { NO_READ_CACHE, ReadCache, type StockReader, sharedInRender } from "./read-cache";

function counter(answers: () => unknown = () => "answer") {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    return answers();
  };
  return { calls, load };
}

const soldOut: ProductStock = {
  stock_status: "outofstock",
  variations: new Map([
    [71, "outofstock"],
    [72, "instock"],
  ]),
  priceFollowsStock: false,
};

type Card = { id: number; stock_status: string };

/** The shape of the product read the tests keep. */
const productPage = () => ({
  product: {
    id: 0,
    stock_status: "",
    product_variations: [] as Card[],
    up_sale_products: [] as (Card & { product_variations: Card[] })[],
  },
  relatedProducts: [] as Card[],
});

function liveCache(maxEntries?: number) {
  const cache = new ReadCache({ maxEntries });
  cache.setLive(true);
  return cache;
}

describe("the catalog read cache", () => {
  it("reads once and shares the answer, also with renders that asked while it loaded", async () => {
    const cache = liveCache();
    const { calls, load } = counter();
    const [first, second] = await Promise.all([cache.read("product a", load), cache.read("product a", load)]);
    expect(await cache.read("product a", load)).toBe("answer");
    expect([first, second, calls.count]).toEqual(["answer", "answer", 1]);
  });

  it("reads again after a catalog change, and drops a read that was loading when it came", async () => {
    const cache = liveCache();
    let version = 1;
    const { calls, load } = counter(() => version);
    expect(await cache.read("product a", load)).toBe(1);
    version = 2;
    cache.invalidate();
    expect(await cache.read("product a", load)).toBe(2);

    let release: (value: number) => void = () => undefined;
    const slow = cache.read("product b", () => new Promise<number>((resolve) => (release = resolve)));
    cache.invalidate();
    release(2);
    await slow;
    version = 3;
    expect(await cache.read("product b", load)).toBe(3);
    expect(calls.count).toBe(3);
  });

  it("drops only the reads that show a product whose stock status changed, and any still loading (issue 18)", async () => {
    const cache = liveCache();
    const { calls, load } = counter(() => ({
      product: { id: 7, stock_status: "instock", related: [{ id: 8, stock_status: "instock" }] },
    }));
    const other = counter(() => ({ product: { id: 9, stock_status: "instock" } }));
    await cache.read("product a", load);
    await cache.read("product b", other.load);
    let release: (value: number) => void = () => undefined;
    const slow = cache.read("reviews 9", () => new Promise<number>((resolve) => (release = resolve)));
    cache.invalidateTag("product:8");
    release(1);
    await slow;
    await cache.read("product a", load);
    await cache.read("product b", other.load);
    expect([calls.count, other.calls.count, cache.size]).toEqual([2, 1, 2]);
  });

  it("keeps the reads that show a product through its sell-out, with its new stock status read once for all (issue 23)", async () => {
    const stockReads: number[] = [];
    const cache = new ReadCache({
      readStock: async (productId) => {
        stockReads.push(productId);
        return soldOut;
      },
    });
    cache.setLive(true);
    const page = counter(() => ({
      product: {
        id: 7,
        stock_status: "instock",
        product_variations: [
          { id: 71, stock_status: "instock" },
          { id: 72, stock_status: "instock" },
        ],
        // An add-on whose option has the product's id: the option is not the product.
        up_sale_products: [
          { id: 9, stock_status: "instock", product_variations: [{ id: 7, stock_status: "instock" }] },
        ],
      },
      relatedProducts: [
        { id: 7, stock_status: "instock" },
        { id: 8, stock_status: "instock" },
      ],
    }));
    const list = counter(() => ({
      list: [
        { id: 8, stock_status: "instock" },
        { id: 7, stock_status: "instock" },
      ],
    }));
    const other = counter(() => ({ list: [{ id: 8, stock_status: "instock" }] }));
    const before = (await cache.read("product 7", page.load)) as ReturnType<typeof productPage>;
    await cache.read("list", list.load);
    const untouched = await cache.read("other", other.load);
    let release: (value: unknown) => void = () => undefined;
    const loading = cache.read("loading", () => new Promise((resolve) => (release = resolve)), ["product:7"]);

    cache.stockChanged(7);
    release("answer");
    await loading;
    const after = (await cache.read("product 7", page.load)) as ReturnType<typeof productPage>;
    const shownList = (await cache.read("list", list.load)) as { list: { id: number; stock_status: string }[] };
    expect(after.product.stock_status).toBe("outofstock");
    expect(after.product.product_variations).toEqual([
      { id: 71, stock_status: "outofstock" },
      { id: 72, stock_status: "instock" },
    ]);
    expect(after.product.up_sale_products).toBe(before.product.up_sale_products);
    expect(after.relatedProducts).toEqual([
      { id: 7, stock_status: "outofstock" },
      { id: 8, stock_status: "instock" },
    ]);
    expect(after.relatedProducts[1]).toBe(before.relatedProducts[1]);
    expect(shownList.list.map((card) => card.stock_status)).toEqual(["instock", "outofstock"]);
    expect(await cache.read("other", other.load)).toBe(untouched);
    // The kept answer itself is not changed: a render may be reading it.
    expect([before.product.stock_status, before.product.product_variations[0]?.stock_status]).toEqual([
      "instock",
      "instock",
    ]);
    await cache.read("loading", async () => "read again", ["product:7"]);
    cache.stockChanged(99); // No kept read shows it: nothing to read.
    expect([page.calls.count, list.calls.count, other.calls.count, stockReads]).toEqual([1, 1, 1, [7]]);
    expect(await cache.read("loading", async () => "read a third time")).toBe("read again");
  });

  it("reads again where a sell-out cannot be written into a kept read: a price that follows stock, no product, a failed read", async () => {
    setLogLevel("silent");
    const answers: (() => Promise<ProductStock | null>)[] = [
      async () => ({ ...soldOut, priceFollowsStock: true }),
      async () => null,
      async () => {
        throw new Error("connection lost");
      },
    ];
    const readStock: StockReader = () => (answers.shift() ?? (async () => soldOut))();
    for (const cache of [new ReadCache({ readStock }), new ReadCache()]) {
      cache.setLive(true);
      let version = 0;
      const { calls, load } = counter(() => {
        version += 1;
        return { version, product: { id: 7, stock_status: "instock" } };
      });
      await cache.read("product 7", load);
      const versions: number[] = [];
      for (let change = 0; change < 3; change += 1) {
        cache.stockChanged(7);
        versions.push(((await cache.read("product 7", load)) as { version: number }).version);
      }
      expect([versions, calls.count]).toEqual([[2, 3, 4], 4]);
    }
  });

  it("drops the reads tagged with a changed collection, and every read on 'all' (issue 23)", async () => {
    const cache = liveCache();
    const list = counter(() => ({ list: [{ id: 7, stock_status: "instock" }] }));
    const other = counter(() => ({ list: [] }));
    await cache.read("collection list 3", list.load, ["collection:3"]);
    await cache.read("collection list 4", other.load, ["collection:4"]);
    cache.invalidateTag("collection:3");
    await cache.read("collection list 3", list.load, ["collection:3"]);
    await cache.read("collection list 4", other.load, ["collection:4"]);
    expect([list.calls.count, other.calls.count]).toEqual([2, 1]);
    cache.invalidateTag("product:7");
    await cache.read("collection list 4", other.load, ["collection:4"]);
    expect([cache.size, other.calls.count]).toEqual([1, 1]);
    cache.invalidateTag("all");
    expect(cache.size).toBe(0);
  });

  it("records each read's tags for the page that made it, also of a read kept from another render", async () => {
    const cache = liveCache();
    const { load } = counter(() => ({ product: { id: 7, stock_status: "instock" } }));
    const first = new Set<CacheTag>();
    const second = new Set<CacheTag>();
    await cache.recording(first).read("collection list 3", load, ["collection:3"]);
    await cache.recording(second).read("collection list 3", load, ["collection:3"]);
    expect([[...first].sort(), [...second].sort()]).toEqual([
      ["collection:3", "product:7"],
      ["collection:3", "product:7"],
    ]);
  });

  it("goes to the database every time while changes are not heard", async () => {
    const cache = new ReadCache();
    const { calls, load } = counter();
    await cache.read("product a", load);
    await cache.read("product a", load);
    cache.setLive(true);
    await cache.read("product a", load);
    cache.setLive(false);
    await cache.read("product a", load);
    await NO_READ_CACHE.read("product a", load);
    await NO_READ_CACHE.read("product a", load);
    expect(calls.count).toBe(6);
    expect(cache.size).toBe(0);
  });

  it("does not keep a failed read", async () => {
    const cache = liveCache();
    let fail = true;
    const { calls, load } = counter(() => {
      if (fail) throw new Error("connection lost");
      return "answer";
    });
    await expect(cache.read("product a", load)).rejects.toThrow("connection lost");
    fail = false;
    expect(await cache.read("product a", load)).toBe("answer");
    expect(calls.count).toBe(2);
  });

  it("forgets a read after a minute (events and banners follow the clock) and the oldest beyond its limit", async () => {
    const cache = liveCache(2);
    const { calls, load } = counter();
    await cache.read("a", load, [], 0);
    await cache.read("a", load, [], 60_000);
    await cache.read("a", load, [], 60_001);
    expect(calls.count).toBe(2);

    await cache.read("b", load, [], 60_001);
    await cache.read("c", load, [], 60_001);
    expect(cache.size).toBe(2);
    await cache.read("a", load, [], 60_001);
    expect(calls.count).toBe(5);
  });
});

describe("the reads of one render", () => {
  it("reads a key its loaders both ask for once, with nothing kept, and again in the next render", async () => {
    let loads = 0;
    const layout = async () => {
      loads += 1;
      return { settings: { home_sections: [] } };
    };
    const render = sharedInRender(NO_READ_CACHE);
    const [root, home] = await Promise.all([render.read("layout", layout), render.read("layout", layout)]);
    expect(home).toBe(root);
    expect(loads).toBe(1);
    await sharedInRender(NO_READ_CACHE).read("layout", layout);
    expect(loads).toBe(2);
  });

  it("adds a shared read's tags to the page once it is answered", async () => {
    const cache = new ReadCache();
    const tags = new Set<CacheTag>();
    const render = sharedInRender(cache.recording(tags));
    await render.read("collections", async () => [], ["collection:3"]);
    await render.read("collections", async () => [], ["collection:4"]);
    expect([...tags]).toEqual(["collection:3"]);
  });
});
