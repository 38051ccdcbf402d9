// A local stand-in for Solapi under /_sim/sms, used when no Solapi keys are configured: the same
// send endpoint with the same HMAC check, and an inbox page listing what the shop sent.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { desc } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { html } from "hono/html";
import type { SessionCookie } from "../../api/session-cookie";
import { userOfRequest } from "../../api/viewer";
import type { Db } from "../../db/client";
import { simSmsMessages } from "../../db/schema";
import { isStaffRole } from "../../domain/admin/roles";
import { simulatorPage } from "../simulator-page";
import type { SmsSettings } from "./config";

const SIGNATURE_MAX_AGE_MS = 15 * 60 * 1000;

function verifies(header: string | undefined, settings: SmsSettings, now: number): boolean {
  const fields = Object.fromEntries(
    (header ?? "")
      .replace(/^HMAC-SHA256\s+/, "")
      .split(/,\s*/)
      .map((part) => part.split("=") as [string, string]),
  );
  if (fields.apiKey !== settings.apiKey || !fields.date || !fields.salt || !fields.signature) return false;
  if (Math.abs(now - Date.parse(fields.date)) > SIGNATURE_MAX_AGE_MS) return false;
  const expected = Buffer.from(
    createHmac("sha256", settings.apiSecret)
      .update(fields.date + fields.salt)
      .digest("hex"),
  );
  const given = Buffer.from(fields.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const INBOX_CLOSED = "문자 수신함은 운영자만 볼 수 있어요. 관리자 계정으로 로그인해주세요.";

/**
 * The inbox shows every text the shop sent to anyone: an operator may read it, and so may this
 * machine itself when the shop is a local demo (the socket's address, never X-Forwarded-For).
 */
export function smsSimulator({
  db,
  settings,
  localShop,
  sessionCookie,
}: {
  db: Db;
  settings: SmsSettings;
  localShop: boolean;
  sessionCookie: SessionCookie;
}): Hono {
  const app = new Hono();
  const mayReadInbox = async (c: Context) => {
    if (isStaffRole((await userOfRequest({ db, sessionCookie }, c.req.raw))?.role)) return true;
    if (!localShop) return false;
    try {
      return isLoopback(getConnInfo(c).remote.address);
    } catch {
      return false;
    }
  };

  app.post("/messages/v4/send-many/detail", async (c) => {
    if (!verifies(c.req.header("authorization"), settings, Date.now())) {
      return c.json({ errorCode: "InvalidAPIKey", errorMessage: "Invalid signature" }, 403);
    }
    const body = (await c.req.json().catch(() => null)) as {
      messages?: { to?: unknown; from?: unknown; text?: unknown }[];
    } | null;
    const messages = body?.messages ?? [];
    if (messages.length === 0) return c.json({ errorCode: "ValidationError", errorMessage: "no messages" }, 400);
    const accepted: { messageId: string; to: string; from: string; text: string }[] = [];
    const failed: { to: string; statusCode: string; statusMessage: string }[] = [];
    for (const message of messages) {
      const to = String(message.to ?? "");
      const from = String(message.from ?? "");
      if (!/^01\d{8,9}$/.test(to)) failed.push({ to, statusCode: "1062", statusMessage: "수신번호 형식 오류" });
      else if (from !== settings.sender) failed.push({ to, statusCode: "1008", statusMessage: "발신번호 미등록" });
      else
        accepted.push({
          messageId: `M4V${randomUUID().replaceAll("-", "").slice(0, 20)}`,
          to,
          from,
          text: String(message.text ?? ""),
        });
    }
    if (accepted.length > 0) await db.insert(simSmsMessages).values(accepted);
    return c.json({
      groupInfo: {
        count: { total: messages.length, registeredSuccess: accepted.length, registeredFailed: failed.length },
      },
      failedMessageList: failed,
      messageList: accepted.map((m) => ({ messageId: m.messageId, to: m.to, from: m.from, statusCode: "2000" })),
    });
  });

  app.get("/", async (c) => {
    if (!(await mayReadInbox(c))) return c.text(INBOX_CLOSED, 403);
    const sent = await db.select().from(simSmsMessages).orderBy(desc(simSmsMessages.id)).limit(100);
    return c.html(
      simulatorPage(
        "문자 수신함 (시뮬레이터)",
        "#1f3b2d",
        html`<h1>문자 수신함 (시뮬레이터)</h1>
          <p>콜린스가 보낸 문자예요. 실제로 발송되지 않아요.</p>
          ${sent.length === 0 ? html`<p>보낸 문자가 없어요.</p>` : ""}
          <ol aria-label="보낸 문자">
            ${sent.map(
              (message) =>
                html`<li><strong>${message.to}</strong> · ${message.createdAt.toISOString()}<br />${message.text}</li>`,
            )}
          </ol>`,
      ),
    );
  });

  return app;
}

const isLoopback = (address: string | undefined) =>
  address !== undefined && (/^(::ffff:)?127\./.test(address) || address === "::1");
