// Integration: coupons, review moderation, inquiries and the audit log in the console (issue #9),
// against the real app and a freshly seeded database. Refused input writes nothing; every change
// leaves one audit row.
import { and, count, desc, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember, signedInOperator } from "../../../tests/helpers/operator";
import { type Shopper, shopper } from "../../../tests/helpers/shopper";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { auditLog, coupons, inquiries, outboxMessages, products, reviews, users } from "../../db/schema";
import { communityMessages as m } from "../../domain/admin/community";

let t: TestApp;
let operator: Shopper & { email: string };
let member: Shopper & { email: string };

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  operator = await signedInOperator(t);
  member = await signedInMember(t);
});

afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

type Item = Record<string, unknown> & { id: number };
type Paged = { items: Item[]; page: number; pageCount: number; total: number };

const rowCount = async (table: typeof coupons | typeof auditLog | typeof outboxMessages) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const auditOf = (entity: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));

async function memberId(email: string): Promise<number> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error("no such member");
  return user.id;
}

describe("coupons in the console (spec §3 Coupon)", () => {
  const coupon = () => ({
    email: member.email,
    couponName: "봄맞이 감사 쿠폰",
    couponDescription: "30,000원 이상 구매 시 사용할 수 있어요.",
    couponAmount: 5000,
    minimumAmount: 30000,
    expiryDate: inDays(14),
  });

  it("issues a coupon to a member, who can use it at checkout, and audits it", async () => {
    const issued = await operator.call<{ item: Item }>("POST", "/api/admin/coupons", {
      ...coupon(),
      email: member.email.toUpperCase(),
    });
    expect(issued.status).toBe(201);
    expect(issued.body.item).toMatchObject({
      email: member.email,
      couponName: "봄맞이 감사 쿠폰",
      couponAmount: 5000,
      minimumAmount: 30000,
      usedOrderId: null,
      userId: await memberId(member.email),
    });
    expect(issued.body.item.kind).toMatch(/^manual-\d+-[0-9a-f]+$/);

    const mine = await member.call<{ id: number; coupon_name: string; display_amount: string }[]>(
      "GET",
      "/api/my/coupons",
    );
    expect(mine.body).toContainEqual(
      expect.objectContaining({ id: issued.body.item.id, coupon_name: "봄맞이 감사 쿠폰" }),
    );

    const [audit] = await auditOf("coupon", issued.body.item.id);
    expect(audit).toMatchObject({ action: "coupon.issue", operatorEmail: operator.email, before: null });
    expect(audit?.after).toMatchObject({ id: issued.body.item.id, couponAmount: 5000 });
  });

  it("issues the same coupon twice to one member (each manual coupon is its own kind)", async () => {
    const first = await operator.call<{ item: Item }>("POST", "/api/admin/coupons", coupon());
    const second = await operator.call<{ item: Item }>("POST", "/api/admin/coupons", coupon());
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.item.kind).not.toBe(second.body.item.kind);
  });

  it("allows any amount without a minimum, and reads a bare date as the end of that day in Korea", async () => {
    const issued = await operator.call<{ item: Item }>("POST", "/api/admin/coupons", {
      email: member.email,
      couponName: "사과 쿠폰",
      couponAmount: 50000,
      expiryDate: "2099-12-31",
    });
    expect(issued.status).toBe(201);
    expect(issued.body.item).toMatchObject({
      minimumAmount: 0,
      couponDescription: "",
      expiryDate: "2099-12-31T14:59:59.000Z",
    });
  });

  it("refuses bad input (the e-mail by the spec §5 pattern) with a Korean message and writes nothing", async () => {
    const cases: [unknown, string][] = [
      [undefined, m.coupon],
      [{}, m.memberEmail],
      [{ ...coupon(), email: "not-an-email" }, m.memberEmail],
      [{ ...coupon(), couponName: "   " }, m.couponName],
      [{ ...coupon(), couponName: "가".repeat(101) }, m.couponName],
      [{ ...coupon(), couponDescription: "가".repeat(201) }, m.couponDescription],
      [{ ...coupon(), couponAmount: 0 }, m.couponAmount],
      [{ ...coupon(), couponAmount: 1_000_001, minimumAmount: 0 }, m.couponAmount],
      [{ ...coupon(), couponAmount: 1500.5 }, m.couponAmount],
      [{ ...coupon(), couponAmount: "5000" }, m.couponAmount],
      [{ ...coupon(), minimumAmount: -1 }, m.minimumAmount],
      [{ ...coupon(), minimumAmount: 10_000_001 }, m.minimumAmount],
      // A "N원 이상 구매 시" coupon must take off less than N.
      [{ ...coupon(), couponAmount: 30000, minimumAmount: 30000 }, m.amountBelowMinimum],
      [{ ...coupon(), expiryDate: inDays(-1) }, m.expiryDate],
      [{ ...coupon(), expiryDate: "다음 주 금요일" }, m.expiryDate],
      [{ ...coupon(), expiryDate: "2099-02-30" }, m.expiryDate],
    ];
    const couponsBefore = await rowCount(coupons);
    const auditBefore = await rowCount(auditLog);
    for (const [body, message] of cases) {
      const answer = await operator.call<{ message: string }>("POST", "/api/admin/coupons", body);
      expect([JSON.stringify(body), answer.status, answer.body.message]).toEqual([JSON.stringify(body), 400, message]);
    }
    expect(await rowCount(coupons)).toBe(couponsBefore);
    expect(await rowCount(auditLog)).toBe(auditBefore);
  });

  it("answers 404 for an e-mail no member uses, writing nothing", async () => {
    const auditBefore = await rowCount(auditLog);
    const answer = await operator.call<{ message: string }>("POST", "/api/admin/coupons", {
      ...coupon(),
      email: "nobody-here@collins.kr",
    });
    expect([answer.status, answer.body.message]).toEqual([404, m.memberNotFound]);
    expect(await rowCount(auditLog)).toBe(auditBefore);
  });

  it("lists coupons by e-mail and state, 20 to a page, newest first", async () => {
    const shopperOf = await signedInMember(t);
    const userId = await memberId(shopperOf.email);
    const now = Date.now();
    await t.database.db.insert(coupons).values([
      ...Array.from({ length: 22 }, (_, n) => ({
        userId,
        kind: `test-unused-${n}`,
        couponName: `쿠폰 ${n}`,
        couponAmount: 1000,
        expiryDate: new Date(now + DAY_MS),
        createdAt: new Date(now + n * 1000),
      })),
      {
        userId,
        kind: "test-used",
        couponName: "사용한 쿠폰",
        couponAmount: 1000,
        usedOrderId: 1,
        expiryDate: new Date(now + DAY_MS),
      },
      { userId, kind: "test-expired", couponName: "지난 쿠폰", couponAmount: 1000, expiryDate: new Date(now - DAY_MS) },
    ]);
    // The welcome coupon of sign-up is unused too.
    const local = shopperOf.email.split("@")[0] ?? "";

    const first = await operator.call<Paged>("GET", `/api/admin/coupons?q=${local}&status=unused`);
    expect(first.status).toBe(200);
    expect({ page: first.body.page, pageCount: first.body.pageCount, total: first.body.total }).toEqual({
      page: 1,
      pageCount: 2,
      total: 23,
    });
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]).toMatchObject({ couponName: "쿠폰 21", email: shopperOf.email });
    const second = await operator.call<Paged>(
      "GET",
      `/api/admin/coupons?q=${local.toUpperCase()}&status=unused&page=2`,
    );
    expect(second.body.items.map((item) => item.couponName)).toEqual(["쿠폰 1", "쿠폰 0", "신규 회원 웰컴 쿠폰"]);

    const used = await operator.call<Paged>("GET", `/api/admin/coupons?q=${local}&status=used`);
    expect(used.body.items.map((item) => item.couponName)).toEqual(["사용한 쿠폰"]);
    const expired = await operator.call<Paged>("GET", `/api/admin/coupons?q=${local}&status=expired`);
    expect(expired.body.items.map((item) => item.couponName)).toEqual(["지난 쿠폰"]);
    const all = await operator.call<Paged>("GET", `/api/admin/coupons?q=${local}&status=`);
    expect(all.body.total).toBe(25);
    // A search word is matched literally: '%' is not a wildcard.
    const wildcard = await operator.call<Paged>("GET", "/api/admin/coupons?q=%25");
    expect(wildcard.body.items).toEqual([]);
  });

  it("refuses an unknown state, and keeps a page number inside the list as the other console lists do", async () => {
    const state = await operator.call<{ message: string }>("GET", "/api/admin/coupons?status=lost");
    expect([state.status, state.body.message]).toEqual([400, m.couponStatus]);
    const last = await operator.call<Paged>("GET", "/api/admin/coupons?page=999");
    expect([last.status, last.body.page]).toEqual([200, last.body.pageCount]);
    expect(last.body.items.length).toBeGreaterThan(0);
    const unreadable = await operator.call<Paged>("GET", "/api/admin/coupons?page=abc");
    expect([unreadable.status, unreadable.body.page]).toEqual([200, 1]);
  });

  it("deletes an unused coupon with an audit row, and refuses a used one (409)", async () => {
    const issued = await operator.call<{ item: Item }>("POST", "/api/admin/coupons", coupon());
    const id = issued.body.item.id;
    const deleted = await operator.call("DELETE", `/api/admin/coupons/${id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { ok: true }]);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.id, id))).toEqual([]);
    const [audit] = await auditOf("coupon", id);
    expect(audit).toMatchObject({ action: "coupon.delete", after: null, before: expect.objectContaining({ id }) });

    const again = await operator.call<{ message: string }>("DELETE", `/api/admin/coupons/${id}`);
    expect([again.status, again.body.message]).toEqual([404, m.couponNotFound]);

    const held = await operator.call<{ item: Item }>("POST", "/api/admin/coupons", coupon());
    await t.database.db.update(coupons).set({ usedOrderId: 1 }).where(eq(coupons.id, held.body.item.id));
    const refused = await operator.call<{ message: string }>("DELETE", `/api/admin/coupons/${held.body.item.id}`);
    expect([refused.status, refused.body.message]).toEqual([409, m.couponUsed]);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.id, held.body.item.id))).toHaveLength(1);
    expect((await auditOf("coupon", held.body.item.id)).map((row) => row.action)).toEqual(["coupon.issue"]);
  });
});

describe("review moderation", () => {
  async function productWithReviews() {
    const [row] = await t.database.db
      .select({ productId: reviews.productId, n: count() })
      .from(reviews)
      .where(eq(reviews.status, "published"))
      .groupBy(reviews.productId)
      .orderBy(desc(count()))
      .limit(1);
    if (!row || row.n < 2) throw new Error("the seed has no product with two reviews");
    const [product] = await t.database.db.select().from(products).where(eq(products.id, row.productId));
    const published = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, row.productId), eq(reviews.status, "published")));
    if (!product) throw new Error("no product");
    return { product, published };
  }

  const ratingOf = async (productId: number) => {
    const [product] = await t.database.db
      .select({ ratingCount: products.ratingCount, averageRating: products.averageRating })
      .from(products)
      .where(eq(products.id, productId));
    return product;
  };

  /** Two decimals, as the database rounds (integer arithmetic keeps halves exact). */
  const averageOf = (list: { rating: number }[]) =>
    Math.round((list.reduce((sum, r) => sum + r.rating, 0) * 100) / list.length) / 100;

  it("hides a review and the product's rating follows at once; publishing brings it back, both audited", async () => {
    const { product, published } = await productWithReviews();
    const [review, ...rest] = published;
    if (!review) throw new Error("no review");

    const hidden = await operator.call<{ item: Item }>("POST", `/api/admin/reviews/${review.id}/status`, {
      status: "hidden",
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.item).toMatchObject({
      id: review.id,
      status: "hidden",
      productName: product.name,
      productSlug: product.slug,
    });
    expect(await ratingOf(product.id)).toEqual({ ratingCount: rest.length, averageRating: averageOf(rest) });
    const shop = await shopper(t).call<{ product: { rating_count: number } }>("GET", `/api/product/${product.slug}`);
    expect(shop.body.product.rating_count).toBe(published.length - 1);

    const listed = await operator.call<Paged>("GET", `/api/admin/reviews?status=hidden&productId=${product.id}`);
    expect(listed.body.items.map((item) => item.id)).toEqual([review.id]);

    const shown = await operator.call<{ item: Item }>("POST", `/api/admin/reviews/${review.id}/status`, {
      status: "published",
    });
    expect(shown.body.item.status).toBe("published");
    expect(await ratingOf(product.id)).toEqual({ ratingCount: published.length, averageRating: averageOf(published) });
    expect((await auditOf("review", review.id)).map((row) => row.action)).toEqual(["review.publish", "review.hide"]);
  });

  it("setting the state a review already has writes no audit row", async () => {
    const { published } = await productWithReviews();
    const review = published[0];
    if (!review) throw new Error("no review");
    const auditBefore = await rowCount(auditLog);
    const answer = await operator.call<{ item: Item }>("POST", `/api/admin/reviews/${review.id}/status`, {
      status: "published",
    });
    expect([answer.status, answer.body.item.status]).toEqual([200, "published"]);
    expect(await rowCount(auditLog)).toBe(auditBefore);
  });

  it("refuses a bad state or an unknown review, changing nothing", async () => {
    const { product, published } = await productWithReviews();
    const review = published[0];
    if (!review) throw new Error("no review");
    const before = await ratingOf(product.id);
    for (const body of [undefined, {}, { status: "deleted" }]) {
      const answer = await operator.call<{ message: string }>("POST", `/api/admin/reviews/${review.id}/status`, body);
      expect([answer.status, answer.body.message]).toEqual([400, m.reviewStatus]);
    }
    const unknown = await operator.call<{ message: string }>("POST", "/api/admin/reviews/99999/status", {
      status: "hidden",
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, m.reviewNotFound]);
    expect(await ratingOf(product.id)).toEqual(before);
    const bad = await operator.call<{ message: string }>("GET", "/api/admin/reviews?productId=abc");
    expect([bad.status, bad.body.message]).toEqual([400, m.product]);
  });

  it("lists reviews 20 to a page, newest first", async () => {
    const answer = await operator.call<Paged>("GET", "/api/admin/reviews");
    const total = (await t.database.db.select({ n: count() }).from(reviews))[0]?.n ?? 0;
    expect({ total: answer.body.total, pageCount: answer.body.pageCount }).toEqual({
      total,
      pageCount: Math.max(1, Math.ceil(total / 20)),
    });
    expect(answer.body.items.length).toBe(Math.min(20, total));
    const dates = answer.body.items.map((item) => String(item.createdAt));
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("inquiries in the console", () => {
  const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
  let pngBytes: Buffer;
  let inquiryId: number;
  let laterId: number;

  async function submit(email: string, files: { name: string; bytes: Buffer }[]) {
    const form = new FormData();
    const fields = {
      type: "bulk",
      name: "박대표",
      phone: "010-2222-3333",
      email,
      message: "사내 선물로 인센스 세트 200개를 구매하고 싶어요. 견적 부탁드려요.",
      consent: "on",
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const file of files) form.append("attachments", new File([new Uint8Array(file.bytes)], file.name));
    const answer = await shopper(t).request("/api/inquiry", { method: "POST", body: form });
    expect(answer.status).toBe(200);
    const [stored] = await t.database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.email, email))
      .orderBy(desc(inquiries.id))
      .limit(1);
    if (!stored) throw new Error("inquiry not stored");
    return stored.id;
  }

  const textsTo = (inquiry: number) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `inquiry-answered:${inquiry}:%`));

  beforeAll(async () => {
    pngBytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c9b49a" } })
      .png()
      .toBuffer();
    inquiryId = await submit("buyer@company.co.kr", [
      { name: "견적 요청서 (최종).pdf", bytes: PDF },
      { name: "sample.png", bytes: pngBytes },
    ]);
    laterId = await submit("later@company.co.kr", []);
  });

  it("lists inquiries by state, newest first, and shows one", async () => {
    const open = await operator.call<Paged>("GET", "/api/admin/inquiries?status=open");
    expect(open.status).toBe(200);
    expect(open.body.items.map((item) => item.id).slice(0, 2)).toEqual([laterId, inquiryId]);
    expect(open.body).toMatchObject({ page: 1, pageCount: 1, total: 2 });

    const one = await operator.call<{ item: Item }>("GET", `/api/admin/inquiries/${inquiryId}`);
    expect(one.body.item).toMatchObject({
      id: inquiryId,
      email: "buyer@company.co.kr",
      status: "open",
      attachments: [expect.objectContaining({ name: "견적 요청서 (최종).pdf", type: "pdf" }), expect.anything()],
    });
    const unknown = await operator.call<{ message: string }>("GET", "/api/admin/inquiries/99999");
    expect([unknown.status, unknown.body.message]).toEqual([404, m.inquiryNotFound]);
    const state = await operator.call<{ message: string }>("GET", "/api/admin/inquiries?status=pending");
    expect([state.status, state.body.message]).toEqual([400, m.inquiryStatus]);
  });

  it("downloads an attachment with its type and name, to operators only", async () => {
    const pdf = await operator.request(`/api/admin/inquiries/${inquiryId}/attachments/0`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="__ ___ (__).pdf"; filename*=UTF-8''${encodeURIComponent("견적 요청서 ")}%28${encodeURIComponent("최종")}%29.pdf`,
    );
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);

    const png = await operator.request(`/api/admin/inquiries/${inquiryId}/attachments/1`);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await png.arrayBuffer()).equals(pngBytes)).toBe(true);

    for (const index of ["2", "-1", "first"]) {
      const missing = await operator.call<{ message: string }>(
        "GET",
        `/api/admin/inquiries/${inquiryId}/attachments/${index}`,
      );
      expect([index, missing.status, missing.body.message]).toEqual([index, 404, m.attachmentNotFound]);
    }
    expect((await member.request(`/api/admin/inquiries/${inquiryId}/attachments/0`)).status).toBe(403);
    expect((await shopper(t).request(`/api/admin/inquiries/${inquiryId}/attachments/0`)).status).toBe(401);
  });

  it("refuses an empty or too long answer, writing nothing", async () => {
    const auditBefore = await rowCount(auditLog);
    const outboxBefore = await rowCount(outboxMessages);
    for (const body of [undefined, {}, { answer: "   " }, { answer: 3 }, { answer: "가".repeat(901) }]) {
      const answer = await operator.call<{ message: string }>("POST", `/api/admin/inquiries/${inquiryId}/answer`, body);
      expect([answer.status, answer.body.message]).toEqual([400, m.answer]);
    }
    const [stored] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(stored).toMatchObject({ status: "open", answer: null, answeredAt: null });
    expect(await rowCount(auditLog)).toBe(auditBefore);
    expect(await rowCount(outboxMessages)).toBe(outboxBefore);
  });

  it("records the answer and texts it to the inquirer once", async () => {
    const reply = "200개 견적은 개당 28,000원이에요. 담당자가 내일 전화드릴게요.";
    const answered = await operator.call<{ item: Item }>("POST", `/api/admin/inquiries/${inquiryId}/answer`, {
      answer: `  ${reply}  `,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.item).toMatchObject({ status: "answered", answer: reply, answeredAt: expect.any(String) });

    const texts = await textsTo(inquiryId);
    expect(texts.map((text) => [text.recipient, text.body])).toEqual([
      ["010-2222-3333", `[콜린스] 문의하신 내용에 답변드려요.\n\n${reply}`],
    ]);
    // The same answer sent again (a double click) neither texts nor logs twice.
    const repeat = await operator.call("POST", `/api/admin/inquiries/${inquiryId}/answer`, { answer: reply });
    expect(repeat.status).toBe(200);
    expect(await textsTo(inquiryId)).toHaveLength(1);
    const [audit, ...older] = await auditOf("inquiry", inquiryId);
    expect(older).toEqual([]);
    expect(audit).toMatchObject({ action: "inquiry.answer", operatorEmail: operator.email });
    expect(audit?.before).toMatchObject({ status: "open", answer: null });
    expect(audit?.after).toMatchObject({ status: "answered", answer: reply });
  });

  it("closes an inquiry, which then cannot be answered (409)", async () => {
    const closed = await operator.call<{ item: Item }>("POST", `/api/admin/inquiries/${laterId}/close`);
    expect([closed.status, closed.body.item.status]).toEqual([200, "closed"]);
    expect((await auditOf("inquiry", laterId)).map((row) => row.action)).toEqual(["inquiry.close"]);

    const refused = await operator.call<{ message: string }>("POST", `/api/admin/inquiries/${laterId}/answer`, {
      answer: "답변드려요.",
    });
    expect([refused.status, refused.body.message]).toEqual([409, m.inquiryClosed]);
    expect(await textsTo(laterId)).toEqual([]);
    const [stored] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, laterId));
    expect(stored).toMatchObject({ status: "closed", answer: null });
  });
});

describe("the audit log in the console", () => {
  it("shows one record's entries newest first, up to the limit", async () => {
    const issued = await operator.call<{ item: Item }>("POST", "/api/admin/coupons", {
      email: member.email,
      couponName: "기록 확인 쿠폰",
      couponAmount: 1000,
      expiryDate: inDays(3),
    });
    await operator.call("DELETE", `/api/admin/coupons/${issued.body.item.id}`);

    const entries = await operator.call<{ items: Item[] }>(
      "GET",
      `/api/admin/audit?entity=coupon&entityId=${issued.body.item.id}`,
    );
    expect(entries.status).toBe(200);
    expect(entries.body.items.map((item) => [item.action, item.operatorEmail])).toEqual([
      ["coupon.delete", operator.email],
      ["coupon.issue", operator.email],
    ]);
    const one = await operator.call<{ items: Item[] }>("GET", "/api/admin/audit?limit=1");
    expect(one.body.items).toHaveLength(1);
    expect(one.body.items[0]?.action).toBe("coupon.delete");
  });

  it("refuses a limit above 200", async () => {
    for (const limit of ["201", "0", "many"]) {
      const answer = await operator.call<{ message: string }>("GET", `/api/admin/audit?limit=${limit}`);
      expect([limit, answer.status, answer.body.message]).toEqual([limit, 400, m.auditLimit]);
    }
  });
});
