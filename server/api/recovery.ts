// Account recovery (issue 18): 아이디 찾기 and 비밀번호 찾기 by a code texted to the member's phone.
// The pages /login/find-id and /login/find-password call the same domain functions from their
// route actions.
import { Hono } from "hono";
import { z } from "zod";
import { authMessages } from "../domain/auth/messages";
import {
  findIdWithCode,
  type RecoveryContext,
  recoveryCodeKeyOf,
  requestFindIdCode,
  requestPasswordResetCode,
  resetPasswordWithCode,
} from "../domain/auth/recovery";
import { recoveryMessages } from "../domain/auth/recovery-messages";
import { smsSettingsOf } from "../integrations/sms/config";
import type { ApiDeps } from "./app";
import { clientKeyOf } from "./auth";
import { jsonBody } from "./json-body";
import { parseQuery } from "./validation";

const text = (max: number, message: string) => z.string({ error: message }).max(max, message);
const name = text(100, recoveryMessages.invalidName);
const phone = text(20, recoveryMessages.invalidPhone);
const email = text(254, recoveryMessages.invalidEmail);
const code = text(20, recoveryMessages.invalidCode);

export const findIdCodeSchema = z.object({ name, phone });
export const findIdSchema = z.object({ name, phone, code });
export const resetCodeSchema = z.object({ email, phone });
export const resetSchema = z.object({
  email,
  phone,
  code,
  new_password: z.string({ error: authMessages.invalidPassword }).max(1024, authMessages.invalidPassword),
});

export function recoveryRoutes({ db, config }: ApiDeps): Hono {
  const codeKey = recoveryCodeKeyOf(config.sessionSecret);
  const smsAvailable = smsSettingsOf(config) !== null;
  const contextOf = (c: Parameters<typeof clientKeyOf>[0]): RecoveryContext => ({
    db,
    codeKey,
    clientKey: clientKeyOf(c, config.TRUST_PROXY),
    smsAvailable,
  });

  return new Hono()
    .use("/account/*", async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .post("/account/find-id/code", async (c) => {
      await requestFindIdCode(contextOf(c), parseQuery(findIdCodeSchema, await jsonBody(c)));
      return c.json({ status: "code_sent", message: recoveryMessages.codeSent });
    })
    .post("/account/find-id", async (c) => {
      const members = await findIdWithCode(contextOf(c), parseQuery(findIdSchema, await jsonBody(c)));
      return c.json({ members });
    })
    .post("/account/password-reset/code", async (c) => {
      await requestPasswordResetCode(contextOf(c), parseQuery(resetCodeSchema, await jsonBody(c)));
      return c.json({ status: "code_sent", message: recoveryMessages.codeSent });
    })
    .post("/account/password-reset", async (c) => {
      await resetPasswordWithCode(contextOf(c), parseQuery(resetSchema, await jsonBody(c)));
      return c.json({ status: "password_reset" });
    });
}
