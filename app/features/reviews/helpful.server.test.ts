// Issue 20: 도움돼요 as the product page's route action, posted by the plain form beside each review
// (before and after the scripts run). A guest is sent to log in and comes back to the product page's
// reviews in the same view; a member marks a review once (a second press changes nothing), another
// member adds to the count; a member's own review, an unknown review and another site's post are
// refused with the API's status and a Korean message.
import { and, eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "../../../server/api/messages";
import { SESSION_COOKIE } from "../../../server/api/session-cookie";
import { products, reviewHelpful, reviews } from "../../../server/db/schema";
import { userOfSession } from "../../../server/domain/auth/sessions";
import { helpfulMessages } from "../../../server/domain/reviews/helpful";
import { setLogLevel } from "../../../server/log";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { loginAction, nextAfterLogin, signupAction } from "../account/account.server";
import { type HelpfulAnswer, helpfulAction } from "./helpful.server";

let database: TestDatabase;
let context: AppLoadContext;
let clients = 0;

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  context = {
    db: database.db,
    clientKey: "198.51.100.40",
    sessionCookie: { name: SESSION_COOKIE, secure: false },
  } as AppLoadContext;
});

afterAll(async () => {
  await database.close();
});

const asNewClient = () => ({ ...context, clientKey: `198.51.100.${100 + ++clients}` }) as AppLoadContext;

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { host: "shop.test", "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

const sessionOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.split(";")[0] ?? "";

let emails = 0;
const PASSWORD = "향기로운하루2026!";

/** A member signed up through the page, with the cookie of their session. */
async function member() {
  const email = `helpful${++emails}@collins.kr`;
  const answer = (await signupAction(
    post("/signup/form", {
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      last_name: "한",
      first_name: "도움",
      phone: "01055554444",
      agree_terms: "on",
      agree_privacy: "on",
    }),
    asNewClient(),
  )) as Response;
  const cookie = sessionOf(answer);
  const user = await userOfSession(database.db, cookie.split("=")[1]);
  if (!user) throw new Error("no member");
  return { email, cookie, id: user.id };
}

/** A published review of collins-incense, by `userId` (null: a seeded one). */
async function review(userId: number | null = null) {
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, "collins-incense"));
  const [row] = await database.db
    .insert(reviews)
    .values({
      productId: product?.id ?? 0,
      authorName: "윤서아",
      userId,
      optionName: "우드",
      rating: 5,
      content: "은은한 우드 향이 오래 가서 좋아요.",
    })
    .returning({ id: reviews.id });
  return row?.id ?? 0;
}

type Answer = UNSAFE_DataWithResponseInit<HelpfulAnswer>;

/** 도움돼요 as the form beside a review posts it, from the product page in its 별점순 view. */
const press = (reviewId: number | string, cookie?: string, headers: Record<string, string> = {}) =>
  helpfulAction(
    post(
      "/product/collins-incense?review_sort=rating",
      { review_id: String(reviewId) },
      { ...(cookie ? { cookie } : {}), ...headers },
    ),
    asNewClient(),
  ) as Promise<Answer>;

const countOf = async (reviewId: number) => {
  const [row] = await database.db.select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
  return row?.n;
};

describe("도움돼요 (the product page's action)", () => {
  it("sends a guest to log in, and the login back to the product page's reviews in the same view", async () => {
    const reviewId = await review();
    const thrown = await press(reviewId).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const redirect = thrown as Response;
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get("location") ?? "";
    expect(location).toBe(`/login/form?next=${encodeURIComponent("/product/collins-incense?review_sort=rating")}`);
    expect(await countOf(reviewId)).toBe(0);

    // The login form posts to its own address, ?next= and all.
    const { email } = await member();
    const login = (await loginAction(post(location, { email, password: PASSWORD }), asNewClient())) as Response;
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/product/collins-incense?review_sort=rating#review");
  });

  it("marks a review once per member, and another member adds to the count", async () => {
    const reviewId = await review();
    const first = await member();
    const second = await member();

    const marked = await press(reviewId, first.cookie);
    expect(marked.init?.status ?? 200).toBe(200);
    expect(marked.data).toEqual({ reviewId, helpful: 1, message: helpfulMessages.marked, ok: true });

    const again = await press(reviewId, first.cookie);
    expect(again.data).toEqual({ reviewId, helpful: 1, message: helpfulMessages.already, ok: true });
    expect(await countOf(reviewId)).toBe(1);

    const other = await press(reviewId, second.cookie);
    expect(other.data).toEqual({ reviewId, helpful: 2, message: helpfulMessages.marked, ok: true });
    expect(await countOf(reviewId)).toBe(2);
    const marks = await database.db.select().from(reviewHelpful).where(eq(reviewHelpful.reviewId, reviewId));
    expect(marks.map((mark) => mark.userId).sort()).toEqual([first.id, second.id].sort());
  });

  it("refuses a member's own review, an unknown or hidden review and a malformed one, beside that review", async () => {
    const writer = await member();
    const own = await review(writer.id);
    const ownAnswer = await press(own, writer.cookie);
    expect(ownAnswer.init?.status).toBe(403);
    expect(ownAnswer.data).toEqual({ reviewId: own, message: helpfulMessages.own, ok: false });

    const hidden = await review();
    await database.db.update(reviews).set({ status: "hidden" }).where(eq(reviews.id, hidden));
    for (const reviewId of [hidden, 2_000_000_000]) {
      const answer = await press(reviewId, writer.cookie);
      expect(answer.init?.status).toBe(404);
      expect(answer.data).toEqual({ reviewId, message: helpfulMessages.notFound, ok: false });
    }
    for (const reviewId of ["", "abc", "-3", "1.5", "99999999999"]) {
      const answer = await press(reviewId, writer.cookie);
      expect(answer.init?.status, reviewId).toBe(400);
      expect(answer.data).toEqual({ reviewId: 0, message: helpfulMessages.notFound, ok: false });
    }
    expect(
      await database.db
        .select()
        .from(reviewHelpful)
        .where(and(eq(reviewHelpful.userId, writer.id))),
    ).toEqual([]);
  });

  it("refuses a post from another site's page and counts nothing", async () => {
    const reviewId = await review();
    const { cookie } = await member();
    const answer = await press(reviewId, cookie, { origin: "https://evil.example" });
    expect(answer.init?.status).toBe(403);
    expect(answer.data.message).toBe(apiMessages.foreignOrigin);
    expect(await countOf(reviewId)).toBe(0);
  });
});

describe("the login's way back (nextAfterLogin)", () => {
  it("goes back to a product page with a simple query, to its reviews; anything else goes to the account", () => {
    const nextOf = (next: string) => nextAfterLogin(`http://shop.test/login/form?next=${encodeURIComponent(next)}`);
    expect(nextOf("/product/collins-incense")).toBe("/product/collins-incense#review");
    expect(nextOf("/product/collins-incense?review_sort=rating&review_filter=photo")).toBe(
      "/product/collins-incense?review_sort=rating&review_filter=photo#review",
    );
    expect(nextOf("/admin/orders")).toBe("/admin/orders");
    for (const next of [
      "//evil.example/product/x",
      "https://evil.example/product/x",
      "/product/../admin",
      "/product/a/b",
      "/product/x?next=//evil.example",
      "/product/x?a=<script>",
      "/product/x#top",
      "/cart",
    ]) {
      expect(nextOf(next), next).toBe("/account");
    }
  });
});
