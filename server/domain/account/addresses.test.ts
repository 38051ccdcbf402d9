// Issue 20, the address book on PGlite (or PostgreSQL with TEST_DATABASE_URL), with migration 0018
// applied: one place kept once, one default mirrored into users.shipping (spec §3 "User: shipping"),
// at most MAX_ADDRESSES with a Korean refusal, a member's own addresses only, cascade on deletion.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_ADDRESSES } from "../../../core/address-book";
import { testDatabase } from "../../../tests/helpers/test-db";
import { type Address, memberAddresses, users } from "../../db/schema";
import { DomainError } from "../errors";
import { deleteAddress, keepAddress, listAddresses, setDefaultAddress } from "./addresses";
import { ADDRESS_BOOK_FULL, addressBookMessages } from "./messages";

const database = testDatabase();
let members = 0;

async function member(): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `book${++members}@collins.kr`, firstName: "하늘", lastName: "김" })
    .returning();
  if (!row) throw new Error("no member");
  return row.id;
}

const home: Address = {
  first_name: "김하늘",
  last_name: "",
  postcode: "04778",
  address_1: "서울 성동구 성수이로 78",
  address_2: "3층",
  phone: "010-1234-5678",
};
const office: Address = { ...home, postcode: "06236", address_1: "서울 강남구 테헤란로 152", address_2: "12층" };

const shippingOfMember = async (userId: number) =>
  (await database.db.select().from(users).where(eq(users.id, userId)))[0]?.shipping;

describe("address book (issue 20; spec §3 User shipping)", () => {
  it("makes the first address the default and mirrors it into users.shipping", async () => {
    const userId = await member();
    const kept = await keepAddress(database.db, userId, home, { makeDefault: false });
    expect(kept).toMatchObject({ recipientName: "김하늘", postcode: "04778", isDefault: true });
    expect(await shippingOfMember(userId)).toEqual(home);
  });

  it("keeps one entry for one place, refreshed with the latest recipient and phone", async () => {
    const userId = await member();
    await keepAddress(database.db, userId, home, { makeDefault: true });
    await keepAddress(
      database.db,
      userId,
      { ...home, first_name: "김바다", phone: "010-9999-8888" },
      {
        makeDefault: true,
      },
    );
    const book = await listAddresses(database.db, userId);
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({ recipientName: "김바다", phone: "010-9999-8888", isDefault: true });
  });

  it("has one default: a new default takes over, setDefaultAddress switches back", async () => {
    const userId = await member();
    const first = await keepAddress(database.db, userId, home, { makeDefault: true });
    const second = await keepAddress(database.db, userId, office, { makeDefault: true });
    let book = await listAddresses(database.db, userId);
    expect(book.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await shippingOfMember(userId))?.postcode).toBe("06236");

    await setDefaultAddress(database.db, userId, first.id);
    book = await listAddresses(database.db, userId);
    expect(book.filter((a) => a.isDefault).map((a) => a.id)).toEqual([first.id]);
    expect((await shippingOfMember(userId))?.postcode).toBe("04778");

    // A non-default address kept again stays as it is.
    await keepAddress(database.db, userId, office, { makeDefault: false });
    expect((await listAddresses(database.db, userId)).find((a) => a.isDefault)?.id).toBe(first.id);
  });

  it("refuses two defaults in the database itself (the partial unique index)", async () => {
    const userId = await member();
    await keepAddress(database.db, userId, home, { makeDefault: true });
    await expect(
      database.db.insert(memberAddresses).values({
        userId,
        recipientName: "김하늘",
        phone: home.phone,
        postcode: office.postcode,
        address1: office.address_1,
        isDefault: true,
      }),
    ).rejects.toThrow();
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses, refusing the next new place in Korean`, async () => {
    const userId = await member();
    for (let n = 0; n < MAX_ADDRESSES; n++) {
      await keepAddress(database.db, userId, { ...home, address_2: `${n + 1}호` }, { makeDefault: false });
    }
    const refused = keepAddress(database.db, userId, office, { makeDefault: true }).catch((error) => error);
    const error = await refused;
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: "invalid",
      message: addressBookMessages.full(MAX_ADDRESSES),
      status: ADDRESS_BOOK_FULL,
    });
    expect(addressBookMessages.full(MAX_ADDRESSES)).toBe(
      "배송지는 10개까지 저장할 수 있어요. 쓰지 않는 배송지를 삭제한 뒤 다시 저장해주세요.",
    );
    // A place already kept is still refreshed when the book is full.
    await keepAddress(database.db, userId, { ...home, address_2: "3호" }, { makeDefault: true });
    const book = await listAddresses(database.db, userId);
    expect(book).toHaveLength(MAX_ADDRESSES);
    expect(book[0]).toMatchObject({ address2: "3호", isDefault: true });
  });

  it("holds the bound when two checkouts keep new places at once", async () => {
    const userId = await member();
    for (let n = 0; n < MAX_ADDRESSES - 1; n++) {
      await keepAddress(database.db, userId, { ...home, address_2: `${n + 1}호` }, { makeDefault: false });
    }
    const results = await Promise.allSettled([
      keepAddress(database.db, userId, office, { makeDefault: true }),
      keepAddress(database.db, userId, { ...office, address_2: "13층" }, { makeDefault: true }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const book = await listAddresses(database.db, userId);
    expect(book).toHaveLength(MAX_ADDRESSES);
    expect(book.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("deletes only the member's own address; the newest other one becomes the default", async () => {
    const userId = await member();
    const stranger = await member();
    const first = await keepAddress(database.db, userId, home, { makeDefault: true }, new Date("2026-01-01"));
    const second = await keepAddress(database.db, userId, office, { makeDefault: false }, new Date("2026-02-01"));
    const third = await keepAddress(
      database.db,
      userId,
      { ...office, address_2: "13층" },
      { makeDefault: false },
      new Date("2026-01-15"),
    );
    await expect(deleteAddress(database.db, stranger, first.id)).rejects.toMatchObject({
      kind: "not_found",
      message: addressBookMessages.notFound,
    });
    await expect(setDefaultAddress(database.db, stranger, second.id)).rejects.toMatchObject({ kind: "not_found" });

    await deleteAddress(database.db, userId, first.id);
    let book = await listAddresses(database.db, userId);
    expect(book.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
    expect((await shippingOfMember(userId))?.address_2).toBe("12층");

    await deleteAddress(database.db, userId, third.id);
    await deleteAddress(database.db, userId, second.id);
    book = await listAddresses(database.db, userId);
    expect(book).toEqual([]);
    expect(await shippingOfMember(userId)).toBeNull();
  });

  it("goes with the member when the member is deleted (cascade)", async () => {
    const userId = await member();
    await keepAddress(database.db, userId, home, { makeDefault: true });
    await database.db.delete(users).where(eq(users.id, userId));
    expect(await database.db.select().from(memberAddresses).where(eq(memberAddresses.userId, userId))).toEqual([]);
  });
});
