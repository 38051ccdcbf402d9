// What a console page's action answers to one of the page's forms (app/features/admin/console.server.ts).
import type { FieldErrors } from "../../../core/form";

export type ConsoleAnswer = {
  /** The form that was sent: its intent (a page has several forms). */
  form: string;
  /** What was done, in Korean. */
  ok?: string;
  /** A refusal that belongs to no one field. */
  message?: string;
  errors: FieldErrors;
  /** The form as it was sent, for the page to show it again after a refusal. */
  values?: Record<string, unknown>;
  /** The URLs a popup's unsaved rule shows on (the popup editor's preview). */
  preview?: { url: string; shown: boolean }[];
  /** A new staff invitation's one-time link, shown once for the owner to copy. */
  link?: string;
  /** A bulk step's outcome per order (shipping in bulk): what changed, what did not and why. */
  outcomes?: { line?: number; order: string; changed: boolean; note: string }[];
};
