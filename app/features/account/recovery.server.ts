// The route actions of 아이디 찾기 and 비밀번호 찾기: a form's fields go to the same domain functions
// as /api/account/*, and a refusal comes back as data: a Korean message beside its field (or above
// the form), with the HTTP status the API would answer.
import { type AppLoadContext, data } from "react-router";
import { isValidPhone, normalizePhone } from "../../../core/contact";
import { apiMessages } from "../../../server/api/messages";
import { authMessages } from "../../../server/domain/auth/messages";
import {
  findIdWithCode,
  type RecoveryContext,
  requestFindIdCode,
  requestPasswordResetCode,
  resetPasswordWithCode,
} from "../../../server/domain/auth/recovery";
import { RECOVERY_STATUS, recoveryMessages } from "../../../server/domain/auth/recovery-messages";
import { DomainError, httpStatusOf } from "../../../server/domain/errors";
import { isForeignOrigin } from "../../../server/http/origin";
import type { RecoveryAnswer, RecoveryField } from "./recovery-answer";

const FIELD_OF_STATUS: Record<string, RecoveryField> = {
  [RECOVERY_STATUS.invalidName]: "name",
  [RECOVERY_STATUS.invalidEmail]: "email",
  [RECOVERY_STATUS.invalidPhone]: "phone",
  [RECOVERY_STATUS.invalidCode]: "code",
  [RECOVERY_STATUS.codeExpired]: "code",
  [RECOVERY_STATUS.invalidPassword]: "new_password",
  [RECOVERY_STATUS.commonPassword]: "new_password",
};

/** A text field of the form; a file or a missing field reads as empty (the domain refuses it). */
const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 1024) : "";
};

/** The phone as the shop writes it (010-1234-5678) once it is one, else as typed. */
const phoneOf = (form: FormData) => {
  const typed = textOf(form, "phone");
  const normalized = normalizePhone(typed);
  return isValidPhone(normalized) ? normalized : typed;
};

function contextOf(context: AppLoadContext): RecoveryContext {
  return {
    db: context.db,
    codeKey: context.recoveryCodeKey,
    clientKey: context.clientKey,
    smsAvailable: context.smsAvailable,
  };
}

/** Runs the step; a DomainError becomes the answer of the step the form was on, with its status. */
async function answerOf(
  request: Request,
  on: RecoveryAnswer["step"],
  values: RecoveryAnswer["values"],
  run: () => Promise<RecoveryAnswer>,
) {
  // A post from another site's page is refused, as the API refuses it (CSRF).
  if (isForeignOrigin(request)) {
    return data<RecoveryAnswer>({ step: on, values, errors: {}, message: apiMessages.foreignOrigin }, { status: 403 });
  }
  try {
    return data(await run());
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const field = error.status ? FIELD_OF_STATUS[error.status] : undefined;
    const answer: RecoveryAnswer = field
      ? { step: on, values, errors: { [field]: error.message } }
      : { step: on, values, errors: {}, message: error.message };
    return data(answer, { status: httpStatusOf[error.kind] });
  }
}

const codeSent = (values: RecoveryAnswer["values"]): RecoveryAnswer => ({
  step: "code",
  values,
  errors: {},
  notice: recoveryMessages.codeSent,
});

/** The form's step: 'code' once a code was asked for (a hidden field), else the first. */
const stepOf = (form: FormData): RecoveryAnswer["step"] => (form.get("step") === "code" ? "code" : "start");

export async function findIdAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const values = { name: textOf(form, "name"), phone: phoneOf(form) };
  const recovery = contextOf(context);
  if (form.get("intent") === "verify") {
    return answerOf(request, "code", values, async () => ({
      step: "found",
      values,
      errors: {},
      members: await findIdWithCode(recovery, { ...values, code: textOf(form, "code") }),
    }));
  }
  return answerOf(request, stepOf(form), values, async () => {
    await requestFindIdCode(recovery, values);
    return codeSent(values);
  });
}

export async function findPasswordAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const values = { email: textOf(form, "email"), phone: phoneOf(form) };
  const recovery = contextOf(context);
  if (form.get("intent") === "reset") {
    const newPassword = textOf(form, "new_password");
    if (newPassword !== textOf(form, "new_password_confirm")) {
      return data<RecoveryAnswer>(
        { step: "code", values, errors: { new_password_confirm: authMessages.passwordMismatch } },
        { status: 400 },
      );
    }
    return answerOf(request, "code", values, async () => {
      await resetPasswordWithCode(recovery, { ...values, code: textOf(form, "code"), new_password: newPassword });
      return { step: "done", values: {}, errors: {} };
    });
  }
  return answerOf(request, stepOf(form), values, async () => {
    await requestPasswordResetCode(recovery, values);
    return codeSent(values);
  });
}
