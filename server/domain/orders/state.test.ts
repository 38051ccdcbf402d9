// Issue 20: the order's state machine — every move a buyer or the operator may make, and the
// Korean 409 for any other.
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "../../db/schema";
import { DomainError } from "../errors";
import { type Actor, assertMove, canMove, orderStateMessages, shopperActionsOf } from "./state";

const ALLOWED: [OrderStatus, OrderStatus, Actor][] = [
  ["paid", "preparing", "operator"],
  ["paid", "shipped", "operator"],
  ["paid", "cancelled", "shopper"],
  ["preparing", "shipped", "operator"],
  ["preparing", "cancelled", "shopper"],
  ["shipped", "delivered", "operator"],
  ["delivered", "confirmed", "shopper"],
  ["delivered", "exchange_requested", "shopper"],
  ["delivered", "return_requested", "shopper"],
  ["exchange_requested", "exchanged", "operator"],
  ["exchange_requested", "delivered", "operator"],
  ["return_requested", "returned", "operator"],
  ["return_requested", "delivered", "operator"],
  ["exchanged", "confirmed", "shopper"],
];

describe("order state machine", () => {
  it("allows exactly the listed moves, each for its actor only", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ["shopper", "operator"] as const) {
          const listed = ALLOWED.some(([a, b, who]) => a === from && b === to && who === actor);
          expect(canMove(from, to, actor), `${from} → ${to} by ${actor}`).toBe(listed);
        }
      }
    }
  });

  it("refuses an illegal move with a Korean 409 naming the status", () => {
    const refusal = (() => {
      try {
        assertMove("cancelled", "confirmed", "shopper");
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: "conflict", message: "취소완료 상태의 주문은 구매확정할 수 없어요." });
    expect(() => assertMove("shipped", "cancelled", "shopper")).toThrow(orderStateMessages.cancelAfterShipping);
    expect(() => assertMove("delivered", "exchanged", "shopper")).toThrow(
      "배송완료 상태의 주문은 교환완료로 바꿀 수 없어요.",
    );
  });

  it("offers the buyer cancel before shipping, 배송조회 once sent, 구매확정 and 교환·반품 after delivery", () => {
    expect(shopperActionsOf({ status: "paid", trackingNumber: null })).toEqual(["cancel"]);
    expect(shopperActionsOf({ status: "preparing", trackingNumber: null })).toEqual(["cancel"]);
    expect(shopperActionsOf({ status: "shipped", trackingNumber: "601234567890" })).toEqual(["track"]);
    expect(shopperActionsOf({ status: "delivered", trackingNumber: "601234567890" })).toEqual([
      "track",
      "confirm",
      "claim",
    ]);
    expect(shopperActionsOf({ status: "confirmed", trackingNumber: "601234567890" })).toEqual(["track"]);
    expect(shopperActionsOf({ status: "cancelled", trackingNumber: null })).toEqual([]);
  });
});
