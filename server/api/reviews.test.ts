// Integration: a buyer's photo review (issue #7; spec §5 image upload rules): one review per paid
// order line, photos checked by name, size and content and re-encoded, the product's rating
// following, and nothing stored when anything is refused.
import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutFlow } from "../../tests/helpers/checkout-flow";
import { routedFetch, type Shopper, shopper } from "../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { orderLines, orders, products, reviewHelpful, reviews } from "../db/schema";
import { helpfulMessages } from "../domain/reviews/helpful";
import { reviewMessages } from "../domain/reviews/write-review";
import { uploadGate } from "../domain/uploads/gate";
import { uploadMessages } from "../domain/uploads/images";

let t: TestApp;
const { buy } = checkoutFlow(() => t);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" }, { fetchImpl: routedFetch(() => t) });
});

afterAll(async () => {
  await t.close();
});

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#c9b49a" } })
    .png()
    .toBuffer();

async function member(name: string) {
  const s = shopper(t);
  const signed = await s.call("POST", "/api/signup", {
    email: `${name}-${Date.now()}@collins.kr`,
    password: "collins-review-2026!",
    first_name: "하늘",
    last_name: "김",
    phone: "010-2020-3030",
    agree_terms: true,
    agree_privacy: true,
  });
  expect(signed.status).toBe(200);
  return s;
}

/** Moves the order of a line to a status, as the operator's 배송 완료 (or the buyer's 구매확정) would. */
async function setStatus(lineId: number, status: "paid" | "shipped" | "delivered" | "confirmed" | "cancelled") {
  const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.id, lineId));
  if (!line) throw new Error("no order line");
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, line.orderId));
}

async function deliveredLineOf(s: Shopper) {
  const line = await lineOf(s);
  await setStatus(line.id, "delivered");
  return line;
}

async function lineOf(s: Shopper) {
  const orders = await s.call<{ lines: { id: number; reviewed: boolean; product_id: number }[] }[]>(
    "GET",
    "/api/my/orders",
  );
  const line = orders.body[0]?.lines[0];
  if (!line) throw new Error("no order line");
  return line;
}

function post(s: Shopper, fields: Record<string, string>, files: { name: string; bytes: Uint8Array | Buffer }[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append("photos", new File([new Uint8Array(file.bytes)], file.name));
  return s.request("/api/reviews", { method: "POST", body: form });
}

const uploaded = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, "uploads", "reviews"));
  } catch {
    return [];
  }
};

describe("photo reviews", () => {
  it("lets a buyer review a bought line once, with photos re-encoded, and updates the rating", async () => {
    const s = await member("reviewer");
    await buy(s, "incense-holder", 1);
    const line = await deliveredLineOf(s);
    expect(line.reviewed).toBe(false);
    const [before] = await t.database.db.select().from(products).where(eq(products.id, line.product_id));
    const answer = await post(
      s,
      { order_line_id: String(line.id), rating: "4", content: "향이 은은하고 공간에 오래 남아요 🌿 다시 살게요" },
      [
        { name: "holder.PNG", bytes: await png() },
        {
          name: "desk.jpg",
          bytes: await sharp(await png())
            .jpeg()
            .toBuffer(),
        },
      ],
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ message: reviewMessages.saved });

    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.orderLineId, line.id));
    expect(stored).toMatchObject({
      rating: 4,
      authorName: "김하늘",
      content: "향이 은은하고 공간에 오래 남아요 다시 살게요",
    });
    expect(stored?.images).toHaveLength(2);
    const photo = await t.app.request(stored?.images[0] ?? "");
    expect(photo.status).toBe(200);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe("webp");

    const [after] = await t.database.db.select().from(products).where(eq(products.id, line.product_id));
    expect(after?.ratingCount).toBe((before?.ratingCount ?? 0) + 1);
    const listed = await s.call<{ reviews: { content: string; author: string }[] }>(
      "GET",
      `/api/product/${after?.slug}/reviews`,
    );
    expect(listed.body.reviews[0]).toMatchObject({ author: "김**", content: stored?.content });
    expect((await lineOf(s)).reviewed).toBe(true);

    const again = await post(s, { order_line_id: String(line.id), rating: "5", content: "두 번째 리뷰를 써볼게요" });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(reviewMessages.already);
  });

  it("refuses a renamed executable, a 21 MB file, a wrong type and a stranger, storing nothing", async () => {
    const s = await member("careful");
    await buy(s, "incense-holder", 1);
    const line = await deliveredLineOf(s);
    const fields = { order_line_id: String(line.id), rating: "5", content: "정말 마음에 드는 향이에요" };
    const filesBefore = uploaded().length;
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(2048, 1)]);
    const huge = Buffer.concat([await png(), Buffer.alloc(21 * 1024 * 1024)]);
    const cases: [{ name: string; bytes: Buffer }[], number, string][] = [
      [[{ name: "photo.png", bytes: elf }], 400, uploadMessages.notAnImage],
      [[{ name: "photo.jpg", bytes: huge }], 400, uploadMessages.tooLarge],
      [[{ name: "photo.gif", bytes: await png() }], 400, uploadMessages.extension],
      [[{ name: "run.exe", bytes: elf }], 400, uploadMessages.extension],
      [
        // Real photos: each is checked as it arrives, so only the sixth is refused, for its number.
        await Promise.all(Array.from({ length: 6 }, async (_, i) => ({ name: `p${i}.png`, bytes: await png() }))),
        400,
        uploadMessages.tooMany(5),
      ],
    ];
    for (const [files, status, message] of cases) {
      const answer = await post(s, fields, files);
      expect(answer.status, files[0]?.name).toBe(status);
      expect((await answer.json()).message).toBe(message);
    }
    // A good photo next to a bad one: neither is kept.
    const mixed = await post(s, fields, [
      { name: "good.png", bytes: await png() },
      { name: "bad.png", bytes: elf },
    ]);
    expect(mixed.status).toBe(400);
    expect(uploaded().length).toBe(filesBefore);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.orderLineId, line.id))).toHaveLength(0);

    for (const [extra, message] of [
      [{ rating: "6" }, reviewMessages.rating],
      [{ content: "짧아요" }, reviewMessages.text],
      // PostgreSQL cannot store a NUL character: refused, never a server error.
      [{ content: `${fields.content}\u0000` }, reviewMessages.text],
    ] as const) {
      const answer = await post(s, { ...fields, ...extra });
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toBe(message);
    }

    const stranger = await member("stranger");
    const refused = await post(stranger, fields);
    expect(refused.status).toBe(403);
    expect((await post(shopper(t), fields)).status).toBe(401);
  });

  it("refuses a stranger from the fields alone, before a photo that never ends is received (issue 18)", async () => {
    const s = await member("owner");
    await buy(s, "incense-holder", 1);
    const line = await deliveredLineOf(s);
    const stranger = await member("slow-stranger");
    const boundary = "----collins-review-boundary";
    const fields = { order_line_id: String(line.id), rating: "5", content: "정말 마음에 드는 향이에요" };
    const head = [
      ...Object.entries(fields).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ].join("");
    const photo = await png();
    const sent = { cancelled: false };
    // The photo's first bytes, then nothing more: the answer must not wait for it.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        controller.enqueue(new Uint8Array(photo.subarray(0, 16)));
      },
      cancel() {
        sent.cancelled = true;
      },
    });
    const filesBefore = uploaded().length;
    const answer = await stranger.request("/api/reviews", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(answer.status).toBe(403);
    expect((await answer.json()).message).toBe(reviewMessages.notYours);
    expect(sent.cancelled).toBe(true);
    expect(uploadGate.inUse).toBe(0);
    expect(uploaded().length).toBe(filesBefore);
  }, 10_000);
});

describe("reviews after delivery (issue 20)", () => {
  const text = "받아보니 사진보다 결이 고와요. 매일 쓰고 있어요.";

  it("§2 product page reviews: no review while paid or shipped, a Korean 409; after 배송완료 or 구매확정 it is written with the option bought", async () => {
    const s = await member("after-delivery");
    await buy(s, "incense-holder", 1);
    const line = await lineOf(s);
    await t.database.db.update(orderLines).set({ optionName: "우드" }).where(eq(orderLines.id, line.id));
    for (const status of ["paid", "shipped"] as const) {
      await setStatus(line.id, status);
      const early = await post(s, { order_line_id: String(line.id), rating: "5", content: text }, [
        { name: "early.png", bytes: await png() },
      ]);
      expect(early.status, status).toBe(409);
      expect((await early.json()).message).toBe(reviewMessages.notDelivered);
    }
    await setStatus(line.id, "cancelled");
    expect((await post(s, { order_line_id: String(line.id), rating: "5", content: text })).status).toBe(403);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.orderLineId, line.id))).toHaveLength(0);

    await setStatus(line.id, "confirmed");
    const saved = await post(s, { order_line_id: String(line.id), rating: "5", content: text });
    expect(saved.status).toBe(200);
    const listed = await s.call<{ reviews: { content: string; option: string; helpful: number }[] }>(
      "GET",
      "/api/product/incense-holder/reviews",
    );
    expect(listed.body.reviews[0]).toMatchObject({ content: text, option: "우드", helpful: 0 });
  });

  it("§2 product page reviews: 도움돼요 once per member, not on one's own review, guests sent to log in", async () => {
    const author = await member("helpful-author");
    await buy(author, "incense-holder", 1);
    const line = await deliveredLineOf(author);
    const written = await post(author, { order_line_id: String(line.id), rating: "4", content: text });
    const { id } = (await written.json()) as { id: number };

    const own = await author.call("POST", `/api/reviews/${id}/helpful`);
    expect(own).toMatchObject({ status: 403, body: { message: helpfulMessages.own } });
    const guest = await shopper(t).call("POST", `/api/reviews/${id}/helpful`);
    expect(guest).toMatchObject({ status: 401, body: { message: helpfulMessages.login } });

    const reader = await member("helpful-reader");
    const first = await reader.call("POST", `/api/reviews/${id}/helpful`);
    expect(first).toMatchObject({ status: 200, body: { helpful: 1, message: helpfulMessages.marked } });
    // The bound: a second mark (even at once) changes nothing.
    const again = await Promise.all([1, 2, 3].map(() => reader.call("POST", `/api/reviews/${id}/helpful`)));
    for (const answer of again) {
      expect(answer).toMatchObject({ status: 200, body: { helpful: 1, message: helpfulMessages.already } });
    }
    const other = await member("helpful-other");
    expect((await other.call("POST", `/api/reviews/${id}/helpful`)).body).toMatchObject({ helpful: 2 });
    expect(await t.database.db.select().from(reviewHelpful).where(eq(reviewHelpful.reviewId, id))).toHaveLength(2);

    for (const bad of ["0", "abc", "99999999999", "2147483647"]) {
      const answer = await reader.call("POST", `/api/reviews/${bad}/helpful`);
      expect(answer.status, bad).toBe(bad === "2147483647" ? 404 : 400);
      expect((answer.body as { message: string }).message).toBe(helpfulMessages.notFound);
    }
    await t.database.db.update(reviews).set({ status: "hidden" }).where(eq(reviews.id, id));
    expect((await other.call("POST", `/api/reviews/${id}/helpful`)).status).toBe(404);
    await t.database.db.update(reviews).set({ status: "published" }).where(eq(reviews.id, id));
  });

  it("§2 product page reviews: 최신순, 별점순 and 포토리뷰 on GET /api/product/{slug}/reviews; an unknown order is a 400", async () => {
    const s = await member("views");
    for (const _ of [1, 2]) await buy(s, "incense-holder", 1);
    const orders = await s.call<{ lines: { id: number }[] }[]>("GET", "/api/my/orders");
    const [newer, older] = orders.body.map((order) => order.lines[0]?.id ?? 0);
    await setStatus(older ?? 0, "delivered");
    await setStatus(newer ?? 0, "delivered");
    await post(s, { order_line_id: String(older), rating: "5", content: `${text} 별 다섯` }, [
      { name: "a.png", bytes: await png() },
    ]);
    await post(s, { order_line_id: String(newer), rating: "1", content: `${text} 별 하나` });

    type Listed = { reviews: { content: string; rating: number; images: string[] }[] };
    const latest = await s.call<Listed>("GET", "/api/product/incense-holder/reviews");
    expect(latest.body.reviews[0]?.content).toBe(`${text} 별 하나`);
    const rated = await s.call<Listed>("GET", "/api/product/incense-holder/reviews?review_sort=rating");
    const ratings = rated.body.reviews.map((review) => review.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const photos = await s.call<Listed>("GET", "/api/product/incense-holder/reviews?review_filter=photo");
    expect(photos.body.reviews.length).toBeGreaterThan(0);
    expect(photos.body.reviews.every((review) => review.images.length > 0)).toBe(true);
    expect(photos.body.reviews[0]?.content).toBe(`${text} 별 다섯`);
    for (const bad of ["review_sort=best", "review_filter=video"]) {
      expect((await s.call("GET", `/api/product/incense-holder/reviews?${bad}`)).status, bad).toBe(400);
    }
  });
});
