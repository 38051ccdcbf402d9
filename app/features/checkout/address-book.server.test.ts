// Issue 20, the address book through the pages' loaders and actions as a browser posts them (PGlite,
// or PostgreSQL with TEST_DATABASE_URL): a member's checkout with 기본 배송지로 저장 ticked keeps
// the spec §7 shipping payload as their default, the next checkout starts from it, 배송지 선택
// (`?address=`) picks another; a guest's box is ignored; a full book is refused beside the box
// before any order; the account page's 기본으로 설정 and 삭제 touch only the member's own.
import { count, eq } from "drizzle-orm";
import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ADDRESSES } from "../../../core/address-book";
import { apiMessages } from "../../../server/api/messages";
import { SESSION_COOKIE } from "../../../server/api/session-cookie";
import { memberAddresses, orders, products } from "../../../server/db/schema";
import { keepAddress, listAddresses } from "../../../server/domain/account/addresses";
import { addressBookMessages } from "../../../server/domain/account/messages";
import { userOfSession } from "../../../server/domain/auth/sessions";
import { setLogLevel } from "../../../server/log";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-db";
import { accountLoader, signupAction } from "../account/account.server";
import { type AddressAnswer, addressAction } from "../account/address-book.server";
import { cartAction } from "../cart/cart.server";
import { type CheckoutAnswer, checkoutAction, checkoutLoader } from "./checkout.server";

let database: TestDatabase;
let context: AppLoadContext;
let yujaId: number;
let clients = 0;

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
  context = {
    db: database.db,
    clientKey: "198.51.100.40",
    sessionCookie: { name: SESSION_COOKIE, secure: false },
  } as AppLoadContext;
  const [row] = await database.db.select().from(products).where(eq(products.slug, "moodwater-yuja"));
  if (!row) throw new Error("no moodwater-yuja in the seed");
  await database.db.update(products).set({ stockQuantity: 500 }).where(eq(products.id, row.id));
  yujaId = row.id;
});

afterAll(async () => {
  await database.close();
});

/** Each shopper its own client address, so the checkout and sign-up limits of one do not meet another's. */
const asNewClient = () => ({ ...context, clientKey: `198.51.100.${++clients}` }) as AppLoadContext;

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { host: "shop.test", "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
const get = (path: string, cookie: string) => new Request(`http://shop.test${path}`, { headers: { cookie } });
const answer = (result: unknown) => result as UNSAFE_DataWithResponseInit<CheckoutAnswer>;

let emails = 0;
/** A member signed up through the page, with one yuja in their cart. */
async function memberWithCart() {
  const client = asNewClient();
  const signed = await signupAction(
    post("/signup/form", {
      email: `book-page${++emails}@collins.kr`,
      password: "향기로운하루2026!",
      password_confirm: "향기로운하루2026!",
      last_name: "김",
      first_name: "하늘",
      phone: "01012345678",
      agree_terms: "on",
      agree_privacy: "on",
    }),
    client,
  );
  const session = (signed as Response).headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.split(";")[0];
  if (!session) throw new Error("no session");
  const user = await userOfSession(database.db, session.split("=")[1]);
  if (!user) throw new Error("no member");
  await addYuja(session);
  return { cookie: session, userId: user.id, client };
}

async function addYuja(cookie: string) {
  const added = await cartAction(
    post("/cart", { intent: "add", product_id: String(yujaId), variation_id: "", quantity: "1" }, { cookie }),
    context,
  );
  expect((added as Response).status).toBe(302);
}

/** The checkout form as a shopper fills it (spec §3 shipping payload fields). */
const details = {
  first_name: "김하늘",
  phone: "01012345678",
  postcode: "04778",
  address_1: "서울 성동구 성수이로 78",
  address_2: "3층",
  email: "",
  billing_phone: "",
  note_preset: "",
  coupon_id: "",
  payment_method: "card",
  agree: "on",
};

const orderCount = async () => (await database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe("checkout with the address book (issue 20; spec §4 Checkout, §7 initCheckout shipping)", () => {
  it("keeps a ticked address as the member's default and starts the next checkout from it", async () => {
    const { cookie, userId, client } = await memberWithCart();
    const first = await checkoutLoader(get("/checkout", cookie), client);
    expect(first.addresses).toEqual([]);
    expect(first.member).toMatchObject({ first_name: "김하늘", postcode: "", address_1: "" });

    const placed = answer(
      await checkoutAction(post("/checkout", { ...details, save_address: "on" }, { cookie }), client),
    );
    expect(placed.data.order?.id).toBeGreaterThan(0);
    const book = await listAddresses(database.db, userId);
    expect(book).toMatchObject([
      { recipientName: "김하늘", phone: "010-1234-5678", postcode: "04778", address2: "3층", isDefault: true },
    ]);

    // Paid or not, the next checkout starts from the default (the unpaid attempt's details aside).
    await database.db.update(orders).set({ status: "paid" }).where(eq(orders.userId, userId));
    const next = await checkoutLoader(get("/checkout", cookie), client);
    expect(next.kept).toBeNull();
    expect(next.member).toMatchObject({ postcode: "04778", address_1: "서울 성동구 성수이로 78", address_2: "3층" });
    expect(next.pickedAddressId).toBe(book[0]?.id);
  });

  it("leaves the book alone when the box is not ticked, and ignores a guest's", async () => {
    const { cookie, userId, client } = await memberWithCart();
    const placed = answer(await checkoutAction(post("/checkout", details, { cookie }), client));
    expect(placed.data.order).toBeDefined();
    expect(await listAddresses(database.db, userId)).toEqual([]);

    const guest = await cartAction(
      post("/cart", { intent: "add", product_id: String(yujaId), variation_id: "", quantity: "1" }),
      context,
    );
    const guestCookie = (guest as Response).headers.get("set-cookie")?.split(";")[0] ?? "";
    const before = (await database.db.select({ n: count() }).from(memberAddresses))[0]?.n;
    const guestOrder = answer(
      await checkoutAction(
        post("/checkout", { ...details, email: "guest@collins.kr", save_address: "on" }, { cookie: guestCookie }),
        asNewClient(),
      ),
    );
    expect(guestOrder.data.order).toBeDefined();
    expect((await database.db.select({ n: count() }).from(memberAddresses))[0]?.n).toBe(before);
    expect((await checkoutLoader(get("/checkout", guestCookie), context)).addresses).toEqual([]);
  });

  it("offers every saved address in 배송지 선택 and fills the form with the one picked by ?address=", async () => {
    const { cookie, userId, client } = await memberWithCart();
    const home = await keepAddress(database.db, userId, { ...toAddress(details) }, { makeDefault: true });
    const office = await keepAddress(
      database.db,
      userId,
      { ...toAddress(details), postcode: "06236", address_1: "서울 강남구 테헤란로 152", address_2: "12층" },
      { makeDefault: false },
    );
    const page = await checkoutLoader(get("/checkout", cookie), client);
    expect(page.addresses).toEqual([
      { id: home.id, recipient: "김하늘", line: "[04778] 서울 성동구 성수이로 78 3층", isDefault: true },
      { id: office.id, recipient: "김하늘", line: "[06236] 서울 강남구 테헤란로 152 12층", isDefault: false },
    ]);
    expect(page.pickedAddressId).toBe(home.id);

    const picked = await checkoutLoader(get(`/checkout?buy=now&address=${office.id}`, cookie), client);
    expect(picked.buyNow).toBe(true);
    expect(picked.pickedAddressId).toBe(office.id);
    expect(picked.member).toMatchObject({ postcode: "06236", address_2: "12층" });

    // An unpaid attempt's details come back, but an address picked by hand wins over its address.
    answer(
      await checkoutAction(post("/checkout", { ...details, note_preset: "경비실에 맡겨주세요" }, { cookie }), client),
    );
    const kept = await checkoutLoader(get(`/checkout?address=${office.id}`, cookie), client);
    expect(kept.kept).toMatchObject({ postcode: "06236", address_2: "12층", note_preset: "경비실에 맡겨주세요" });
    // Without a pick the form starts from the unpaid attempt's address, and so does the choice shown.
    expect((await checkoutLoader(get("/checkout", cookie), client)).pickedAddressId).toBe(home.id);
    answer(await checkoutAction(post("/checkout", { ...details, address_2: "5층" }, { cookie }), client));
    const unsaved = await checkoutLoader(get("/checkout", cookie), client);
    expect(unsaved.kept).toMatchObject({ address_2: "5층" });
    expect(unsaved.pickedAddressId).toBeNull();

    // Someone else's address, or nonsense, is no pick: the default stays.
    const stranger = await memberWithCart();
    for (const address of [String(office.id), "abc", "-1"]) {
      const other = await checkoutLoader(get(`/checkout?address=${address}`, stranger.cookie), stranger.client);
      expect(other.member?.postcode).toBe("");
      expect(other.pickedAddressId).toBeNull();
    }
  });

  it(`refuses a new address beside the box when ${MAX_ADDRESSES} are saved, before any order`, async () => {
    const { cookie, userId, client } = await memberWithCart();
    for (let n = 0; n < MAX_ADDRESSES; n++) {
      await keepAddress(
        database.db,
        userId,
        { ...toAddress(details), address_2: `${n + 1}호` },
        { makeDefault: false },
      );
    }
    const before = await orderCount();
    const refused = answer(
      await checkoutAction(
        post("/checkout", { ...details, address_2: "새 주소", save_address: "on" }, { cookie }),
        client,
      ),
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      errors: { save_address: addressBookMessages.full(MAX_ADDRESSES) },
      values: { address_2: "새 주소", save_address: "on" },
    });
    expect(await orderCount()).toBe(before);
    // Unticked, the same order goes through.
    const placed = answer(
      await checkoutAction(post("/checkout", { ...details, address_2: "새 주소" }, { cookie }), client),
    );
    expect(placed.data.order).toBeDefined();
    expect(await listAddresses(database.db, userId)).toHaveLength(MAX_ADDRESSES);
  });
});

describe("account page 배송지 관리 (issue 20)", () => {
  const addressAnswer = (result: unknown) => result as UNSAFE_DataWithResponseInit<AddressAnswer>;
  const act = (cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const request = post("/account", fields, { cookie, ...headers });
    const form = new URLSearchParams(fields);
    const formData = new FormData();
    for (const [name, value] of form) formData.append(name, value);
    return addressAction(request, formData, context, async () => {
      const user = await userOfSession(database.db, cookie.split("=")[1]);
      if (!user) throw new Error("no member");
      return user;
    });
  };

  it("lists the saved addresses, sets another as the default and deletes one", async () => {
    const { cookie, userId } = await memberWithCart();
    const home = await keepAddress(database.db, userId, toAddress(details), { makeDefault: true });
    const office = await keepAddress(
      database.db,
      userId,
      { ...toAddress(details), postcode: "06236", address_1: "서울 강남구 테헤란로 152", address_2: "12층" },
      { makeDefault: false },
    );
    const page = await accountLoader(get("/account", cookie), context);
    expect(page.addresses).toEqual([
      {
        id: home.id,
        recipient: "김하늘",
        phone: "010-1234-5678",
        line: "[04778] 서울 성동구 성수이로 78 3층",
        isDefault: true,
      },
      {
        id: office.id,
        recipient: "김하늘",
        phone: "010-1234-5678",
        line: "[06236] 서울 강남구 테헤란로 152 12층",
        isDefault: false,
      },
    ]);

    const made = (await act(cookie, { intent: "address-default", address_id: String(office.id) })) as Response;
    expect(made.status).toBe(302);
    expect(made.headers.get("location")).toBe("/account#addresses");
    expect((await accountLoader(get("/account", cookie), context)).user.shipping).toMatchObject({ postcode: "06236" });

    await act(cookie, { intent: "address-delete", address_id: String(office.id) });
    const after = await accountLoader(get("/account", cookie), context);
    expect(after.addresses.map((a) => [a.id, a.isDefault])).toEqual([[home.id, true]]);
  });

  it("refuses another member's address, a bad id and another site's post with a Korean message", async () => {
    const owner = await memberWithCart();
    const other = await memberWithCart();
    const home = await keepAddress(database.db, owner.userId, toAddress(details), { makeDefault: true });
    const foreign = addressAnswer(
      await act(
        owner.cookie,
        { intent: "address-delete", address_id: String(home.id) },
        { origin: "https://evil.test" },
      ),
    );
    expect(foreign.init?.status).toBe(403);
    expect(foreign.data).toEqual({ addressError: apiMessages.foreignOrigin });
    for (const id of [String(home.id), "abc", "99999999999"]) {
      const refused = addressAnswer(await act(other.cookie, { intent: "address-delete", address_id: id }));
      expect(refused.init?.status, id).toBe(404);
      expect(refused.data).toEqual({ addressError: addressBookMessages.notFound });
    }
    expect(await listAddresses(database.db, owner.userId)).toHaveLength(1);
  });
});

function toAddress(form: typeof details) {
  return {
    first_name: form.first_name,
    last_name: "",
    postcode: form.postcode,
    address_1: form.address_1,
    address_2: form.address_2,
    phone: "010-1234-5678",
  };
}
