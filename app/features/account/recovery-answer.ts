// What the recovery pages' actions answer (app/features/account/recovery.server.ts).
import type { FoundMember } from "../../../server/domain/auth/recovery";

export type RecoveryField = "name" | "email" | "phone" | "code" | "new_password" | "new_password_confirm";

export type RecoveryAnswer = {
  step: "start" | "code" | "found" | "done";
  /** What the shopper typed in the first step, carried along in hidden fields. */
  values: { name?: string; email?: string; phone?: string };
  errors: Partial<Record<RecoveryField, string>>;
  /** A refusal that belongs to no single field (limits, a Kakao-only member). */
  message?: string;
  /** The same note for every request, member or not. */
  notice?: string;
  members?: FoundMember[];
};
