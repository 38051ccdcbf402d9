// Integration: the catalog GET calls of spec §7 with the shapes of §3 (issue 3 "API").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareBy, SORT_TYPES, type SortableProduct } from "../../core/sort";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

type Collection = { id: number; url: string; subCategories: { term_id: number; slug: string }[] };
type Block = {
  id: number;
  blockType: "product" | "banner" | "blank";
  data: SortableProduct & { slug: string; id: number };
};
type ListBody = {
  data: { list: Block[]; title: string; promoText: string; titleDescription: string };
  pageinfo: { itemCnt: number; totalPageCnt: number };
};

let t: TestApp;
let collections: Collection[];

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await t.app.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

function collection(url: string): Collection {
  const found = collections.find((c) => c.url === url);
  if (!found) throw new Error(`no collection ${url}`);
  return found;
}

const products = (list: Block[]) => list.filter((block) => block.blockType === "product").map((block) => block.data);

beforeAll(async () => {
  t = await createTestApp();
  collections = (await get<Collection[]>("/api/v2/collection/all")).body;
});

afterAll(async () => {
  await t.close();
});

describe("GET /api/v2/collection/list", () => {
  it("answers the §3 'Collection list response' with banner, product and blank blocks in the default order", async () => {
    const { status, body } = await get<ListBody>(`/api/v2/collection/list?id=${collection("fragrance").id}`);
    expect(status).toBe(200);
    expect(body.data.title).toBe("인센스");
    expect(body.data.titleDescription).not.toBe("");
    expect(typeof body.data.promoText).toBe("string");
    expect(new Set(body.data.list.map((block) => block.blockType))).toEqual(new Set(["product", "banner", "blank"]));
    expect(body.pageinfo.itemCnt).toBe(products(body.data.list).length);
    expect(body.pageinfo.totalPageCnt).toBe(1);
    const banner = body.data.list.find((block) => block.blockType === "banner") as unknown as {
      data: { imgUrl: string; link: string };
    };
    expect(banner.data.imgUrl).toMatch(/^\/media\//);
    expect(banner.data.link).toBeTruthy();
  });

  it.each(SORT_TYPES.filter((type) => type !== "regular"))("really sorts by %s (products only)", async (type) => {
    const { status, body } = await get<ListBody>(`/api/v2/collection/list?id=${collection("all").id}&type=${type}`);
    expect(status).toBe(200);
    expect(body.data.list.every((block) => block.blockType === "product")).toBe(true);
    const list = products(body.data.list);
    expect(list.length).toBeGreaterThan(10);
    const compare = compareBy(type);
    for (let i = 1; i < list.length; i += 1) {
      expect(compare(list[i - 1] as SortableProduct, list[i] as SortableProduct)).toBeLessThanOrEqual(0);
    }
    const regular = products(
      (await get<ListBody>(`/api/v2/collection/list?id=${collection("all").id}`)).body.data.list,
    );
    expect(list.map((p) => p.slug)).not.toEqual(regular.map((p) => p.slug));
    expect([...list.map((p) => p.slug)].sort()).toEqual([...regular.map((p) => p.slug)].sort());
  });

  it("puts the highest price first for priceDs and the lowest for priceAs", async () => {
    const id = collection("all").id;
    const ds = products((await get<ListBody>(`/api/v2/collection/list?id=${id}&type=priceDs`)).body.data.list);
    const as = products((await get<ListBody>(`/api/v2/collection/list?id=${id}&type=priceAs`)).body.data.list);
    expect(ds[0]?.price).toBe(Math.max(...ds.map((p) => p.price)));
    expect(as[0]?.price).toBe(Math.min(...as.map((p) => p.price)));
  });

  it("filters by sub_id, and sub_id=0 means 'All'", async () => {
    const mood = collection("mood");
    const mini = mood.subCategories.find((sub) => sub.slug === "mini");
    const { body } = await get<ListBody>(`/api/v2/collection/list?id=${mood.id}&sub_id=${mini?.term_id}`);
    const slugs = products(body.data.list).map((p) => p.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.every((slug) => slug.startsWith("moodwater-60-"))).toBe(true);
    expect(body.pageinfo.itemCnt).toBe(slugs.length);
    const all = await get<ListBody>(`/api/v2/collection/list?id=${mood.id}&sub_id=0`);
    expect(all.body.pageinfo.itemCnt).toBeGreaterThan(slugs.length);
  });

  it("pages with per_page", async () => {
    const id = collection("all").id;
    const first = await get<ListBody>(`/api/v2/collection/list?id=${id}&type=priceAs&per_page=5`);
    const second = await get<ListBody>(`/api/v2/collection/list?id=${id}&type=priceAs&per_page=5&page=2`);
    expect(first.body.data.list).toHaveLength(5);
    expect(first.body.pageinfo.totalPageCnt).toBe(Math.ceil(first.body.pageinfo.itemCnt / 5));
    expect(second.body.data.list[0]?.data.slug).not.toBe(first.body.data.list[0]?.data.slug);
    const beyond = await get<ListBody>(`/api/v2/collection/list?id=${id}&per_page=5&page=999`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.list).toEqual([]);
  });

  it("lists an unexposed collection by its id too (reachable by URL)", async () => {
    const hidden = collections.find((c) => !(c as unknown as { isExpose: boolean }).isExpose);
    const { status } = await get<ListBody>(`/api/v2/collection/list?id=${hidden?.id}`);
    expect(status).toBe(200);
  });

  it.each([
    ["id=abc", 400, "컬렉션 번호를 다시 확인해주세요."],
    ["id=", 400, "컬렉션 번호를 다시 확인해주세요."],
    ["id=-1", 400, "컬렉션 번호를 다시 확인해주세요."],
    ["id=99999999999999", 400, "컬렉션 번호를 다시 확인해주세요."],
    ["id=9999", 404, "요청하신 컬렉션을 찾을 수 없어요."],
    ["id=1&type=cheapest", 400, "정렬 기준을 다시 확인해주세요."],
    ["id=1&sub_id=999", 404, "요청하신 세부 카테고리를 찾을 수 없어요."],
    ["id=1&sub_id=x", 400, "요청하신 세부 카테고리를 찾을 수 없어요."],
    ["id=1&page=0", 400, "페이지 번호를 다시 확인해주세요."],
    ["id=1&per_page=1000", 400, "페이지 번호를 다시 확인해주세요."],
  ])("answers odd input %s with %i and a Korean message", async (query, status, message) => {
    const response = await get<{ message: string }>(`/api/v2/collection/list?${query}`);
    expect(response.status).toBe(status);
    expect(response.body.message).toContain(message);
  });
});

describe("GET /api/product/{slug}", () => {
  type ProductBody = {
    product: Record<string, unknown> & {
      id: number;
      type: string;
      paths: { name: string; slug: string }[];
      product_variations: { id: number; stock_status: string; attributes: { name: string; option: string }[] }[];
      up_sale_products: { slug: string; add_product_wording: string; prices: { price: number } }[];
      cross_sale_products: { bro_product_title: string }[];
      additional_info: { login_required: boolean; one_purchased: boolean };
    };
    relatedProducts: { slug: string }[];
    event: { title: string; starts_at: string | null; ends_at: string | null } | null;
    eventBanner: { img: string } | null;
    shipping_available_today: boolean;
    productPage: { slug: string; mobile_content: unknown[]; navigation: { data: { title: string } }[] } | null;
  };

  it("answers product, relatedProducts, event, eventBanner, shipping_available_today and productPage", async () => {
    const { status, body } = await get<ProductBody>("/api/product/collins-incense");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      ["event", "eventBanner", "product", "productPage", "relatedProducts", "shipping_available_today"].sort(),
    );
    const { product } = body;
    for (const field of [
      "id",
      "slug",
      "type",
      "title",
      "name",
      "sub_title",
      "display_title1",
      "display_title2",
      "display_price",
      "display_regular_price",
      "price",
      "on_sale",
      "discount_rate",
      "origin_discount_rate",
      "rating_count",
      "average_rating",
      "stock_status",
      "images",
      "thumbnail",
      "url",
      "parent_product",
      "paths",
      "attributes",
      "product_variations",
      "up_sale_products",
      "cross_sale_products",
      "promo_text",
      "is_npay_available",
      "additional_info",
    ]) {
      expect(product, field).toHaveProperty(field);
    }
    expect(product.type).toBe("variable");
    expect(product.paths[0]).toEqual({ name: "인센스", slug: "fragrance" });
    expect(product.product_variations.length).toBeGreaterThanOrEqual(8);
    expect(product.product_variations.filter((v) => v.stock_status === "outofstock")).toHaveLength(1);
    expect(body.productPage?.navigation.length).toBeGreaterThanOrEqual(2);
    expect(body.productPage?.navigation[0]?.data.title).toBeTruthy();
  });

  it("prices an up-sale add-on by its promotion rule (3-kit 3,500 won with the incense)", async () => {
    const { body } = await get<ProductBody>("/api/product/collins-incense");
    const kit = body.product.up_sale_products.find((item) => item.slug === "incense-3-kit");
    expect(kit?.prices.price).toBe(3500);
    expect(kit?.add_product_wording).toBeTruthy();
  });

  it("marks members-only and one-per-order items in additional_info", async () => {
    expect((await get<ProductBody>("/api/product/secret-wish-set")).body.product.additional_info.login_required).toBe(
      true,
    );
    expect(
      (await get<ProductBody>("/api/product/a-card-gift-set-2021cal")).body.product.additional_info.one_purchased,
    ).toBe(true);
  });

  it("serves the hash-slug product that lists nowhere", async () => {
    expect((await get<ProductBody>("/api/product/7f3a9c2e")).status).toBe(200);
  });

  it("answers the event with its period, running now (issue 21)", async () => {
    const { body } = await get<ProductBody>("/api/product/collins-incense");
    expect(body.event?.title).toBe("인센스 함께 담기 혜택");
    const startsAt = Date.parse(body.event?.starts_at ?? "");
    const endsAt = Date.parse(body.event?.ends_at ?? "");
    expect(startsAt).toBeLessThan(Date.now());
    expect(endsAt).toBeGreaterThan(Date.now());
  });

  it("answers null event fields for a product without an event", async () => {
    const { body } = await get<ProductBody>("/api/product/collins-tote-bag");
    expect(body.event).toBeNull();
    expect(body.eventBanner).toBeNull();
  });

  it.each(["no-such-product", "..%2F..%2Fetc", "%E2%80%8B", "A".repeat(300)])(
    "answers an unknown slug (%s) with 404 and a Korean message",
    async (slug) => {
      const { status, body } = await get<{ message: string }>(`/api/product/${slug}`);
      expect(status).toBe(404);
      expect(body.message).toBe("요청하신 상품을 찾을 수 없어요.");
    },
  );

  it("pages the reviews of a product", async () => {
    const { status, body } = await get<{ reviews: { author: string; rating: number }[]; total: number }>(
      "/api/product/collins-incense/reviews",
    );
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.reviews[0]?.author).toMatch(/^.\*+$/);
  });
});

describe("GET /api/v2/search", () => {
  type SearchBody = { data: { data: { slug: string }[]; pageinfo: { itemCnt: number } } };
  const search = (keyword: string) => get<SearchBody>(`/api/v2/search?keyword=${encodeURIComponent(keyword)}`);

  it("finds 무드워터 from 무드, with the server's item count", async () => {
    const { status, body } = await search("무드");
    expect(status).toBe(200);
    const slugs = body.data.data.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(["moodwater-yuja", "moodwater-violet", "moodwater-juniper"]));
    expect(body.data.pageinfo.itemCnt).toBe(slugs.length);
  });

  it("ignores spaces and case: '무드 워터' and 'MOODWATER'-free Korean both match", async () => {
    const spaced = (await search("무드 워터")).body.data.data.map((p) => p.slug);
    expect(spaced).toContain("moodwater-yuja");
    expect((await search("무드워터")).body.data.data.map((p) => p.slug)).toContain("moodwater-yuja");
  });

  it("finds products by a scent name that is only an option (collins-incense has 유자)", async () => {
    expect((await search("유자")).body.data.data.map((p) => p.slug)).toEqual(
      expect.arrayContaining(["moodwater-yuja", "collins-incense"]),
    );
  });

  it("never lists the unlisted hash-slug product", async () => {
    expect((await search("히든")).body.data.data.map((p) => p.slug)).not.toContain("7f3a9c2e");
  });

  it.each(["", "   ", "없는상품이에요", "_", "\\", "'; DROP TABLE products; --"])(
    "answers odd input %j with an empty or matching list, never an error",
    async (keyword) => {
      const { status, body } = await search(keyword);
      expect(status).toBe(200);
      expect(body.data.pageinfo.itemCnt).toBe(body.data.data.length);
    },
  );

  it("answers an empty list for an empty keyword", async () => {
    expect((await search("")).body.data).toEqual({ data: [], pageinfo: { itemCnt: 0 } });
  });

  it("refuses a keyword longer than 50 characters with 400", async () => {
    const { status, body } = await get<{ message: string }>(`/api/v2/search?keyword=${"가".repeat(51)}`);
    expect(status).toBe(400);
    expect(body.message).toBe("검색어는 50자 이내로 입력해주세요.");
  });
});
