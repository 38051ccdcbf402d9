// Opening the restock popup from any page (spec §3 "Client state": the restock modal's visible
// flag and product id). The popup lives in the engagement chunk, which listens for this event, so
// the pages that open it carry no popup code.
import type { FieldErrors } from "../../../core/form";

export type RestockTarget = { productId: number; variationId: number | null; name: string };

export const RESTOCK_EVENT = "collins:restock";

/**
 * Opens the popup; false when it is not on the page yet (its chunk still loading), so the caller's
 * link goes on to the restock page instead.
 */
export function openRestock(target: RestockTarget): boolean {
  const event = new CustomEvent<RestockTarget>(RESTOCK_EVENT, { detail: target, cancelable: true });
  return !window.dispatchEvent(event);
}

/** A restock form's answer (its route action, /restock/:productId): success, or refusals and values. */
export type RestockAnswer = { registered?: string; errors: FieldErrors; values: Record<string, string> };
