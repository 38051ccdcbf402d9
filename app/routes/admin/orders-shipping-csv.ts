// 배송 목록 CSV (/admin/orders/shipping.csv, issue 22): the orders of the list's filters, 배송준비중
// unless a status is chosen, as the file a courier's system and Excel read (server/domain/admin/shipping.ts).
import { listSchema } from "../../../server/api/admin/orders";
import { parseQuery } from "../../../server/api/validation";
import { shippingListCsv } from "../../../server/domain/admin/shipping";
import { consoleLoader } from "../../features/admin/console.server";
import { filledQuery } from "../../features/admin/ui";
import type { Route } from "./+types/orders-shipping-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page: _page, ...query } = filledQuery(request);
  const csv = await consoleLoader(request, context, () => shippingListCsv(context.db, parseQuery(listSchema, query)));
  const day = new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="shipping-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`배송목록-${day}.csv`)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
