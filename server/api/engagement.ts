// Engagement calls (spec §7): GET /api/modal, GET /api/top-line-banner, POST /api/wait/update,
// the web-vitals report and the Channel Talk profile of a member.
import { createHmac } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { consentField } from "../../core/consent-field";
import { isMobilePhone, normalizePhone, stripEmoji } from "../../core/contact";
import { listPopups, topBanner } from "../domain/engagement/popups";
import { PAGE_TYPES, recordVital, VITAL_NAMES } from "../domain/engagement/vitals";
import { idOf } from "../domain/ids";
import { restockMessages } from "../domain/restock/messages";
import { requestRestock } from "../domain/restock/requests";
import { isStorableText } from "../domain/storable-text";
import type { ApiDeps } from "./app";
import { clientKeyOf } from "./auth";
import { jsonBody } from "./json-body";
import { parseQuery } from "./validation";
import { userOf } from "./viewer";

/**
 * A restock request (spec §5 restock rules): the popup's JSON to this API and the restock form posted
 * to its page's action (app/features/engagement/restock.server.ts) alike. Beside spec §3's fields it
 * names the sold-out option (`variationId`) and carries the shopper's consent (`consent: true`),
 * which is required: a payload of the spec's three fields alone is refused (core/consent.ts).
 */
export const restockSchema = z.object(
  {
    productId: idOf(restockMessages.unknownProduct),
    variationId: idOf(restockMessages.unknownProduct).nullable().optional(),
    destName: z
      .string({ error: restockMessages.missingInfo })
      .max(50, restockMessages.missingInfo)
      .refine((name) => stripEmoji(name).trim() !== "" && isStorableText(name), restockMessages.missingInfo),
    destPhone: z
      .string({ error: restockMessages.missingInfo })
      .max(30, restockMessages.invalidPhone)
      .refine((phone) => phone.trim() !== "", restockMessages.missingInfo)
      .refine((phone) => isMobilePhone(normalizePhone(phone)), restockMessages.invalidPhone),
    consent: consentField,
  },
  { error: restockMessages.missingInfo },
);

export const vitalSchema = z.object({
  name: z.enum(VITAL_NAMES),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(["good", "needs-improvement", "poor"]),
  page_type: z.enum(PAGE_TYPES),
  path: z.string().max(300).refine(isStorableText),
});

const VITAL_BODY_MAX = 2048;

export function engagementRoutes({ db, config }: ApiDeps): Hono {
  return (
    new Hono()
      // no-cache: an operator's change to a popup or the banner shows on the next page (issue #9).
      .get("/modal", async (c) => {
        c.header("Cache-Control", "no-cache");
        return c.json(await listPopups(db));
      })
      .get("/top-line-banner", async (c) => {
        c.header("Cache-Control", "no-cache");
        return c.json(await topBanner(db));
      })
      .post("/wait/update", async (c) => {
        const input = parseQuery(restockSchema, await jsonBody(c));
        await requestRestock(
          db,
          {
            productId: input.productId,
            variationId: input.variationId ?? null,
            destName: input.destName,
            destPhone: input.destPhone,
          },
          clientKeyOf(c, config.TRUST_PROXY),
        );
        return c.json(true);
      })
      .post("/vitals", async (c) => {
        // sendBeacon posts text/plain; the body is read as JSON whatever its type says.
        const text = await c.req.text();
        let parsed: unknown;
        try {
          parsed = text.length <= VITAL_BODY_MAX ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        const report = vitalSchema.safeParse(parsed);
        if (!report.success) return c.json({ message: "성능 측정값을 읽을 수 없어요." }, 400);
        await recordVital(db, report.data);
        return c.body(null, 204);
      })
      .get("/chat/profile", (c) => {
        c.header("Cache-Control", "no-store");
        const user = userOf(c);
        const secret = config.CHANNEL_TALK_SECRET;
        if (!user || !secret) return c.json({});
        const memberId = String(user.id);
        return c.json({
          memberId,
          memberHash: createHmac("sha256", Buffer.from(secret, "hex")).update(memberId).digest("hex"),
          profile: { name: `${user.lastName}${user.firstName}`, email: user.email, mobileNumber: user.phone },
        });
      })
  );
}
