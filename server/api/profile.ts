// A member's own forms (spec §2 account editing forms): shipping address, basic info, name and
// password, each with its own endpoint; all need a session.
import type { Context } from "hono";
import { Hono } from "hono";
import { myInfo } from "../domain/auth/accounts";
import { basicInfoSchema, nameSchema, passwordSchema, shippingSchema } from "../domain/auth/forms";
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
