// Issue 19: the console pages' loaders and actions, as a browser without scripts posts them. They
// refuse as /api/admin refuses (a guest goes to the login form, a member gets 403, another site's
// post 403) and check a form with the API's own schema, answering each refusal with its Korean
// message beside its field; a change goes through the API's domain function, audit entry included.
import { and, eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "../../../server/api/messages";
import { auditLog, products, users } from "../../../server/db/schema";
import { catalogEditorMessages } from "../../../server/domain/admin/catalog/messages";
import { orderAdminMessages } from "../../../server/domain/admin/orders";
import { createSession } from "../../../server/domain/auth/sessions";
import { setLogLevel } from "../../../server/log";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { action as couponsAction } from "../../routes/admin/coupons";
import { action as orderAction } from "../../routes/admin/order";
import { action as productAction, loader as productLoader } from "../../routes/admin/product";
import type { ConsoleAnswer } from "./answer";

let database: TestDatabase;
let context: AppLoadContext;
let operatorCookie: string;
let memberCookie: string;
let productId: number;

const COOKIE = "collins_session";

async function sessionOf(email: string, role: "member" | "owner") {
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: "x", firstName: "하늘", role })
    .returning();
  return `${COOKIE}=${await createSession(database.db, user?.id ?? 0)}`;
}

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  context = {
    db: database.db,
    publicBaseUrl: "http://shop.test",
    sessionCookie: { name: COOKIE, secure: false },
  } as AppLoadContext;
  operatorCookie = await sessionOf("operator@collins.kr", "owner");
  memberCookie = await sessionOf("member@collins.kr", "member");
  const [product] = await database.db.select().from(products).where(eq(products.slug, "moodwater-yuja"));
  productId = product?.id ?? 0;
});

afterAll(async () => {
  await database.close();
});

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { host: "shop.test", "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

type Answer = UNSAFE_DataWithResponseInit<ConsoleAnswer>;
const answered = (result: unknown) => result as Answer;

/** What a loader or action threw: a redirect Response or a 403 data. */
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    return { status: (error as Answer).init?.status ?? 0 };
  }
  throw new Error("nothing was thrown");
}

const productArgs = (request: Request) =>
  ({ request, context, params: { id: String(productId) } }) as Parameters<typeof productAction>[0];

/** The product's editor form as the page sends it, with `change` applied. */
async function productForm(change: Record<string, string>) {
  const { product } = await productLoader(
    productArgs(new Request(`http://shop.test/admin/products/${productId}`, { headers: { cookie: operatorCookie } })),
  );
  if (!product) throw new Error("no product");
  const fields: Record<string, string> = { intent: "save" };
  for (const [name, value] of Object.entries(product)) {
    if (value === null) fields[name] = "";
    else if (typeof value === "boolean") {
      if (value) fields[name] = "on";
    } else if (typeof value === "object") fields[name] = JSON.stringify(value);
    else fields[name] = String(value);
  }
  return { ...fields, ...change };
}

describe("the console's loaders and actions refuse as the API does", () => {
  it("sends a guest to the login form and back, and refuses a member with 403", async () => {
    const guest = await thrown(() =>
      productAction(productArgs(post(`/admin/products/${productId}`, { intent: "save" }))),
    );
    expect(guest).toEqual({
      status: 302,
      location: `/login/form?next=${encodeURIComponent(`/admin/products/${productId}`)}`,
    });
    const page = await thrown(() =>
      productLoader(productArgs(new Request(`http://shop.test/admin/products/${productId}`))),
    );
    expect(page.status).toBe(302);

    const member = await thrown(() =>
      productAction(productArgs(post(`/admin/products/${productId}`, { intent: "save" }, { cookie: memberCookie }))),
    );
    expect(member.status).toBe(403);
    const memberPage = await thrown(() =>
      productLoader(
        productArgs(new Request(`http://shop.test/admin/products/${productId}`, { headers: { cookie: memberCookie } })),
      ),
    );
    expect(memberPage.status).toBe(403);
  });

  it("refuses a post from another site's page, even an operator's, and changes nothing", async () => {
    const form = await productForm({ name: "다른 사이트가 바꾼 이름" });
    const foreign = answered(
      await productAction(
        productArgs(
          post(`/admin/products/${productId}`, form, { cookie: operatorCookie, origin: "https://evil.example" }),
        ),
      ),
    );
    expect(foreign.init?.status).toBe(403);
    expect(foreign.data.message).toBe(apiMessages.foreignOrigin);
    const [row] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(row?.name).not.toBe("다른 사이트가 바꾼 이름");
  });

  it("answers invalid input with the API schema's Korean message beside its field, and the form as sent", async () => {
    const form = await productForm({ slug: "무드워터 유자", regularPrice: "삼만원" });
    const refused = answered(
      await productAction(productArgs(post(`/admin/products/${productId}`, form, { cookie: operatorCookie }))),
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      form: "save",
      errors: { slug: catalogEditorMessages.slug, regularPrice: catalogEditorMessages.price },
      values: { slug: "무드워터 유자", regularPrice: "삼만원" },
    });

    const stock = answered(
      await productAction(
        productArgs(
          post(`/admin/products/${productId}`, { intent: "stock", quantity: "-3" }, { cookie: operatorCookie }),
        ),
      ),
    );
    expect(stock.init?.status).toBe(400);
    expect(stock.data.form).toBe("stock-product");
    expect(stock.data.errors.quantity).toBeTruthy();
  });

  it("saves a product through the action with the API's audit entry", async () => {
    const form = await productForm({ promoText: "콘솔 폼으로 저장한 문구" });
    const saved = answered(
      await productAction(productArgs(post(`/admin/products/${productId}`, form, { cookie: operatorCookie }))),
    );
    expect([saved.data.message, saved.data.errors]).toEqual([undefined, {}]);
    expect(saved.data).toMatchObject({ form: "save", ok: "저장했어요." });
    const [row] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(row?.promoText).toBe("콘솔 폼으로 저장한 문구");
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "product"), eq(auditLog.entityId, String(productId))));
    expect(audit.map((entry) => [entry.action, entry.operatorEmail])).toContainEqual([
      "product.update",
      "operator@collins.kr",
    ]);
  });

  it("refuses an order's shipping without a tracking number and an unknown order", async () => {
    const args = (id: string, fields: Record<string, string>) =>
      ({
        request: post(`/admin/orders/${id}`, fields, { cookie: operatorCookie }),
        context,
        params: { id },
      }) as Parameters<typeof orderAction>[0];
    const unknown = answered(await orderAction(args("999999", { intent: "status", status: "preparing" })));
    expect(unknown.init?.status).toBe(404);
    const badTracking = answered(
      await orderAction(
        args("999999", { intent: "status", status: "shipped", courier: "CJ대한통운", trackingNumber: "12" }),
      ),
    );
    expect(badTracking.init?.status).toBe(400);
    expect(badTracking.data.errors).toEqual({ trackingNumber: orderAdminMessages.invalidTrackingNumber });
  });

  it("refuses a coupon whose amount is no number, beside the field", async () => {
    const refused = answered(
      await couponsAction({
        request: post(
          "/admin/coupons",
          {
            intent: "issue",
            email: "member@collins.kr",
            couponName: "감사 쿠폰",
            couponAmount: "천원",
            minimumAmount: "",
            expiryDate: "2099-12-31T23:59",
          },
          { cookie: operatorCookie },
        ),
        context,
        params: {},
      } as Parameters<typeof couponsAction>[0]),
    );
    expect(refused.init?.status).toBe(400);
    expect(Object.keys(refused.data.errors)).toEqual(["couponAmount"]);
  });
});
