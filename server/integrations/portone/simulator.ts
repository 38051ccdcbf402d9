// A local stand-in for PortOne V2 under /_sim/portone, used when no PortOne keys are configured:
// the payment window (approve / fail / close, popup style on desktop and redirect style on
// phones), PortOne's REST API (`GET /payments/{id}`, `POST /payments/{id}/cancel`, same auth and
// answer shapes) and a sender of signed webhooks — at once, twice, late, or on demand. Its
// payments live in the database (sim_payments), so they survive a restart of the app.
import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { formatWon } from "../../../core/price";
import type { Db } from "../../db/client";
import { simPayments } from "../../db/schema";
import { errorFields, log } from "../../log";
import { onShopOrigin, simulatorPage } from "../simulator-page";
import { PORTONE_SIMULATOR_PATH, type PortOneSettings } from "./config";
import { signPortOneWebhook } from "./webhook";

export type WebhookTiming = "now" | "twice" | "late" | "none";

const LATE_WEBHOOK_MS = 3_000;

type SimPayment = typeof simPayments.$inferSelect;

export function portOneSimulator({
  db,
  settings,
  fetchImpl = fetch,
}: {
  db: Db;
  settings: PortOneSettings;
  fetchImpl?: typeof fetch;
}): Hono<{ Variables: { nonce: string } }> {
  const app = new Hono<{ Variables: { nonce: string } }>();

  const find = async (paymentId: string) =>
    (await db.select().from(simPayments).where(eq(simPayments.paymentId, paymentId)).limit(1))[0] ?? null;

  const sendWebhook = async (payment: SimPayment, type: string) => {
    const body = JSON.stringify({
      type,
      timestamp: new Date().toISOString(),
      data: { storeId: settings.storeId, paymentId: payment.paymentId, transactionId: payment.txId },
    });
    const headers = signPortOneWebhook(settings.webhookSecret, `msg_${randomUUID()}`, new Date(), body);
    try {
      const response = await fetchImpl(payment.noticeUrl ?? settings.webhookUrl, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      log.info("portone simulator webhook sent", { paymentId: payment.paymentId, type, status: response.status });
      return response.status;
    } catch (error) {
      log.warn("portone simulator webhook failed", { paymentId: payment.paymentId, ...errorFields(error) });
      return 0;
    }
  };

  const deliver = async (payment: SimPayment, type: string, timing: WebhookTiming) => {
    if (timing === "none") return;
    if (timing === "late") {
      setTimeout(() => void sendWebhook(payment, type), LATE_WEBHOOK_MS).unref();
      return;
    }
    await sendWebhook(payment, type);
    if (timing === "twice") await sendWebhook(payment, type);
  };

  const authorised = (header: string | undefined) => {
    const given = Buffer.from((header ?? "").replace(/^PortOne\s+/i, ""));
    const expected = Buffer.from(settings.apiSecret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  // The window the browser SDK would open: the shop sends what `requestPayment` receives.
  app.get("/window", async (c) => {
    const query = c.req.query();
    const paymentId = query.paymentId ?? "";
    const amount = Number(query.totalAmount);
    if (!paymentId || !Number.isInteger(amount) || amount < 0 || query.storeId !== settings.storeId) {
      return c.text("잘못된 결제 요청이에요. (storeId, paymentId, totalAmount)", 400);
    }
    // The simulator calls back and sends the browser back only to the shop itself (no SSRF, no open redirect).
    const noticeUrl = query.noticeUrl ? onShopOrigin(query.noticeUrl, settings.webhookUrl) : null;
    const returnUrl = query.redirectUrl ? onShopOrigin(query.redirectUrl, settings.webhookUrl) : null;
    if ((query.noticeUrl && !noticeUrl) || (query.redirectUrl && !returnUrl)) {
      return c.text("noticeUrl과 redirectUrl은 이 상점의 주소여야 해요.", 400);
    }
    const existing = await find(paymentId);
    if (existing && existing.status !== "READY") return c.text("이미 처리된 결제예요.", 409);
    const values = {
      paymentId,
      provider: "portone" as const,
      status: "READY",
      orderName: query.orderName ?? "",
      amount,
      currency: query.currency ?? "KRW",
      payMethod: query.payMethod ?? "CARD",
      customData: query.customData ?? null,
      noticeUrl: noticeUrl?.toString() ?? null,
      returnUrl: returnUrl?.toString() ?? null,
    };
    await db.insert(simPayments).values(values).onConflictDoUpdate({ target: simPayments.paymentId, set: values });
    const mode = query.mode === "redirect" ? "redirect" : "popup";
    return c.html(windowPage({ paymentId, orderName: values.orderName, amount, mode, payMethod: values.payMethod }));
  });

  app.post("/window/decide", async (c) => {
    const form = await c.req.parseBody();
    const payment = await find(String(form.paymentId ?? ""));
    if (!payment) return c.text("결제를 찾을 수 없어요.", 404);
    const mode = form.mode === "redirect" ? "redirect" : "popup";
    const timing = (["now", "twice", "late", "none"] as const).find((t) => t === form.webhook) ?? "now";
    let outcome: { paymentId: string; txId?: string; code?: string; message?: string };
    if (form.decision === "approve" && payment.status === "READY") {
      const txId = randomUUID();
      const [paid] = await db
        .update(simPayments)
        .set({ status: "PAID", txId, paidAt: new Date() })
        .where(eq(simPayments.paymentId, payment.paymentId))
        .returning();
      if (paid) await deliver(paid, "Transaction.Paid", timing);
      outcome = { paymentId: payment.paymentId, txId };
    } else if (form.decision === "fail" && payment.status === "READY") {
      const [failed] = await db
        .update(simPayments)
        .set({ status: "FAILED", txId: randomUUID() })
        .where(eq(simPayments.paymentId, payment.paymentId))
        .returning();
      if (failed) await deliver(failed, "Transaction.Failed", timing);
      outcome = { paymentId: payment.paymentId, code: "PG_PROVIDER_ERROR", message: "카드사에서 승인을 거절했어요." };
    } else {
      outcome = { paymentId: payment.paymentId, code: "PAY_PROCESS_CANCELED", message: "결제를 취소했어요." };
    }
    if (mode === "redirect" && payment.returnUrl) {
      const target = new URL(payment.returnUrl);
      for (const [key, value] of Object.entries(outcome)) if (value) target.searchParams.set(key, value);
      return c.redirect(target.toString(), 302);
    }
    return c.html(popupResultPage(outcome, c.get("nonce")));
  });

  app.get("/payments/:id", async (c) => {
    if (!authorised(c.req.header("authorization"))) return c.json({ type: "UNAUTHORIZED", message: "" }, 401);
    const payment = await find(c.req.param("id"));
    if (payment?.provider !== "portone") {
      return c.json({ type: "PAYMENT_NOT_FOUND", message: "결제 건이 존재하지 않아요." }, 404);
    }
    return c.json(paymentAnswer(payment, settings.storeId));
  });

  app.post("/payments/:id/cancel", async (c) => {
    if (!authorised(c.req.header("authorization"))) return c.json({ type: "UNAUTHORIZED", message: "" }, 401);
    const payment = await find(c.req.param("id"));
    if (!payment) return c.json({ type: "PAYMENT_NOT_FOUND", message: "결제 건이 존재하지 않아요." }, 404);
    if (payment.status === "CANCELLED") return c.json({ type: "PAYMENT_ALREADY_CANCELLED", message: "" }, 409);
    if (payment.status !== "PAID" && payment.status !== "PARTIAL_CANCELLED") {
      return c.json({ type: "PAYMENT_NOT_PAID", message: "" }, 409);
    }
    const body = (await c.req.json().catch(() => ({}))) as {
      amount?: unknown;
      reason?: unknown;
      currentCancellableAmount?: unknown;
    };
    const remaining = payment.amount - payment.cancelledAmount;
    const amount = typeof body.amount === "number" ? body.amount : remaining;
    const consistent = body.currentCancellableAmount === undefined || body.currentCancellableAmount === remaining;
    if (!consistent || !Number.isInteger(amount) || amount <= 0 || amount > remaining) {
      return c.json({ type: "CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN", message: "" }, 409);
    }
    const cancelledAmount = payment.cancelledAmount + amount;
    const status = cancelledAmount === payment.amount ? "CANCELLED" : "PARTIAL_CANCELLED";
    const [cancelled] = await db
      .update(simPayments)
      .set({ status, cancelledAmount })
      .where(
        and(eq(simPayments.paymentId, payment.paymentId), eq(simPayments.cancelledAmount, payment.cancelledAmount)),
      )
      .returning();
    if (!cancelled) return c.json({ type: "CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN", message: "" }, 409);
    await deliver(cancelled, "Transaction.Cancelled", "late");
    return c.json({
      cancellation: {
        status: "SUCCEEDED",
        id: randomBytes(8).toString("hex"),
        totalAmount: amount,
        reason: String(body.reason ?? ""),
        cancelledAt: new Date().toISOString(),
      },
    });
  });

  // Simulator control: send the payment's webhook now (tests use it for late and repeated deliveries).
  app.post("/payments/:id/webhook", async (c) => {
    const payment = await find(c.req.param("id"));
    if (!payment) return c.json({ type: "PAYMENT_NOT_FOUND" }, 404);
    const type = payment.status === "PAID" ? "Transaction.Paid" : `Transaction.${capitalise(payment.status)}`;
    return c.json({ status: await sendWebhook(payment, type) });
  });

  return app;
}

const capitalise = (status: string) => status.charAt(0) + status.slice(1).toLowerCase();

function paymentAnswer(payment: SimPayment, storeId: string) {
  return {
    status: payment.status,
    id: payment.paymentId,
    transactionId: payment.txId,
    storeId,
    method: { type: payment.payMethod === "EASY_PAY" ? "PaymentMethodEasyPay" : "PaymentMethodCard" },
    channel: { type: "TEST", pgProvider: "SIMULATOR" },
    orderName: payment.orderName,
    amount: {
      total: payment.amount,
      taxFree: 0,
      discount: 0,
      paid: payment.status === "PAID" || payment.status.endsWith("CANCELLED") ? payment.amount : 0,
      cancelled: payment.cancelledAmount,
    },
    currency: payment.currency,
    customData: payment.customData,
    requestedAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    pgTxId: payment.txId,
  };
}

function windowPage(input: { paymentId: string; orderName: string; amount: number; mode: string; payMethod: string }) {
  return simulatorPage(
    "결제하기 (PortOne 시뮬레이터)",
    "#1f3b2d",
    html`<h1>PortOne 결제창 (시뮬레이터)</h1>
      <p>로컬 시뮬레이터예요. 실제로 결제되지 않아요.</p>
      <p>${input.orderName} · ${input.payMethod === "EASY_PAY" ? "간편결제" : "카드"}</p>
      <div class="amount">${formatWon(input.amount)}</div>
      <form method="post" action="${PORTONE_SIMULATOR_PATH}/window/decide">
        <input type="hidden" name="paymentId" value="${input.paymentId}" />
        <input type="hidden" name="mode" value="${input.mode}" />
        <label for="webhook">웹훅 전송</label>
        <select id="webhook" name="webhook">
          <option value="now">승인 즉시 (브라우저 복귀 전)</option>
          <option value="twice">두 번</option>
          <option value="late">3초 늦게</option>
          <option value="none">보내지 않음</option>
        </select>
        <button class="approve" name="decision" value="approve">결제 승인</button>
        <button class="fail" name="decision" value="fail">결제 실패</button>
        <button class="close" name="decision" value="close">닫기</button>
      </form>`,
  );
}

function popupResultPage(outcome: Record<string, string | undefined>, nonce: string) {
  // Escaped for a script element: the payment id came from a query string.
  const message = JSON.stringify({ source: "portone-simulator", ...outcome }).replaceAll("<", "\\u003c");
  return simulatorPage(
    "결제 결과",
    "#1f3b2d",
    html`<p>결제 창을 닫는 중이에요…</p>
      <script nonce="${nonce}">
        window.opener && window.opener.postMessage(${raw(message)}, window.location.origin);
        window.close();
      </script>`,
  );
}
