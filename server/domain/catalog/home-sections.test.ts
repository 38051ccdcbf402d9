// Issue 21 "Home that sells": what each of the home's sections shows, against the seeded catalog.
// Collection banners (the picture of each exposed collection's first banner), new arrivals (the
// newest published, listed products), the gift collection's products, and the newest photo reviews
// of products a shopper can open.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/helpers/test-db";
import { collectionBlocks, collections, productImages, products, reviews } from "../../db/schema";
import { listCollections } from "./collections";
import { collectionBanners, giftProducts, newArrivals, photoReviews } from "./home-sections";

const database = testDatabase();
const db = () => database.db;

async function productId(slug: string): Promise<number> {
  const [row] = await db().select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

async function collectionId(url: string): Promise<number> {
  const [row] = await db().select({ id: collections.id }).from(collections).where(eq(collections.url, url));
  if (!row) throw new Error(`no collection ${url}`);
  return row.id;
}

describe("collection banners", () => {
  it("shows each exposed collection but the whole catalog, in order, with its generated square picture", async () => {
    const banners = await collectionBanners(db(), await listCollections(db()));
    expect(banners.map((banner) => banner.url)).toEqual(["mood", "fragrance", "gift", "homewear", "hygiene", "goods"]);
    for (const banner of banners) {
      expect(banner.image.src).toBe(`/media/collections/${banner.url}-mobile.webp`);
      expect(banner.title).not.toBe("");
    }
  });

  it("leaves out a hidden collection and one without a banner", async () => {
    await db().update(collections).set({ isExpose: false }).where(eq(collections.url, "goods"));
    await db()
      .delete(collectionBlocks)
      .where(
        and(eq(collectionBlocks.collectionId, await collectionId("hygiene")), eq(collectionBlocks.blockType, "banner")),
      );
    expect((await collectionBanners(db(), await listCollections(db()))).map((banner) => banner.url)).toEqual([
      "mood",
      "fragrance",
      "gift",
      "homewear",
    ]);
  });
});

describe("new arrivals", () => {
  it("are the newest published, listed products, newest first", async () => {
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * 60_000);
    await db()
      .update(products)
      .set({ createdAt: at(1) })
      .where(eq(products.slug, "incense-holder"));
    await db()
      .update(products)
      .set({ createdAt: at(2) })
      .where(eq(products.slug, "lounge-set"));
    // Newer still, but hidden or unlisted: a shopper cannot find them.
    await db()
      .update(products)
      .set({ createdAt: at(3), status: "hidden" })
      .where(eq(products.slug, "room-socks"));
    await db()
      .update(products)
      .set({ createdAt: at(4), listed: false })
      .where(eq(products.slug, "linen-robe"));
    const cards = await newArrivals(db(), 4);
    expect(cards).toHaveLength(4);
    expect(cards.slice(0, 2).map((card) => card.slug)).toEqual(["lounge-set", "incense-holder"]);
    expect(cards.map((card) => card.slug)).not.toContain("room-socks");
    expect(cards.map((card) => card.slug)).not.toContain("linen-robe");
    expect(cards[0]).toMatchObject({ url: "/product/lounge-set", stock_status: expect.any(String) });
  });

  it("wait for a newly published product's photos: the section leads with pictures", async () => {
    const id = await productId("mood-soap-3scents");
    await db()
      .update(products)
      .set({ createdAt: new Date(Date.now() + 60 * 60_000), status: "publish", listed: true })
      .where(eq(products.id, id));
    const photos = await db().delete(productImages).where(eq(productImages.productId, id)).returning();
    expect(photos.length).toBeGreaterThan(0);
    expect((await newArrivals(db(), 4)).map((card) => card.slug)).not.toContain("mood-soap-3scents");

    await db().insert(productImages).values(photos);
    expect((await newArrivals(db(), 4))[0]?.slug).toBe("mood-soap-3scents");
  });
});

describe("the gift section", () => {
  it("shows the gift collection's first products in its own order, none once it is hidden", async () => {
    const gifts = await giftProducts(db(), await listCollections(db()), 4);
    expect(gifts.map((card) => card.slug)).toEqual([
      "collins-incense-giftset",
      "secret-wish-set",
      "moodwater-variety-3",
      "a-card-gift-set-2021cal",
    ]);
    expect(await giftProducts(db(), await listCollections(db()), 2)).toHaveLength(2);
    await db().update(collections).set({ isExpose: false }).where(eq(collections.url, "gift"));
    expect(await giftProducts(db(), await listCollections(db()), 4)).toEqual([]);
    await db().update(collections).set({ isExpose: true }).where(eq(collections.url, "gift"));
  });
});

describe("photo reviews", () => {
  it("are the newest published reviews with photos, of products a shopper can open, with the name masked", async () => {
    const seeded = await photoReviews(db(), 6);
    // The seed gives six reviews a photo; the newest (two days old) is of the honey badger chamber.
    expect(seeded).toHaveLength(6);
    expect(seeded.every((review) => review.photo.startsWith("/media/"))).toBe(true);
    const dates = await Promise.all(
      seeded.map(async (review) => {
        const [row] = await db().select({ at: reviews.createdAt }).from(reviews).where(eq(reviews.id, review.id));
        return row?.at.getTime() ?? 0;
      }),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(seeded[0]?.product.slug).toBe("incense-chamber-honeybadger");

    const incense = await productId("collins-incense");
    const socks = await productId("room-socks");
    const at = new Date(Date.now() + 60_000);
    const [upload, hidden, noPhoto, ofHidden] = await db()
      .insert(reviews)
      .values([
        {
          productId: incense,
          authorName: "김하늘",
          rating: 5,
          content: "사진 첨부해요.",
          images: ["/uploads/reviews/a.webp", "/uploads/reviews/b.webp"],
          createdAt: at,
        },
        {
          productId: incense,
          authorName: "이숨김",
          rating: 1,
          content: "숨긴 리뷰",
          images: ["/uploads/reviews/c.webp"],
          status: "hidden",
          createdAt: at,
        },
        { productId: incense, authorName: "박글만", rating: 4, content: "글만 써요.", createdAt: at },
        {
          productId: socks,
          authorName: "최양말",
          rating: 5,
          content: "숨긴 상품",
          images: ["/uploads/reviews/d.webp"],
          createdAt: at,
        },
      ])
      .returning({ id: reviews.id });
    await db().update(products).set({ status: "hidden" }).where(eq(products.id, socks));

    const latest = await photoReviews(db(), 3);
    expect(latest).toHaveLength(3);
    expect(latest[0]).toEqual({
      id: upload?.id,
      author: "김**",
      rating: 5,
      content: "사진 첨부해요.",
      photo: "/uploads/reviews/a-thumb.webp",
      product: { slug: "collins-incense", name: "콜린스 인센스" },
    });
    const ids = (await photoReviews(db(), 20)).map((review) => review.id);
    for (const left of [hidden, noPhoto, ofHidden]) expect(ids).not.toContain(left?.id);
  });
});
