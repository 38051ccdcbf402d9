// A local stand-in for Naver Pay under /_sim/npay, used when no Naver Pay merchant keys are
// configured: the button script (`naver.NaverPayButton.apply`), the order API the adapter calls,
// the order sheet a shopper pays on, and the wishlist page. Naver charges what the registered
// lines add up to, so the simulator computes the amount from the lines, not from the shop's total.
import { randomUUID, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { html } from "hono/html";
import type { NaverPayLine } from "../../../core/npay";
import { formatWon } from "../../../core/price";
import type { Db } from "../../db/client";
import { simPayments } from "../../db/schema";
import { errorFields, log } from "../../log";
import { onShopOrigin, simulatorPage } from "../simulator-page";
import { type NaverPaySettings, NPAY_SIMULATOR_PATH } from "./config";

type Registration = {
  paymentId?: unknown;
  lines?: NaverPayLine[];
  shipping?: { fee?: unknown };
  currency?: unknown;
  returnUrl?: unknown;
  noticeUrl?: unknown;
};

export function naverPaySimulator({
  db,
  settings,
  fetchImpl = fetch,
}: {
  db: Db;
  settings: NaverPaySettings;
  fetchImpl?: typeof fetch;
}): Hono {
  const app = new Hono();
  const find = async (paymentId: string) =>
    (await db.select().from(simPayments).where(eq(simPayments.paymentId, paymentId)).limit(1))[0] ?? null;
  const authorised = (key: string | undefined) => {
    const given = Buffer.from(key ?? "");
    const expected = Buffer.from(settings.certiKey);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  app.get("/naverPayButton.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(BUTTON_SCRIPT);
  });

  app.use("/api/*", async (c, next) => {
    if (!authorised(c.req.header("x-naver-certi-key"))) return c.json({ code: "UNAUTHORIZED" }, 401);
    await next();
  });

  app.post("/api/orders", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Registration;
    const lines = Array.isArray(body.lines) ? body.lines : [];
    const valid =
      typeof body.paymentId === "string" &&
      typeof body.returnUrl === "string" &&
      lines.length > 0 &&
      lines.every((line) => Number.isInteger(line.unitPrice) && Number.isInteger(line.quantity) && line.quantity > 0);
    if (!valid) return c.json({ code: "INVALID_REQUEST" }, 400);
    // The simulator sends the browser back and calls back only to the shop itself.
    const returnUrl = onShopOrigin(body.returnUrl, settings.publicBaseUrl);
    const noticeUrl = body.noticeUrl === undefined ? null : onShopOrigin(body.noticeUrl, settings.publicBaseUrl);
    if (!returnUrl || (body.noticeUrl !== undefined && !noticeUrl)) return c.json({ code: "INVALID_REQUEST" }, 400);
    const fee = typeof body.shipping?.fee === "number" ? body.shipping.fee : 0;
    const amount = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) + fee;
    const paymentId = body.paymentId as string;
    await db
      .insert(simPayments)
      .values({
        paymentId,
        provider: "npay",
        status: "READY",
        orderName: lines.map((line) => line.name).join(", "),
        amount,
        currency: String(body.currency ?? "KRW"),
        payMethod: "NAVERPAY",
        lines,
        noticeUrl: noticeUrl?.toString() ?? null,
        returnUrl: returnUrl.toString(),
      })
      .onConflictDoNothing();
    return c.json({ orderSheetUrl: `${NPAY_SIMULATOR_PATH}/order/${encodeURIComponent(paymentId)}` });
  });

  app.get("/api/orders/:id", async (c) => {
    const payment = await find(c.req.param("id"));
    if (payment?.provider !== "npay") return c.json({ code: "NOT_FOUND" }, 404);
    return c.json({
      paymentId: payment.paymentId,
      status: payment.status,
      amount: { total: payment.amount, cancelled: payment.cancelledAmount },
      currency: payment.currency,
      transactionId: payment.txId,
    });
  });

  app.post("/api/orders/:id/cancel", async (c) => {
    const payment = await find(c.req.param("id"));
    if (!payment) return c.json({ code: "NOT_FOUND" }, 404);
    if (payment.status === "CANCELLED") return c.json({ code: "ALREADY_CANCELLED" }, 409);
    const body = (await c.req.json().catch(() => ({}))) as { amount?: unknown };
    const remaining = payment.amount - payment.cancelledAmount;
    const amount = typeof body.amount === "number" ? body.amount : remaining;
    if (payment.status === "READY" || amount <= 0 || amount > remaining)
      return c.json({ code: "NOT_CANCELLABLE" }, 409);
    const cancelledAmount = payment.cancelledAmount + amount;
    await db
      .update(simPayments)
      .set({ cancelledAmount, status: cancelledAmount === payment.amount ? "CANCELLED" : "PARTIAL_CANCELLED" })
      .where(eq(simPayments.paymentId, payment.paymentId));
    return c.json({ code: "OK" });
  });

  app.post("/api/wishlist", async (c) => {
    const wish = (await c.req.json().catch(() => ({}))) as { productId?: unknown; name?: unknown };
    if (typeof wish.productId !== "number" || typeof wish.name !== "string") return c.json({ code: "INVALID" }, 400);
    return c.json({ url: `${NPAY_SIMULATOR_PATH}/wishlist?name=${encodeURIComponent(wish.name)}` });
  });

  app.get("/wishlist", (c) =>
    c.html(
      simulatorPage(
        "네이버페이 찜 (시뮬레이터)",
        "#03c75a",
        html`<h1>찜했어요</h1><p>${c.req.query("name") ?? ""}</p>`,
      ),
    ),
  );

  app.get("/order/:id", async (c) => {
    const payment = await find(c.req.param("id"));
    if (payment?.provider !== "npay") return c.text("주문서를 찾을 수 없어요.", 404);
    const lines = (payment.lines ?? []) as NaverPayLine[];
    return c.html(
      simulatorPage(
        "네이버페이 주문서 (시뮬레이터)",
        "#03c75a",
        html`<h1>네이버페이 주문서 (시뮬레이터)</h1>
          <p>로컬 시뮬레이터예요. 실제로 결제되지 않아요.</p>
          <ul>
            ${lines.map(
              (line) =>
                html`<li>${line.name}${line.optionName ? ` (${line.optionName})` : ""} × ${line.quantity} · ${formatWon(line.unitPrice * line.quantity)}</li>`,
            )}
          </ul>
          <div class="amount">${formatWon(payment.amount)}</div>
          <form method="post" action="${NPAY_SIMULATOR_PATH}/order/${payment.paymentId}/decide">
            <button class="approve" name="decision" value="approve">네이버페이로 결제하기</button>
            <button class="close" name="decision" value="cancel">취소</button>
          </form>`,
      ),
    );
  });

  app.post("/order/:id/decide", async (c) => {
    const payment = await find(c.req.param("id"));
    if (!payment?.returnUrl) return c.text("주문서를 찾을 수 없어요.", 404);
    const form = await c.req.parseBody();
    const target = new URL(payment.returnUrl, settings.publicBaseUrl);
    target.searchParams.set("paymentId", payment.paymentId);
    if (form.decision !== "approve" || payment.status !== "READY") {
      target.searchParams.set("code", "USER_CANCEL");
      target.searchParams.set("message", "네이버페이 결제를 취소했어요.");
      return c.redirect(target.toString(), 302);
    }
    await db
      .update(simPayments)
      .set({ status: "PAID", txId: randomUUID(), paidAt: new Date() })
      .where(eq(simPayments.paymentId, payment.paymentId));
    if (payment.noticeUrl) {
      try {
        await fetchImpl(payment.noticeUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ paymentId: payment.paymentId, status: "PAID" }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        log.warn("npay simulator notice failed", { paymentId: payment.paymentId, ...errorFields(error) });
      }
    }
    return c.redirect(target.toString(), 302);
  });

  return app;
}

/** What naverPayButton.js offers: `naver.NaverPayButton.apply(options)` drawing into EMBED_ID. */
const BUTTON_SCRIPT = `(function () {
  function button(label, aria, background, color) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    b.setAttribute("aria-label", aria);
    b.style.cssText = "height:48px;border:0;border-radius:6px;font-weight:700;font-size:15px;cursor:pointer;background:" + background + ";color:" + color;
    return b;
  }
  function apply(o) {
    var host = o && o.EMBED_ID ? document.getElementById(o.EMBED_ID) : null;
    if (!host) return;
    host.innerHTML = "";
    var wrap = document.createElement("div");
    wrap.style.cssText = "display:flex;gap:8px;width:100%";
    var buy = button("네이버페이로 구매하기", "네이버페이로 구매하기", "#00873c", "#fff");
    buy.style.flex = "1";
    if (o.ENABLE === "N") { buy.disabled = true; buy.style.opacity = "0.4"; }
    buy.onclick = function () { if (o.BUY_BUTTON_HANDLER) o.BUY_BUTTON_HANDLER(); };
    wrap.appendChild(buy);
    if (o.COUNT === 2) {
      var wish = button("찜하기", "네이버페이 찜하기", "#fff", "#00873c");
      wish.style.width = "64px";
      wish.style.border = "1px solid #00873c";
      wish.onclick = function () { if (o.WISHLIST_BUTTON_HANDLER) o.WISHLIST_BUTTON_HANDLER(); };
      wrap.appendChild(wish);
    }
    host.appendChild(wrap);
  }
  window.naver = window.naver || {};
  window.naver.NaverPayButton = { apply: apply };
})();
`;
