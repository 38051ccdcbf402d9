// A member's own forms (spec §2 account editing forms): shipping address, basic info, name and
// password, each with its own endpoint; all need a session.
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { myInfo } from "../domain/auth/accounts";
import { profileMessages } from "../domain/auth/messages";
import { changePassword, saveBasicInfo, saveName, saveShippingAddress } from "../domain/auth/profile";
import { revokeOtherSessions, type SessionUser } from "../domain/auth/sessions";
import { DomainError } from "../domain/errors";
import type { ApiDeps } from "./app";
import { clientKeyOf } from "./auth";
import { jsonBody } from "./json-body";
import { sessionCookieOf, sessionTokenOf } from "./session-cookie";
import { parseQuery } from "./validation";
import { userOf } from "./viewer";

const field = (max: number, message: string) => z.string({ error: message }).max(max, message);

export const shippingSchema = z.object({
  first_name: field(50, profileMessages.invalidName),
  last_name: field(50, profileMessages.invalidName).default(""),
  postcode: field(10, profileMessages.invalidPostcode),
  address_1: field(200, profileMessages.invalidAddress),
  address_2: field(200, profileMessages.invalidAddress).default(""),
  phone: field(20, profileMessages.invalidPhone),
});
export const basicInfoSchema = z.object({
  phone: field(20, profileMessages.invalidPhone),
  agree_marketing: z.boolean().default(false),
});
export const nameSchema = z.object({
  first_name: field(50, profileMessages.invalidName),
  last_name: field(50, profileMessages.invalidName).default(""),
});
export const passwordSchema = z.object({
  current_password: field(1024, profileMessages.wrongPassword),
  new_password: field(1024, profileMessages.wrongPassword),
});

function member(c: Context): SessionUser {
  const user = userOf(c);
  if (!user) throw new DomainError("unauthenticated", profileMessages.loginRequired);
  return user;
}

export function profileRoutes({ db, config }: ApiDeps): Hono {
  const sessionCookie = sessionCookieOf(config);
  return new Hono()
    .post("/my/shipping", async (c) => {
      const input = parseQuery(shippingSchema, await jsonBody(c));
      return c.json(myInfo(await saveShippingAddress(db, member(c), input)));
    })
    .post("/my/basicinfo", async (c) => {
      const input = parseQuery(basicInfoSchema, await jsonBody(c));
      return c.json(myInfo(await saveBasicInfo(db, member(c), input)));
    })
    .post("/my/name", async (c) => {
      const input = parseQuery(nameSchema, await jsonBody(c));
      return c.json(myInfo(await saveName(db, member(c), input)));
    })
    .post("/my/password", async (c) => {
      const user = member(c);
      const input = parseQuery(passwordSchema, await jsonBody(c));
      await changePassword(db, user, input, clientKeyOf(c, config.TRUST_PROXY));
      await revokeOtherSessions(db, user.id, sessionTokenOf(c.req.header("cookie"), sessionCookie));
      return c.json({ status: "changed" });
    });
}
