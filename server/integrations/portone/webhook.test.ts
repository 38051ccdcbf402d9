import { describe, expect, it } from "vitest";
import { signPortOneWebhook, verifyPortOneWebhook } from "./webhook";

const SECRET = `whsec_${Buffer.from("collins-webhook-test-secret").toString("base64")}`;

const delivered = (raw: string) => {
  const headers = signPortOneWebhook(SECRET, "msg_test", new Date(), raw);
  return verifyPortOneWebhook(SECRET, raw, {
    id: headers["webhook-id"],
    timestamp: headers["webhook-timestamp"],
    signature: headers["webhook-signature"],
  });
};

describe("verifyPortOneWebhook", () => {
  it("reads a signed event", () => {
    expect(
      delivered(JSON.stringify({ type: "Transaction.Paid", data: { paymentId: "p-1", transactionId: "t-1" } })),
    ).toEqual({ type: "Transaction.Paid", paymentId: "p-1", transactionId: "t-1" });
  });

  it("reads a signed body that is not an event object (null, an array, a number) as an event without a payment", () => {
    for (const raw of ["null", "[]", "0", '"text"', '{"data":null}']) {
      expect(delivered(raw)).toEqual({ type: "", paymentId: null, transactionId: null });
    }
  });

  it("drops ids the database could not look up (a NUL character)", () => {
    const event = delivered(
      JSON.stringify({ type: "Transaction.Paid", data: { paymentId: "p\u0000", transactionId: "t" } }),
    );
    expect(event).toEqual({ type: "Transaction.Paid", paymentId: null, transactionId: "t" });
  });
});
