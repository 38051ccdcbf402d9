// Issue 21 "event banners that carry their event's words": the product response carries its
// event's period, and a shopper sees an event from a month before it starts until it ends.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seoulDay } from "../../../core/dates";
import { testDatabase } from "../../../tests/helpers/test-db";
import { events, productEvents, products } from "../../db/schema";
import { getProductResponse } from "./product-detail";

const database = testDatabase();
const db = () => database.db;

async function eventIdOf(slug: string): Promise<number> {
  const [row] = await db()
    .select({ id: productEvents.eventId })
    .from(productEvents)
    .innerJoin(products, eq(products.id, productEvents.productId))
    .where(eq(products.slug, slug));
  if (!row) throw new Error(`no event for ${slug}`);
  return row.id;
}

async function shownAt(slug: string, at: string) {
  const response = await getProductResponse(db(), slug, new Date(at));
  return { event: response?.event?.title ?? null, banner: response?.eventBanner?.img ?? null };
}

describe("the product's event", () => {
  it("answers the seeded year-end event with its period, 11.20 – 12.31 in Seoul of the seed's year (its 20 % is on now)", async () => {
    const { year } = seoulDay(new Date());
    const response = await getProductResponse(db(), "incense-woody-pr2404", new Date(`${year}-11-27T03:00:00Z`));
    expect(response?.event).toMatchObject({
      title: "연말 인센스 기획전",
      starts_at: `${year}-11-19T15:00:00.000Z`,
      ends_at: `${year}-12-31T14:59:59.000Z`,
    });
    expect(response?.eventBanner?.img).toBe("/media/events/year-end-incense.webp");
  });

  it("announces an event a month ahead, shows it while it runs, and hides banner and benefits once it ended", async () => {
    const slug = "incense-woody-pr2404";
    await db()
      .update(events)
      .set({ startsAt: new Date("2026-11-30T15:00:00Z"), endsAt: new Date("2026-12-31T14:59:59Z") })
      .where(eq(events.id, await eventIdOf(slug)));
    const shown = { event: "연말 인센스 기획전", banner: "/media/events/year-end-incense.webp" };
    const hidden = { event: null, banner: null };
    // 31 October, 30 days and a second before 1 December in Seoul: too early.
    expect(await shownAt(slug, "2026-10-31T14:59:59Z")).toEqual(hidden);
    // A November shop announces its December event.
    expect(await shownAt(slug, "2026-10-31T15:00:00Z")).toEqual(shown);
    expect(await shownAt(slug, "2026-11-27T03:00:00Z")).toEqual(shown);
    expect(await shownAt(slug, "2026-12-15T03:00:00Z")).toEqual(shown);
    expect(await shownAt(slug, "2026-12-31T14:59:58Z")).toEqual(shown);
    // Its last second has passed: no banner, and no event for the 이벤트 혜택 tab and section.
    expect(await shownAt(slug, "2026-12-31T15:00:00Z")).toEqual(hidden);
    expect(await shownAt(slug, "2027-01-05T03:00:00Z")).toEqual(hidden);
  });

  it("shows an event without dates at any time, with null dates", async () => {
    const id = await eventIdOf("collins-incense");
    await db().update(events).set({ startsAt: null, endsAt: null }).where(eq(events.id, id));
    const response = await getProductResponse(db(), "collins-incense", new Date("2031-06-01T00:00:00Z"));
    expect(response?.event).toMatchObject({ id, starts_at: null, ends_at: null });
  });
});
