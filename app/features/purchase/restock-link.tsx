// A link to a restock request (spec §4 Stock): the popup once its chunk is on the page, the restock
// page (the same form, /restock/:productId, ?option=<variation id> for one option) before. Used by a
// sold-out product's button and by a sold-out option's row.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { links } from "../../../core/links";
import { openRestock, type RestockTarget } from "../engagement/restock-state";

export function RestockLink({
  target,
  className,
  children,
}: {
  target: RestockTarget;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={
        target.variationId === null
          ? links.restock(target.productId)
          : `${links.restock(target.productId)}?option=${target.variationId}`
      }
      className={className}
      onClick={(event) => {
        if (openRestock(target)) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
