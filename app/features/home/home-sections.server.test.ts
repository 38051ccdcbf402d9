// Issue 23 "Invalidate by product and collection (tags)": the home's sections are kept as catalog
// reads, and a change must drop the ones that show it. A collection's banner blocks are rows of its
// list, so their changes name the collection (migration 0027): the category banners carry the tag of
// every collection they show, and a new banner picture is on the home as soon as the change is heard.
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CacheTag, collectionTag } from "../../../core/page-cache";
import { collectionBlocks } from "../../../server/db/schema";
import { listCollections } from "../../../server/domain/catalog/collections";
import { readShopSettings } from "../../../server/domain/settings/shop-settings";
import { applyPageChange, PAGE_CHANGE_CHANNEL } from "../../../server/http/page-cache";
import { ReadCache } from "../../../server/http/read-cache";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { homeSections } from "./home-sections.server";

let database: TestDatabase;
let stop: () => Promise<void> = async () => undefined;
const reads = new ReadCache();

beforeAll(async () => {
  database = await createTestDatabase();
  stop = await database.listen(PAGE_CHANGE_CHANNEL, {
    onNotify: (payload) => applyPageChange([reads], payload),
    onLive: (live) => reads.setLive(live),
  });
});

afterAll(async () => {
  await stop();
  await database?.close();
});

/** Notifications arrive after commit. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** The home's category banners as a render reads them, with the tags the page would carry. */
async function banners() {
  const tags = new Set<CacheTag>();
  const context = { db: database.db, reads: reads.recording(tags) } as unknown as AppLoadContext;
  const settings = await readShopSettings(database.db);
  const sections = await homeSections(context, settings.home_sections, await listCollections(database.db));
  const categories = sections.find((section) => section.kind === "categories");
  if (categories?.kind !== "categories") throw new Error("the demo home shows its category banners");
  return { banners: categories.banners, tags };
}

describe("the home's category banners and the catalog cache", () => {
  it("show a collection's new banner picture once its change is heard, and tag the page with it", async () => {
    await settle();
    const before = await banners();
    const mood = (await listCollections(database.db)).find((collection) => collection.url === "mood");
    if (!mood) throw new Error("the demo catalog has the mood collection");
    expect(before.banners.map((banner) => banner.url)).toContain("mood");
    expect(before.tags).toContain(collectionTag(mood.id));

    await database.db
      .update(collectionBlocks)
      .set({ imgUrl: "/media/banners/mood-winter.jpg", imgUrlMobile: "/media/banners/mood-winter-square.jpg" })
      .where(and(eq(collectionBlocks.collectionId, mood.id), eq(collectionBlocks.blockType, "banner")));
    await settle();

    const after = await banners();
    expect(after.banners.find((banner) => banner.url === "mood")?.image.src).toBe(
      "/media/banners/mood-winter-square.jpg",
    );
  });
});
