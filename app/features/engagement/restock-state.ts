// Opening the restock popup from any page (spec §3 "Client state": the restock modal's visible
// flag and product id). The popup lives in the engagement chunk, which listens for this event, so
// the pages that open it carry no popup code.
export type RestockTarget = { productId: number; variationId: number | null; name: string };

export const RESTOCK_EVENT = "collins:restock";

export function openRestock(target: RestockTarget): void {
  window.dispatchEvent(new CustomEvent<RestockTarget>(RESTOCK_EVENT, { detail: target }));
}
